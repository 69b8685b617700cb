/**
 * Razorpay's web checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/):
 * the page loads checkout.js, opens it for the Razorpay order the server created, and Razorpay
 * calls back with the payment id, order id and signature, which only the server can verify. The
 * server's CSP allows Razorpay's sources only when it is the configured provider.
 */

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Razorpay's handler receives after a successful payment: sent to the server as is. */
export interface RazorpayProof {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The payload of Razorpay's `payment.failed` event (the parts we show). */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  handler: (response: RazorpayProof) => void;
  modal: { ondismiss: () => void; confirm_close?: boolean };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** How the member left Razorpay's window. */
export type RazorpayOutcome =
  { kind: 'paid'; proof: RazorpayProof } | { kind: 'dismissed'; failure: string | null };

export const razorpayMessages = {
  loadFailed:
    'The payment window could not be loaded. Check your connection (or an ad blocker) and try again.',
  dismissed: 'You closed the payment window before paying. Nothing was charged.',
  failed: (why: string) => `The payment failed: ${why} Nothing was charged; you can try again.`,
  unverified:
    'Your payment could not be verified. If money left your account, this order shows it as paid once Razorpay confirms the payment; otherwise contact us with the order id.',
} as const;

/** The checkout values the server hands over with a started payment (public values only). */
export interface RazorpayCheckout {
  key: string;
  orderId: string;
  amount: number;
  currency: string;
}

/** Reads the server's `checkout` object of a Razorpay payment; null if it is not one. */
export function razorpayCheckoutOf(
  checkout: Record<string, string | number>,
): RazorpayCheckout | null {
  const { provider, key, orderId, amount, currency } = checkout;
  if (
    provider !== 'razorpay' ||
    typeof key !== 'string' ||
    typeof orderId !== 'string' ||
    typeof amount !== 'number' ||
    typeof currency !== 'string'
  ) {
    return null;
  }
  return { key, orderId, amount, currency };
}

type RazorpayWindow = Window & { Razorpay?: RazorpayConstructor };

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads checkout.js once per page; rejects with a clear message when it cannot. */
export function loadRazorpay(
  doc: Document = document,
  src: string = RAZORPAY_CHECKOUT_URL,
): Promise<RazorpayConstructor> {
  const win = doc.defaultView as RazorpayWindow | null;
  if (win?.Razorpay) return Promise.resolve(win.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const ctor = (doc.defaultView as RazorpayWindow | null)?.Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error(razorpayMessages.loadFailed));
    };
    script.onerror = () => reject(new Error(razorpayMessages.loadFailed));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later attempt tries again
    throw error;
  });
  return loading;
}

const looksLikeProof = (r: unknown): r is RazorpayProof =>
  typeof r === 'object' &&
  r !== null &&
  ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'].every(
    (k) => typeof (r as Record<string, unknown>)[k] === 'string',
  );

/**
 * Opens Razorpay's checkout for the server's order and settles when the member leaves it: paid
 * (with the proof to send to the server) or dismissed (with the last failure Razorpay reported,
 * if a payment attempt failed before the window was closed; Razorpay keeps its window open after
 * a failure so the member can retry).
 */
export function openRazorpayCheckout(
  Razorpay: RazorpayConstructor,
  checkout: RazorpayCheckout,
  details: { description: string; name?: string; email?: string },
): Promise<RazorpayOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let lastFailure: string | null = null;
    const settle = (outcome: RazorpayOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const rzp = new Razorpay({
      key: checkout.key,
      amount: checkout.amount,
      currency: checkout.currency,
      order_id: checkout.orderId,
      name: 'Athcare',
      description: details.description,
      prefill: {
        ...(details.name ? { name: details.name } : {}),
        ...(details.email ? { email: details.email } : {}),
      },
      handler: (response) => {
        if (looksLikeProof(response)) settle({ kind: 'paid', proof: response });
        else settle({ kind: 'dismissed', failure: 'Razorpay sent an incomplete answer.' });
      },
      modal: { ondismiss: () => settle({ kind: 'dismissed', failure: lastFailure }) },
    });
    rzp.on('payment.failed', (response) => {
      lastFailure = response.error?.description?.trim() || 'the payment was declined.';
    });
    rzp.open();
  });
}

/** The message for a dismissed checkout. */
export const dismissedMessage = (outcome: { failure: string | null }) =>
  outcome.failure
    ? razorpayMessages.failed(
        /[.!?]$/.test(outcome.failure) ? outcome.failure : `${outcome.failure}.`,
      )
    : razorpayMessages.dismissed;
