/**
 * Payments go through a provider behind one interface: the built-in test provider (the default;
 * the member chooses success or failure on a local payment step) or Razorpay. The server creates
 * the provider's order for the amount the database priced, and trusts a payment only after the
 * provider's proof checks out (the test provider's proof is the member's choice).
 */
export type PaymentProviderName = 'test' | 'razorpay';

export interface ProviderOrder {
  /** The provider's order id (Razorpay `order_…`). */
  providerOrderId: string;
  /** What the browser needs to open the provider's payment step (public values only). */
  checkout: Record<string, string | number>;
}

/** The outcome of a payment the provider vouched for. */
export interface VerifiedPayment {
  providerOrderId: string;
  providerPaymentId: string;
  succeeded: boolean;
}

/** Where a refund stands at the provider. */
export type RefundOutcome = 'pending' | 'processed' | 'failed';

/** The provider's answer to a refund request, or a refund webhook's news. */
export interface ProviderRefund {
  providerRefundId: string;
  /** Our refund id, when the provider echoes it back (Razorpay's `receipt`). */
  refundId: string | null;
  outcome: RefundOutcome;
}

/**
 * A webhook event the provider signed: its id (for replay protection) and the payment outcome or
 * the refund's news it carries.
 */
export interface VerifiedEvent {
  eventId: string;
  event: string;
  payment: VerifiedPayment | null;
  refund?: ProviderRefund | null;
}

export class PaymentVerificationError extends Error {
  constructor(message = 'The payment could not be verified.') {
    super(message);
    this.name = 'PaymentVerificationError';
  }
}

/** The provider answered and said no (a refusal, not a network failure): nothing happened there. */
export class PaymentProviderRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderRefusal';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the provider's order for an amount in paise. */
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
  }): Promise<ProviderOrder>;
  /**
   * Checks what the browser sent back after paying for `providerOrderId` (the id stored with the
   * payment, never one from the browser). Throws PaymentVerificationError when it does not check out.
   */
  verifyPayment(providerOrderId: string, proof: Record<string, unknown>): VerifiedPayment;
  /**
   * Refunds `amountPaise` of a captured payment (`providerPaymentId`, from the database).
   * `receipt` is our refund id, for the provider to echo back in its webhooks.
   */
  refund(input: {
    providerPaymentId: string;
    amountPaise: number;
    receipt: string;
  }): Promise<ProviderRefund>;
  /** Checks a webhook's signature over the raw body; throws PaymentVerificationError if it fails. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): VerifiedEvent;
}
