/**
 * The database schemas server code names, so no SQL identifier of a schema is a bare string in
 * TypeScript. Exposed ones (DB_SCHEMAS) are reachable through the data API; the others are not.
 */
export const schemas = {
  /** Roles, departments, grades, permissions (exposed, the default). */
  access: 'pgaccess',
  /** Profile, contacts, addresses, notifications (exposed). */
  users: 'pgusers',
  /** Folders, files, sharing (exposed). */
  medlock: 'pgmedlock',
  /** The locker's helpers and endpoint functions (never exposed). */
  medlockPrivate: 'pgmedlock_private',
  /** Products, coupons, orders, payments, invoices (exposed). */
  store: 'pgstore',
  /** The store's pricing, payment and invoice functions (never exposed). */
  storePrivate: 'pgstore_private',
  /** Vendors, branches, hospitals, rooms, bookings, ambulances, drivers (exposed). */
  vendor: 'pgvendor',
  /** The vendors' KYC checks, bank-detail and booking functions (never exposed). */
  vendorPrivate: 'pgvendor_private',
  /** Identities, credentials, sessions, audit (never exposed). */
  auth: 'auth',
} as const;
