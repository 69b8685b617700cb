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

// ── refunds (migration 0150) ──

export interface RefundRow {
  id: string;
  order_id: string;
  payment_id: string;
  amount_paise: number;
  currency: string;
  reason: string;
  provider: string;
  provider_refund_id: string | null;
  status: 'pending' | 'processed' | 'failed';
  credit_note_number: string | null;
  created_at: string;
  processed_at: string | null;
}

/**
 * As an admin: a pending refund of the order's captured payment, its amount reserved under the
 * payment's lock (the whole remainder when amount_paise is null). fresh is false for a repeated key.
 */
export const beginRefund = sqlFunction<{
  refund: RefundRow;
  provider_payment_id: string | null;
  fresh: boolean;
}>(fn, 'begin_refund', {
  order_id: 'uuid',
  amount_paise: 'bigint',
  reason: 'text',
  idempotency_key: 'uuid',
});
/**
 * The provider's answer about a refund (found by our id, or else by the provider's): as the admin
 * right after asking, or as the service for a webhook. A settled refund stays settled.
 */
export const settleRefund = sqlFunction<RefundRow>(fn, 'settle_refund', {
  provider: 'text',
  refund_id: 'uuid',
  provider_refund_id: 'text',
  outcome: 'text',
});
