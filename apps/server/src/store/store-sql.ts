import { schemas } from '../db/schemas.ts';
import { sqlFunction } from '../http/sql-function.ts';
import type { InvoiceRow } from './invoice-pdf.ts';

/**
 * The SQL functions the store's endpoints call (migrations 0100 and 0101; their current text is in
 * apps/server/db/schema.sql). Each comment says whom it runs as.
 */
const fn = schemas.storePrivate;

export interface PaymentRow {
  id: string;
  order_id: string;
  provider: string;
  provider_order_id: string;
  amount_paise: number;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
}

// ── as the caller ──

/** The caller's order as the payment step needs it; no row for another member's order. */
export const orderToPay = sqlFunction<{
  total_price_paise: number;
  currency: string;
  status: string;
}>(fn, 'order_to_pay', { order_id: 'uuid' });
/** Opens a payment for the caller's unpaid order for the amount the database priced. */
export const startPayment = sqlFunction<PaymentRow>(fn, 'start_payment', {
  order_id: 'uuid',
  provider: 'text',
  provider_order_id: 'text',
});
/** The caller's payment: which provider and provider order it was opened with. */
export const paymentToConfirm = sqlFunction<{ provider: string; provider_order_id: string }>(
  fn,
  'payment_to_confirm',
  { payment_id: 'uuid' },
);
/**
 * Records a verified outcome. As the caller with user_id = the caller (their own payment only);
 * as the service with user_id null for a provider webhook.
 */
export const completePayment = sqlFunction<PaymentRow>(fn, 'complete_payment', {
  provider: 'text',
  provider_order_id: 'text',
  provider_payment_id: 'text',
  succeeded: 'boolean',
  user_id: 'uuid',
});
/** The caller's invoice of an order, and whether it may be filed in their locker now. */
export const invoiceOf = sqlFunction<{ invoice: InvoiceRow & { id: string }; can_file: boolean }>(
  fn,
  'invoice_of',
  { order_id: 'uuid' },
);
/** Links the locker copy to the caller's invoice. */
export const setInvoiceFile = sqlFunction<null>(fn, 'set_invoice_file', {
  invoice_id: 'uuid',
  file_id: 'uuid',
});

// ── as the service ──

/** A provider event id, claimed once: false when it was seen before. */
export const claimPaymentEvent = sqlFunction<boolean>(fn, 'claim_payment_event', {
  provider: 'text',
  event_id: 'text',
  event: 'text',
});
