import type { BankDetailsResolvers } from '../../generated/resolvers-types.js';

/** Parent: the whole branch (`RestSupplier`), whose bank fields are flat. */
export const BankDetails: BankDetailsResolvers = {
  bankName: (supplier) => supplier.bank_name,
  branch: (supplier) => supplier.bank_branch,
  accountNumber: (supplier) => supplier.bank_account,
  accountName: (supplier) => supplier.bank_account_name,
  accountType: (supplier) => supplier.bank_account_type,
};
