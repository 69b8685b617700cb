import { afterEach, describe, expect, it } from 'vitest';
import {
  dismissedMessage,
  loadRazorpay,
  openRazorpayCheckout,
  RAZORPAY_CHECKOUT_URL,
  type RazorpayConstructor,
  type RazorpayFailure,
  type RazorpayOptions,
  razorpayCheckoutOf,
  razorpayMessages,
} from './razorpay-checkout';

/** A stand-in for Razorpay's constructor: records the options and lets the test play the member. */
function fakeRazorpay() {
  const made: { options: RazorpayOptions; failed: ((r: RazorpayFailure) => void)[] }[] = [];
  let opened = 0;
  class Fake {
    private readonly entry: (typeof made)[number];
    constructor(options: RazorpayOptions) {
      this.entry = { options, failed: [] };
      made.push(this.entry);
    }
    open() {
      opened += 1;
    }
    on(_event: 'payment.failed', callback: (r: RazorpayFailure) => void) {
      this.entry.failed.push(callback);
    }
  }
  return {
    Razorpay: Fake as unknown as RazorpayConstructor,
    made,
    opened: () => opened,
    last: () => made.at(-1)!,
  };
}

const checkout = { key: 'rzp_test_k', orderId: 'order_ABC', amount: 54_900, currency: 'INR' };

describe("Razorpay's web checkout", () => {
  afterEach(() => {
    delete (window as { Razorpay?: unknown }).Razorpay;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it("reads only a Razorpay checkout from the server's answer", () => {
    expect(razorpayCheckoutOf({ provider: 'razorpay', ...checkout })).toEqual(checkout);
    expect(razorpayCheckoutOf({ provider: 'test', providerOrderId: 'test_order_1' })).toBeNull();
    expect(razorpayCheckoutOf({ provider: 'razorpay', key: 'k', orderId: 'o' })).toBeNull();
  });

  it("opens Razorpay for the server's order and hands back the proof on success", async () => {
    const fake = fakeRazorpay();
    const outcome = openRazorpayCheckout(fake.Razorpay, checkout, {
      description: 'Order 1234',
      name: 'Ananya Iyer',
      email: 'member@athcare.demo',
    });
    expect(fake.opened()).toBe(1);
    const { options } = fake.last();
    expect(options).toMatchObject({
      key: 'rzp_test_k',
      order_id: 'order_ABC',
      amount: 54_900,
      currency: 'INR',
      prefill: { name: 'Ananya Iyer', email: 'member@athcare.demo' },
    });
    const proof = {
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_ABC',
      razorpay_signature: 'ab'.repeat(32),
    };
    options.handler(proof);
    // A dismissal after success (Razorpay closing its window) changes nothing.
    options.modal.ondismiss();
    await expect(outcome).resolves.toEqual({ kind: 'paid', proof });
  });

  it('says the window was closed, or why the payment failed before it was', async () => {
    const fake = fakeRazorpay();
    const closed = openRazorpayCheckout(fake.Razorpay, checkout, { description: 'd' });
    fake.last().options.modal.ondismiss();
    const a = await closed;
    expect(a).toEqual({ kind: 'dismissed', failure: null });
    expect(dismissedMessage(a as { failure: null })).toBe(razorpayMessages.dismissed);

    const failing = openRazorpayCheckout(fake.Razorpay, checkout, { description: 'd' });
    for (const cb of fake.last().failed) {
      cb({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined' } });
    }
    fake.last().options.modal.ondismiss();
    const b = await failing;
    expect(b).toEqual({ kind: 'dismissed', failure: 'Your card was declined' });
    expect(dismissedMessage(b as { failure: string })).toBe(
      'The payment failed: Your card was declined. Nothing was charged; you can try again.',
    );
  });

  it('refuses an incomplete answer from the handler', async () => {
    const fake = fakeRazorpay();
    const outcome = openRazorpayCheckout(fake.Razorpay, checkout, { description: 'd' });
    fake.last().options.handler({ razorpay_payment_id: 'pay_1' } as never);
    await expect(outcome).resolves.toEqual({
      kind: 'dismissed',
      failure: 'Razorpay sent an incomplete answer.',
    });
  });

  it('loads checkout.js once from Razorpay, and says so clearly when it cannot', async () => {
    const first = loadRazorpay();
    const again = loadRazorpay();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(RAZORPAY_CHECKOUT_URL);
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(razorpayMessages.loadFailed);
    await expect(again).rejects.toThrow(razorpayMessages.loadFailed);

    // A later attempt tries again; once loaded, window.Razorpay is used.
    const retry = loadRazorpay();
    const fake = fakeRazorpay();
    (window as { Razorpay?: unknown }).Razorpay = fake.Razorpay;
    [...document.head.querySelectorAll('script')].at(-1)!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(fake.Razorpay);
    await expect(loadRazorpay()).resolves.toBe(fake.Razorpay);
  });
});
