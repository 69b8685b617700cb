import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import type { RazorpayOptions } from '../lib/razorpay-checkout';
import { PaymentStep } from './payment-step';
import { mockServer } from '@/test/mock-server';

const orderId = '5d0c1f4e-2b7a-4c1e-9f3a-7b2d8e6a1c01';
const paymentId = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const order = {
  id: orderId,
  status: 'created',
  coupon_code: null,
  subtotal_paise: 44_900,
  discount_paise: 0,
  tax_paise: 10_000,
  shipping_paise: 0,
  total_price_paise: 54_900,
  currency: 'INR',
  billing_email: 'member@athcare.demo',
  billing_first_name: 'Ananya',
  billing_last_name: 'Iyer',
  billing_address: '14 Residency Road',
  billing_city: 'Bengaluru',
  billing_state: 'Karnataka',
  billing_zip: '560025',
  created_at: '2026-11-23T09:00:00Z',
  paid_at: null,
  order_items: [],
  payments: [],
};
let provider = 'razorpay';
const confirmed: unknown[] = [];

mockServer(
  http.get('*/api/orders', () => HttpResponse.json([order])),
  http.get('*/api/store/payment-provider', () => HttpResponse.json({ provider })),
  http.post(`*/api/store/orders/${orderId}/payments`, () =>
    HttpResponse.json(
      {
        payment_id: paymentId,
        order_id: orderId,
        amount_paise: 54_900,
        status: 'created',
        checkout: {
          provider: 'razorpay',
          key: 'rzp_test_k',
          orderId: 'order_XYZ',
          amount: 54_900,
          currency: 'INR',
        },
      },
      { status: 201 },
    ),
  ),
  http.post(`*/api/store/payments/${paymentId}/confirm`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    confirmed.push(body);
    if (body.razorpay_signature !== 'good'.padEnd(64, '0')) {
      return HttpResponse.json(
        { code: 'PT400', message: 'The payment could not be verified.' },
        { status: 400 },
      );
    }
    return HttpResponse.json({ payment_id: paymentId, order_id: orderId, status: 'captured' });
  }),
);
afterEach(() => {
  confirmed.length = 0;
  provider = 'razorpay';
  delete (window as { Razorpay?: unknown }).Razorpay;
});

/** Razorpay's checkout as the test plays it: what the member does once it opens. */
function installRazorpay(play: (options: RazorpayOptions, fail: (why: string) => void) => void) {
  const seen: RazorpayOptions[] = [];
  (window as { Razorpay?: unknown }).Razorpay = class {
    private failed: ((r: { error: { description: string } }) => void)[] = [];
    constructor(private readonly options: RazorpayOptions) {
      seen.push(options);
    }
    on(_e: string, cb: (r: { error: { description: string } }) => void) {
      this.failed.push(cb);
    }
    open() {
      setTimeout(() =>
        play(this.options, (why) =>
          this.failed.forEach((cb) => cb({ error: { description: why } })),
        ),
      );
    }
  };
  return seen;
}

const proof = (signature: string) => ({
  razorpay_payment_id: 'pay_123',
  razorpay_order_id: 'order_XYZ',
  razorpay_signature: signature,
});

describe('PaymentStep with Razorpay', () => {
  it("opens Razorpay for the server's order and sends its answer to the server", async () => {
    const seen = installRazorpay((options) => options.handler(proof('good'.padEnd(64, '0'))));
    const onPaid = vi.fn();
    await renderWithRouter(() => <PaymentStep orderId={orderId} onPaid={onPaid} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹549.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(seen[0]).toMatchObject({
      key: 'rzp_test_k',
      order_id: 'order_XYZ',
      amount: 54_900,
      prefill: { name: 'Ananya Iyer', email: 'member@athcare.demo' },
    });
    expect(confirmed).toEqual([proof('good'.padEnd(64, '0'))]);
    expect(screen.queryByText(/Simulate a failed payment/)).not.toBeInTheDocument();
  });

  it('says when the member closed the window, or why the payment failed', async () => {
    installRazorpay((options) => options.modal.ondismiss());
    const onPaid = vi.fn();
    await renderWithRouter(() => <PaymentStep orderId={orderId} onPaid={onPaid} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹549.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You closed the payment window before paying. Nothing was charged.',
    );

    installRazorpay((options, fail) => {
      fail('Your card was declined by the bank');
      options.modal.ondismiss();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹549.00' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The payment failed: Your card was declined by the bank. Nothing was charged; you can try again.',
      ),
    );
    expect(confirmed).toEqual([]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says so when the server cannot verify the answer', async () => {
    installRazorpay((options) => options.handler(proof('f'.repeat(64))));
    const onPaid = vi.fn();
    await renderWithRouter(() => <PaymentStep orderId={orderId} onPaid={onPaid} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹549.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment could not be verified.',
    );
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows the test provider’s choice when the server uses it', async () => {
    provider = 'test';
    await renderWithRouter(() => <PaymentStep orderId={orderId} onPaid={() => undefined} />);
    expect(
      await screen.findByRole('button', { name: 'Simulate a failed payment' }),
    ).toBeInTheDocument();
  });
});
