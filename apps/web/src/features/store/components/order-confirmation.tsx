import {
  type OrderDetail,
  type PaymentCompleteSlug,
  paymentCompleteSlugs,
} from '@athcare/shared/store.schema';
import { compareInstants } from '@/lib/compare-instants';
import { formatPaise } from '@/lib/format';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CheckCircle2Icon, DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { selectIsAdmin, useSessionStore } from '@/stores/session-store';
import { useDownloadInvoice } from '../api/download-invoice';
import { OrderRefunds } from './order-refunds';
import { formatDate } from '@/lib/format';
import { OrderFailureAlert, TotalsList } from './order-parts';
import { StoreCard } from './store-card';

// Admins only: members never load the refund form's code.
const RefundOrderForm = lazy(() => import('./refund-order-form'));

const isPaymentCompleteSlug = (s: string): s is PaymentCompleteSlug =>
  (paymentCompleteSlugs as readonly string[]).includes(s);

const statusLabel: Record<OrderDetail['status'], string> = {
  created: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/**
 * /order-confirmation/{orderId}: the order, its lines, totals, payment state and refunds (with
 * their credit notes); an admin can refund a paid order here.
 */
export function OrderConfirmation({ order }: { order: OrderDetail }) {
  const payment = [...order.payments].sort((a, b) => compareInstants(b.createdAt, a.createdAt))[0];
  const paid = order.status === 'paid' || order.status === 'fulfilled';
  const invoice = useDownloadInvoice();
  const isAdmin = useSessionStore(selectIsAdmin);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          {paid && <CheckCircle2Icon className="size-6 text-green-600" aria-hidden />}
          {paid ? 'Thank you for your order' : 'Your order'}
        </h1>
        <p className="text-sm text-muted-foreground">
          Order <span className="font-mono">{order.id}</span> · placed{' '}
          {formatDate(order.createdAt, { withTime: true })}
        </p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="font-medium">Order status</dt>
            <dd data-testid="order-status">{statusLabel[order.status]}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-medium">Payment</dt>
            <dd data-testid="payment-status">{payment ? payment.status : 'not started'}</dd>
          </div>
        </dl>
      </header>

      <StoreCard titleId="lines-title" title="Items" className="gap-3">
        <ul className="flex flex-col divide-y">
          {order.orderItems.map((line) => (
            <li
              key={line.id}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex flex-col">
                <span className="font-medium">{line.title}</span>
                <span className="text-sm text-muted-foreground">
                  {formatPaise(line.unitPricePaise)} × {line.quantity} · HSN/SAC {line.hsnSac}
                </span>
                {paid && isPaymentCompleteSlug(line.slug) && (
                  <Link
                    to="/payment-complete/$slug"
                    params={{ slug: line.slug }}
                    search={{ orderId: order.id }}
                    className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    What happens next
                  </Link>
                )}
              </div>
              <span className="font-medium tabular-nums">{formatPaise(line.lineTotalPaise)}</span>
            </li>
          ))}
        </ul>
        <TotalsList
          className="border-t pt-3"
          subtotal={order.subtotalPaise}
          discount={order.discountPaise}
          discountLabel={`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`}
          tax={order.taxPaise}
          shipping={order.shippingPaise}
          total={order.totalPricePaise}
          format={formatPaise}
          totalTestId="order-total"
        />
      </StoreCard>

      <StoreCard titleId="billing-title" title="Billing details" className="gap-2">
        <address className="text-sm not-italic">
          {order.billingFirstName} {order.billingLastName}
          <br />
          {order.billingAddress}, {order.billingCity}, {order.billingState} {order.billingZip}
          <br />
          {order.billingEmail}
        </address>
      </StoreCard>

      <OrderRefunds order={order} />
      {isAdmin && paid && (
        <Suspense fallback={null}>
          <RefundOrderForm order={order} />
        </Suspense>
      )}

      {invoice.isError && <OrderFailureAlert>{describeError(invoice.error)}</OrderFailureAlert>}
      <div className="flex flex-wrap gap-3">
        {order.status !== 'created' && order.status !== 'cancelled' && (
          <Button
            type="button"
            variant="outline"
            disabled={invoice.isPending}
            onClick={() => invoice.mutate(order.id)}
          >
            <DownloadIcon aria-hidden />
            Download invoice
          </Button>
        )}
        {order.status === 'created' && (
          <Link
            to="/checkout3"
            search={{ orderId: order.id }}
            className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground"
          >
            Pay now
          </Link>
        )}
        <Link
          to="/store/products"
          className="inline-flex h-10 items-center rounded-md border px-4 text-sm font-medium hover:bg-accent"
        >
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
