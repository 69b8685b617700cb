import { createHmac, timingSafeEqual } from 'node:crypto';
import { uuidPattern } from '../http/caller.ts';
import {
  type PaymentProvider,
  PaymentProviderRefusal,
  PaymentVerificationError,
  type ProviderRefund,
  type RefundOutcome,
  type VerifiedEvent,
} from './payment-provider.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com by default; tests point it at a local server. */
  apiUrl: string;
  fetch?: typeof fetch;
}

/** HMAC-SHA256 in hex, as Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a hex signature with the expected one. */
function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** Razorpay's checkout signature: HMAC-SHA256(order_id + "|" + razorpay_payment_id, key secret). */
export function verifyRazorpayPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: unknown,
  keySecret: string,
): boolean {
  return sameSignature(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}

/** Razorpay's webhook signature: HMAC-SHA256(raw body, webhook secret) in X-Razorpay-Signature. */
export function verifyRazorpayWebhookSignature(
  rawBody: Buffer | string,
  signature: unknown,
  webhookSecret: string,
): boolean {
  return sameSignature(hmacHex(webhookSecret, rawBody), signature);
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

interface RazorpayPaymentEntity {
  id?: unknown;
  order_id?: unknown;
  status?: unknown;
}

interface RazorpayRefundEntity {
  id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  receipt?: unknown;
  status?: unknown;
}

const refundOutcomes: readonly string[] = ['pending', 'processed', 'failed'];

/** A refund entity (API answer or webhook payload) as the provider-neutral refund, or null. */
function refundFrom(entity: RazorpayRefundEntity | undefined): ProviderRefund | null {
  if (typeof entity?.id !== 'string' || !entity.id.startsWith('rfnd_')) return null;
  const status = typeof entity.status === 'string' ? entity.status : 'pending';
  return {
    providerRefundId: entity.id,
    refundId:
      typeof entity.receipt === 'string' && uuidPattern.test(entity.receipt)
        ? entity.receipt.toLowerCase()
        : null,
    outcome: (refundOutcomes.includes(status) ? status : 'pending') as RefundOutcome,
  };
}

/**
 * Razorpay Orders and Refunds APIs and signature checks (https://razorpay.com/docs/api/orders/,
 * https://razorpay.com/docs/api/refunds/).
 */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    async createOrder({ amountPaise, currency, receipt }) {
      const response = await doFetch(new URL('/v1/orders', options.apiUrl), {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency, receipt }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        amount?: unknown;
        error?: { description?: unknown };
      } | null;
      if (!response.ok || typeof body?.id !== 'string' || body.amount !== amountPaise) {
        const why =
          typeof body?.error?.description === 'string' ? `: ${body.error.description}` : '';
        throw new Error(`Razorpay could not create the order (HTTP ${response.status})${why}`);
      }
      return {
        providerOrderId: body.id,
        checkout: {
          provider: 'razorpay',
          key: options.keyId,
          orderId: body.id,
          amount: amountPaise,
          currency,
        },
      };
    },
    async refund({ providerPaymentId, amountPaise, receipt }) {
      const response = await doFetch(
        new URL(`/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`, options.apiUrl),
        {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, speed: 'normal', receipt }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      const body = (await response.json().catch(() => null)) as
        (RazorpayRefundEntity & { error?: { description?: unknown } }) | null;
      const refund = refundFrom(body ?? undefined);
      if (!response.ok || !refund || body?.amount !== amountPaise) {
        const why =
          typeof body?.error?.description === 'string' ? `: ${body.error.description}` : '';
        const message = `Razorpay could not refund the payment (HTTP ${response.status})${why}`;
        // A 4xx is Razorpay's answer that nothing was refunded; anything else may have been.
        throw response.status >= 400 && response.status < 500
          ? new PaymentProviderRefusal(message)
          : new Error(message);
      }
      return { ...refund, refundId: refund.refundId ?? receipt };
    },
    verifyPayment(providerOrderId, proof) {
      const paymentId = proof.razorpay_payment_id;
      if (
        typeof paymentId !== 'string' ||
        !/^pay_[A-Za-z0-9]{1,40}$/.test(paymentId) ||
        (proof.razorpay_order_id !== undefined && proof.razorpay_order_id !== providerOrderId) ||
        !verifyRazorpayPaymentSignature(
          providerOrderId,
          paymentId,
          proof.razorpay_signature,
          options.keySecret,
        )
      ) {
        throw new PaymentVerificationError();
      }
      return { providerOrderId, providerPaymentId: paymentId, succeeded: true };
    },
    verifyWebhook(rawBody, headers): VerifiedEvent {
      if (
        !verifyRazorpayWebhookSignature(
          rawBody,
          header(headers, 'x-razorpay-signature'),
          options.webhookSecret,
        )
      ) {
        throw new PaymentVerificationError('The webhook signature does not match.');
      }
      const body = JSON.parse(rawBody.toString('utf8')) as {
        event?: unknown;
        payload?: {
          payment?: { entity?: RazorpayPaymentEntity };
          refund?: { entity?: RazorpayRefundEntity };
        };
      };
      const eventId = header(headers, 'x-razorpay-event-id');
      const event = typeof body.event === 'string' ? body.event : '';
      if (!eventId || !event) throw new PaymentVerificationError('The webhook has no event id.');
      const entity = body.payload?.payment?.entity;
      const outcome =
        event === 'payment.captured' || event === 'order.paid'
          ? true
          : event === 'payment.failed'
            ? false
            : null;
      const payment =
        outcome !== null && typeof entity?.id === 'string' && typeof entity.order_id === 'string'
          ? { providerOrderId: entity.order_id, providerPaymentId: entity.id, succeeded: outcome }
          : null;
      // refund.created / refund.processed / refund.failed carry the refund entity.
      const refund = event.startsWith('refund.') ? refundFrom(body.payload?.refund?.entity) : null;
      return { eventId, event, payment, refund };
    },
  };
}
