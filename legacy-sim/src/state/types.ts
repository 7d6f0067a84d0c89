/**
 * The simulator's whole state: the seeded catalogue plus everything shoppers and tests create.
 * Plain JSON-serialisable records (epoch milliseconds for dates) so it can be persisted as one
 * file and rebuilt from the seed by `POST /sim/reset`.
 */
import type {
  RestAddress,
  RestDebtorCardStatus,
  RestOrderModification,
  RestOrderStatus,
  RestPaymentProvider,
  RestProfile,
  RestSupplierHours,
  RestTransactionStatus,
} from '@shopfront/legacy-api';

export interface AgencyRecord {
  id: number;
  name: string;
  slug: string;
  /** Root category ids this group stocks. */
  rootCategoryIds: number[];
  /** Price level against the reference price (1 = reference). */
  priceFactor: number;
  /** Delivery cost (PICUP) before the per-km part; 0 when the group does not deliver. */
  deliveryBaseInCents: number;
  /** Orders from this subtotal deliver free. */
  freeDeliveryFromInCents: number | null;
}

export interface SupplierRecord {
  id: number;
  agencyId: number;
  name: string;
  lat: number;
  lon: number;
  street: string;
  suburb: string;
  postalCode: string;
  disabled: boolean;
  closedText: string | null;
  bankName: string;
  bankBranch: string;
  bankAccount: string;
  hours: RestSupplierHours[];
}

export interface CategoryRecord {
  id: number;
  name: string;
  parentId: number | null;
}

export interface BrandRecord {
  id: number;
  name: string;
}

export interface ProductRecord {
  id: number;
  name: string;
  categoryId: number;
  productType: string;
}

export interface SellableRecord {
  id: number;
  productId: number;
  brandId: number | null;
  name: string;
  barcode: string;
  pack: string;
  packId: number;
  unit: string;
  unitId: number;
  measurement: number;
  perKg: boolean;
  /** Reference price of one pack (or one kg) in cents, before agency and branch variation. */
  referencePriceInCents: number;
  comboItems: Array<{ sellableId: number; qty: number }>;
}

export interface OfferRecord {
  id: number;
  sellableId: number;
  supplierId: number;
  priceInCents: number;
  basePriceInCents: number;
  priceUpdatedAt: number;
  startAt: number | null;
  endAt: number | null;
  createdAt: number;
  published: boolean;
  promo: boolean;
  stokvel: boolean;
  stokvelMinQty: number | null;
  outOfStockAt: number | null;
  outOfStockStreak: number;
  /** Units on the shelf when the branch tracks it (low-stock items); null means plenty. */
  stock: number | null;
  perKgQtyMin: number | null;
  perKgQtyStep: number | null;
}

export interface BannerRecord {
  id: number;
  title: string;
  /** Agencies whose branches show it; empty for every branch. */
  agencyIds: number[];
  targetId: number | null;
  targetType: 'category' | 'product' | 'offer' | 'url' | null;
  popup: boolean;
}

export interface LeafletRecord {
  id: number;
  name: string;
  title: string;
  supplierId: number;
  startAt: number;
  endAt: number;
  visibleAt: number;
  published: boolean;
  /** `pdf` or `svg`: what `/media/leaflets/{id}.{format}` serves. */
  format: 'pdf' | 'svg';
}

export interface DiscountCodeRecord {
  code: string;
  /** `percent` takes `value` percent off the subtotal; `fixed` takes `value` cents off. */
  kind: 'percent' | 'fixed';
  value: number;
  minOrderInCents: number;
  expiresAt: number;
  /** A shopper may use the code on one order only (cancelled and abandoned orders do not count). */
  oncePerShopper?: boolean;
}

export interface DebtorCardRecord {
  id: number;
  userId: number;
  supplierId: number;
  status: RestDebtorCardStatus;
  number: string | null;
  balanceInCents: number;
  createdAt: number;
}

export interface AccountRecord {
  id: number;
  login: string;
  passwordSalt: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  creditInCents: number;
  idNumber: string | null;
  businessAddress1: string | null;
  demo: boolean;
  betaTester: boolean;
  profile: RestProfile;
  createdAt: number;
}

export interface AddressRecord extends Omit<RestAddress, 'created_at'> {
  userId: number;
  createdAt: number;
}

export interface ResetTokenRecord {
  id: string;
  userId: number;
  code: string;
  expiresAt: number;
  validated: boolean;
  used: boolean;
}

export interface OutboxMessage {
  id: number;
  channel: 'sms';
  to: string;
  body: string;
  /** The reset code, for tests. */
  token_code: string | null;
  created_at: string;
}

export interface CartRecord {
  id: number;
  userId: number;
  items: Array<{ offerId: number; qty: number }>;
  proxyOrderId: number | null;
  location: { latitude: number; longitude: number } | null;
  updatedAt: number;
}

export interface OrderItemRecord {
  id: number;
  offerId: number;
  sellableId: number;
  qtyOrdered: number;
  /** What was (or will be) supplied; below `qtyOrdered` for stock-short items. */
  qty: number;
  unitPriceInCents: number;
  basePriceInCents: number;
  stockShort: boolean;
  packedAt: number | null;
}

export interface OrderEventRecord {
  at: number;
  name: string;
  message: string;
}

export interface OrderRecord {
  id: number;
  reference: string;
  userId: number;
  supplierId: number;
  status: RestOrderStatus;
  provider: RestPaymentProvider | null;
  requiresShipping: boolean;
  shippingProvider: string;
  shippingAddress: RestAddress | null;
  shippingPriceInCents: number;
  collectionDate: string | null;
  discountCode: string | null;
  discountInCents: number;
  /** Wallet credit put towards this order. */
  creditInCents: number;
  requiresBags: boolean;
  bagQty: number;
  bagPriceInCents: number;
  items: OrderItemRecord[];
  events: OrderEventRecord[];
  createdAt: number;
  /** When the order last changed status; the progress clock waits from here. */
  statusChangedAt: number;
  reviewedAt: number | null;
  review: { rating: number; comment: string | null } | null;
  /** Money received outside transactions (EFT, cash, debtor card, refunds are negative). */
  offlinePaidInCents: number;
  stokvel: boolean;
  isDemo: boolean;
}

export interface TransactionRecord {
  id: number;
  orderId: number;
  userId: number;
  amountInCents: number;
  status: RestTransactionStatus;
  provider: RestPaymentProvider;
  payRequestId: string | null;
  returnUrl: string | null;
  /** What the shopper pressed on the payment page (redirect gateways), before finalize. */
  gatewayOutcome: string | null;
  providerReference: string | null;
  message: string | null;
  createdAt: number;
}

export interface CardTokenRecord {
  token: string;
  last4: string;
  outcome: 'successful' | 'declined' | 'insufficient_funds';
  used: boolean;
  createdAt: number;
}

export interface ImportRecord {
  id: number;
  importType: string;
  importedAt: number | null;
  status: 'pending' | 'processing' | 'imported' | 'failed';
  contentType: string;
  supplierId: number;
  rowCount: number;
}

export interface IdempotencyRecord {
  statusCode: number;
  body: unknown;
}

export interface SimState {
  /** Bumped when the shape changes, so an old data file is replaced by the seed. */
  version: number;
  seededAt: number;
  agencies: AgencyRecord[];
  suppliers: SupplierRecord[];
  categories: CategoryRecord[];
  brands: BrandRecord[];
  products: ProductRecord[];
  sellables: SellableRecord[];
  offers: OfferRecord[];
  banners: BannerRecord[];
  leaflets: LeafletRecord[];
  discountCodes: DiscountCodeRecord[];
  accounts: AccountRecord[];
  addresses: AddressRecord[];
  debtorCards: DebtorCardRecord[];
  /** Bearer token to account id. */
  sessions: Record<string, number>;
  resetTokens: ResetTokenRecord[];
  outbox: OutboxMessage[];
  carts: CartRecord[];
  orders: OrderRecord[];
  transactions: TransactionRecord[];
  cardTokens: CardTokenRecord[];
  imports: ImportRecord[];
  /** `userId|route|key` to the first answer. */
  idempotency: Record<string, IdempotencyRecord>;
  /** Last id handed out per kind. */
  sequences: Record<string, number>;
}

export type { RestOrderModification };
