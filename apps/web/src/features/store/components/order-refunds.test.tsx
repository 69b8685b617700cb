import type { OrderDetail } from '@athcare/shared/store.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderRefunds } from './order-refunds';
import RefundOrderForm, { refundableLeftPaise } from './refund-order-form';
import { mockServer } from '@/test/mock-server';

const orderId = '5d0c1f4e-2b7a-4c1e-9f3a-7b2d8e6a1c01';
const order: OrderDetail = {
  id: orderId,
  status: 'paid',
  couponCode: null,
  subtotalPaise: 44_900,
  discountPaise: 0,
  taxPaise: 10_000,
  shippingPaise: 0,
  totalPricePaise: 54_900,
  currency: 'INR',
  billingEmail: 'member@athcare.demo',
  billingFirstName: 'Ananya',
  billingLastName: 'Iyer',
  billingAddress: '14 Residency Road',
  billingCity: 'Bengaluru',
  billingState: 'Karnataka',
  billingZip: '560025',
  createdAt: '2026-11-23T09:00:00Z',
  paidAt: '2026-11-23T09:01:00Z',
  orderItems: [],
  payments: [
    {
      id: 'p1',
      orderId,
      provider: 'test',
      providerOrderId: 'test_order_1',
      providerPaymentId: 'test_pay_1',
      amountPaise: 54_900,
      currency: 'INR',
      status: 'captured',
      createdAt: '2026-11-23T09:00:30Z',
    },
  ],
  refunds: [
    {
      id: 'r1',
      orderId,
      amountPaise: 10_000,
      reason: 'One tin arrived dented',
      status: 'processed',
      creditNoteNumber: 'ATH/CN/2026-27/000007',
      createdAt: '2026-11-23T10:00:00Z',
      processedAt: '2026-11-23T10:00:01Z',
    },
    {
      id: 'r2',
      orderId,
      amountPaise: 5_000,
      reason: 'Declined by the bank',
      status: 'failed',
      creditNoteNumber: null,
      createdAt: '2026-11-23T11:00:00Z',
      processedAt: null,
    },
  ],
};

const bodies: Record<string, unknown>[] = [];
let answer: () => Response = () =>
  HttpResponse.json(
    {
      refund_id: 'r3',
      order_id: orderId,
      amount_paise: 12_345,
      status: 'processed',
      provider_refund_id: 'test_rfnd_1',
      credit_note_number: 'ATH/CN/2026-27/000008',
    },
    { status: 201 },
  );
mockServer(
  http.post(`*/api/store/orders/${orderId}/refunds`, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
);
afterEach(() => {
  bodies.length = 0;
});

const renderWithQuery = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: 0 } } })}>
      {ui}
    </QueryClientProvider>,
  );

describe('refunds on the order page', () => {
  it('shows the member each refund with its credit note', () => {
    renderWithQuery(<OrderRefunds order={order} />);
    const list = screen.getByTestId('refund-list');
    expect(list).toHaveTextContent('RefundedCredit note ATH/CN/2026-27/000007');
    expect(list).toHaveTextContent('₹100.00');
    expect(list).toHaveTextContent('Failed (nothing was refunded)');
  });

  it('counts what is left: captured payments less refunds that did not fail', () => {
    expect(refundableLeftPaise(order)).toBe(44_900);
    expect(refundableLeftPaise({ ...order, refunds: [] })).toBe(54_900);
  });

  it('sends an admin refund in integer paise with an idempotency key; empty means all', async () => {
    const user = userEvent.setup();
    renderWithQuery(<RefundOrderForm order={order} />);
    expect(screen.getByText(/₹449\.00 can still be refunded/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount in rupees'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Enter an amount in rupees, like 250 or 250.50')).toBeVisible();
    expect(await screen.findByText('Say why the order is refunded')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText('Amount in rupees'));
    await user.type(screen.getByLabelText('Amount in rupees'), '123.45');
    await user.type(screen.getByLabelText('Reason'), 'Late delivery');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Refunded ₹123.45; credit note ATH/CN/2026-27/000008.',
    );
    expect(bodies).toEqual([
      {
        amount_paise: 12_345,
        reason: 'Late delivery',
        idempotency_key: expect.any(String) as unknown,
      },
    ]);

    answer = () =>
      HttpResponse.json(
        {
          code: 'PT409',
          message: 'A refund cannot exceed what was paid: ₹1.00 is left to refund.',
        },
        { status: 409 },
      );
    await user.type(screen.getByLabelText('Reason'), 'Everything');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A refund cannot exceed what was paid',
    );
    expect(bodies[1]).toEqual({
      reason: 'Everything',
      idempotency_key: expect.any(String) as unknown,
    });
    expect(bodies[1]!.idempotency_key).not.toBe(bodies[0]!.idempotency_key);
  });
});
