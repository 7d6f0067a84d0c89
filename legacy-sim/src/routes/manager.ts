/**
 * Manager and supplier-side calls (manager authorisation header): catalogue imports (multipart
 * upload, JSON update), leaflets, supplier order packing and issues; and the shopper's migration
 * of old local data.
 */
import type { FastifyInstance } from 'fastify';
import type { RestImport } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { defineRoute } from '../lib/define-route.js';
import { badRequest, conflict, notFound, unprocessable } from '../lib/http-errors.js';
import { idParam, isRecord, objectBody } from '../lib/query.js';
import { isoSast } from '../lib/time.js';
import { toRestLeaflet } from '../present/catalogue.js';
import { toRestOrder } from '../present/orders.js';
import { addEvent, setStatus } from '../rules/order-lifecycle.js';
import { nextId } from '../state.js';
import { lookup } from '../state/lookup.js';
import type { ImportRecord, LeafletRecord, OrderRecord } from '../state/types.js';
import { syncCart } from './cart.js';

const IMPORT_STATUSES = ['pending', 'processing', 'imported', 'failed'] as const;

function toRestImport(ctx: SimContext, record: ImportRecord): RestImport {
  return {
    id: record.id,
    import_type: record.importType,
    imported_at: record.importedAt === null ? null : isoSast(record.importedAt),
    status: record.status,
    content_type: record.contentType,
    supplier_id: record.supplierId,
    supplier_name: lookup(ctx.state).suppliers.get(record.supplierId)?.name ?? '',
    row_count: record.rowCount,
  };
}

/**
 * An `offers` import is a CSV `barcode,price_in_cents,stock` that reprices and restocks the
 * branch's shelf offers (empty stock = plenty, 0 = out of stock). Returns rows applied.
 */
function applyOffersCsv(ctx: SimContext, supplierId: number, text: string): number {
  const [header, ...rows] = text.split(/\r?\n/).filter((line) => line.trim());
  const columns = header?.split(',').map((c) => c.trim().toLowerCase()) ?? [];
  const at = (name: string) => columns.indexOf(name);
  if (at('barcode') < 0 || at('price_in_cents') < 0)
    throw unprocessable('An offers import needs the columns barcode,price_in_cents[,stock]');
  const { offersBySupplier, sellables } = lookup(ctx.state);
  const now = ctx.clock.now();
  let applied = 0;
  for (const row of rows) {
    const cells = row.split(',').map((c) => c.trim());
    const price = Number(cells[at('price_in_cents')]);
    const offer = (offersBySupplier.get(supplierId) ?? []).find(
      (o) =>
        !o.promo && !o.stokvel && sellables.get(o.sellableId)?.barcode === cells[at('barcode')],
    );
    if (!offer || !Number.isInteger(price) || price <= 0) continue;
    if (offer.priceInCents !== price) {
      offer.priceInCents = price;
      offer.basePriceInCents = price;
      offer.priceUpdatedAt = now;
    }
    const stockCell = at('stock') >= 0 ? cells[at('stock')] : undefined;
    if (stockCell !== undefined) {
      const stock = stockCell === '' ? null : Number(stockCell);
      offer.stock = stock === null || Number.isNaN(stock) ? null : stock;
      offer.outOfStockAt = stock === 0 ? now : null;
    }
    applied++;
  }
  return applied;
}

function packOrder(ctx: SimContext, order: OrderRecord, packed: unknown): void {
  if (order.status === 'pending') setStatus(ctx, order, 'preparing');
  if (order.status !== 'preparing')
    throw conflict(`The order is ${order.status} and cannot be packed`);
  const quantities = new Map<number, number>();
  if (packed !== undefined) {
    if (!Array.isArray(packed)) throw badRequest('packed must be a list');
    for (const entry of packed) {
      if (
        !isRecord(entry) ||
        typeof entry.order_item_id !== 'number' ||
        typeof entry.qty !== 'number' ||
        entry.qty < 0
      )
        throw badRequest('packed entries need order_item_id and qty');
      quantities.set(entry.order_item_id, entry.qty);
    }
  }
  const now = ctx.clock.now();
  for (const item of order.items) {
    const qty = quantities.get(item.id);
    item.qty = qty === undefined ? item.qtyOrdered : Math.min(qty, item.qtyOrdered);
    item.stockShort = item.qty < item.qtyOrdered;
    item.packedAt = now;
  }
  if (order.items.some((item) => item.stockShort)) setStatus(ctx, order, 'stock_short');
  else
    setStatus(ctx, order, order.requiresShipping ? 'ready_for_delivery' : 'ready_for_collection');
}

function orderById(ctx: SimContext, rawId: string): OrderRecord {
  const id = idParam(rawId);
  const order = ctx.state.orders.find((candidate) => candidate.id === id);
  if (!order) throw notFound(`Order ${id} not found`);
  return order;
}

export function registerManagerRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(
    app,
    'POST /manager/api/v1/imports',
    async ({ raw }, reply) => {
      if (!raw.isMultipart()) throw badRequest('Send the import as multipart/form-data');
      const fields: Record<string, string> = {};
      let file: { text: string; contentType: string } | null = null;
      for await (const part of raw.parts()) {
        if (part.type === 'file') {
          file = { text: (await part.toBuffer()).toString('utf8'), contentType: part.mimetype };
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
      if (!file) throw badRequest('file is required');
      const importType = fields.import_type?.trim();
      if (!importType) throw badRequest('import_type is required');
      const supplierId = Number(fields.supplier_id);
      if (!lookup(ctx.state).suppliers.has(supplierId))
        throw unprocessable(`Supplier ${fields.supplier_id ?? ''} not found`);
      const rows = file.text.split(/\r?\n/).filter((line) => line.trim()).length - 1;
      const record: ImportRecord = {
        id: nextId(ctx.state, 'import'),
        importType,
        importedAt: null,
        status: 'pending',
        contentType: file.contentType,
        supplierId,
        rowCount: Math.max(0, rows),
      };
      if (importType === 'offers') {
        try {
          applyOffersCsv(ctx, supplierId, file.text);
          record.status = 'imported';
          record.importedAt = ctx.clock.now();
        } catch {
          record.status = 'failed';
        }
      }
      ctx.state.imports.push(record);
      reply.code(201);
      return {
        status: record.status === 'failed' ? 'invalid' : 'ok',
        import: toRestImport(ctx, record),
      };
    },
    { auth: 'manager' },
  );

  defineRoute(
    app,
    'PUT /manager/api/v1/imports/{id}',
    ({ params, body }) => {
      const id = idParam(params.id);
      const record = ctx.state.imports.find((candidate) => candidate.id === id);
      if (!record) throw notFound(`Import ${id} not found`);
      const update = objectBody(body).import;
      if (!isRecord(update)) throw badRequest('import is required');
      if (update.status !== undefined) {
        if (!IMPORT_STATUSES.includes(update.status as never))
          throw badRequest(`status must be one of ${IMPORT_STATUSES.join(', ')}`);
        record.status = update.status as ImportRecord['status'];
        if (record.status === 'imported') record.importedAt = ctx.clock.now();
      }
      if (update.import_type !== undefined) {
        if (typeof update.import_type !== 'string' || !update.import_type.trim())
          throw badRequest('import_type must be text');
        record.importType = update.import_type.trim();
      }
      return { status: 'ok', import: toRestImport(ctx, record) };
    },
    { auth: 'manager' },
  );

  defineRoute(
    app,
    'POST /manager/api/v1/leaflets',
    ({ body }, reply) => {
      const leaflet = objectBody(body).leaflet;
      if (!isRecord(leaflet)) throw badRequest('leaflet is required');
      const errors: string[] = [];
      const name = typeof leaflet.name === 'string' ? leaflet.name.trim() : '';
      if (!name) errors.push('name: Required');
      if (typeof leaflet.path !== 'string' || !leaflet.path.trim()) errors.push('path: Required');
      const ids = Array.isArray(leaflet.supplier_ids) ? leaflet.supplier_ids : [];
      if (!ids.length) errors.push('supplier_ids: choose at least one branch');
      for (const id of ids)
        if (!lookup(ctx.state).suppliers.has(Number(id)))
          errors.push(`Supplier ${String(id)} not found`);
      const date = (field: string) => {
        const value = leaflet[field];
        const ms = typeof value === 'string' ? Date.parse(value) : NaN;
        if (Number.isNaN(ms)) errors.push(`${field} must be a date-time`);
        return ms;
      };
      const startAt = date('start_at');
      const endAt = date('end_at');
      const visibleAt = date('visible_at');
      if (!errors.length && endAt <= startAt) errors.push('end_at must be after start_at');
      if (errors.length) throw unprocessable(errors[0] ?? 'Invalid', errors);
      const created: LeafletRecord[] = ids.map((supplierId) => ({
        id: nextId(ctx.state, 'leaflet'),
        name,
        title: name,
        supplierId: Number(supplierId),
        startAt,
        endAt,
        visibleAt,
        published: leaflet.published !== false,
        format: String(leaflet.path).toLowerCase().endsWith('.pdf') ? 'pdf' : 'svg',
      }));
      ctx.state.leaflets.push(...created);
      reply.code(201);
      return { status: 'ok', leaflets: created.map((l) => toRestLeaflet(ctx, l)) };
    },
    { auth: 'manager' },
  );

  defineRoute(
    app,
    'POST /api/v1/supplier_order_pack/{id}/complete',
    ({ params, body }) => {
      const order = orderById(ctx, params.id);
      const request = objectBody(body);
      packOrder(ctx, order, request.packed);
      if (typeof request.note === 'string' && request.note.trim())
        addEvent(ctx, order, 'packing_note', request.note.trim());
      return { status: 'ok', order: toRestOrder(ctx, order) };
    },
    { auth: 'manager' },
  );

  const noteRoutes = [
    ['POST /api/v1/supplier_order_pack/{id}/dispute', 'dispute', 'Packing disputed'],
    ['POST /api/v1/supplier_order_pack/{id}/issue', 'pack_issue', 'Packing issue reported'],
    [
      'POST /api/v1/supplier_order_process/{id}/issue',
      'process_issue',
      'Processing issue reported',
    ],
  ] as const;
  for (const [key, name, fallback] of noteRoutes) {
    defineRoute(
      app,
      key,
      ({ params, body }) => {
        const order = orderById(ctx, params.id);
        const { note } = objectBody(body);
        if (note !== undefined && typeof note !== 'string') throw badRequest('note must be text');
        addEvent(ctx, order, name, note?.trim() || fallback);
        return { status: 'ok', order: toRestOrder(ctx, order) };
      },
      { auth: 'manager' },
    );
  }

  defineRoute(
    app,
    'POST /api/v1/migration',
    ({ body, user }) => {
      const { data } = objectBody(body);
      if (!isRecord(data)) throw badRequest('data must be an object');
      const moved: string[] = [];
      if (Array.isArray(data.cart_items) && data.cart_items.length) {
        const cart = syncCart(ctx, user, { items: data.cart_items });
        moved.push(`${cart.items.length} basket items (cart ${cart.id})`);
      }
      if (Array.isArray(data.favoured_suppliers)) {
        const ids = data.favoured_suppliers.filter((id): id is number => typeof id === 'number');
        user.profile.favoured_suppliers = [
          ...new Set([...user.profile.favoured_suppliers, ...ids]),
        ];
        moved.push(`${ids.length} favourite branches`);
      }
      return {
        status: 'ok',
        message: moved.length ? `Migrated ${moved.join(' and ')}` : 'Nothing to migrate',
      };
    },
    { auth: 'user' },
  );
}
