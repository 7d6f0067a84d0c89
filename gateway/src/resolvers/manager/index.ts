/** Manager and supplier-side domain: imports, leaflets, supplier order pack and process. */
import {
  ImportStatus,
  type ManagerImportResolvers,
  type Resolvers,
} from '../../generated/resolvers-types.js';
import { Mutation } from './Mutation.js';

const ManagerImport: ManagerImportResolvers = {
  id: (value) => String(value.id),
  importType: (value) => value.import_type,
  importedAt: (value) => value.imported_at,
  status: (value) => {
    const status = Object.values(ImportStatus).find(
      (known) => known === value.status.toUpperCase(),
    );
    if (!status) throw new Error(`Unknown import status "${value.status}"`);
    return status;
  },
  contentType: (value) => value.content_type,
  supplierId: (value) => String(value.supplier_id),
  supplierName: (value) => value.supplier_name,
  rowCount: (value) => value.row_count,
};

export const managerResolvers: Resolvers = { Mutation, ManagerImport };
