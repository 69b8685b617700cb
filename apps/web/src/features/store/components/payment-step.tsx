import { formatPaise } from '@/lib/format';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { useOrder } from '../api/get-order';
import { usePaymentProvider } from '../api/get-payment-provider';
import { usePayOrder, useRazorpayPayment } from '../api/pay-order';
import { CheckoutSteps } from './checkout-steps';
import { OrderFailureAlert } from './order-parts';
import { StoreCard } from './store-card';

/**
 * /checkout3?orderId=…: Make Your Payment. With the built-in test provider no money moves: the
 * member chooses whether the payment succeeds or fails. With Razorpay, Pay opens Razorpay's
 * checkout; the server verifies its answer before the order counts as paid.
 */
export function PaymentStep({ orderId, onPaid }: { orderId: string; onPaid: () => void }) {
  const order = useOrder(orderId);
  const provider = usePaymentProvider();
  const pay = usePayOrder();
  const razorpay = useRazorpayPayment();
  const [message, setMessage] = useState<string | null>(null);
  const busy = pay.isPending || razorpay.isPending;

  const run = async (outcome: 'success' | 'failure') => {
    setMessage(null);
    try {
      const result = await pay.mutateAsync({ orderId, outcome });
      if (result.status === 'captured') onPaid();
      else setMessage('The payment failed. Nothing was charged; you can try again.');
    } catch (error) {
      setMessage(describeError(error));
    }
  };

  const runRazorpay = async () => {
    setMessage(null);
    const o = order.data;
    try {
      const result = await razorpay.mutateAsync({
        orderId,
        description: `Order ${orderId.slice(0, 8)}`,
        ...(o ? { name: `${o.billingFirstName} ${o.billingLastName}`, email: o.billingEmail } : {}),
      });
      if (result.status === 'captured') onPaid();
      else setMessage('The payment failed. Nothing was charged; you can try again.');
    } catch (error) {
      setMessage(describeError(error));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <CheckoutSteps active={2} />
      <StoreCard
        titleId="pay-title"
        title="Make Your Payment"
        className="mx-auto w-full max-w-lg gap-4"
      >
        {order.isPending || provider.isPending ? (
          <p aria-busy="true">Loading your order…</p>
        ) : provider.isError ? (
          <p role="alert">{describeError(provider.error)}</p>
        ) : order.isError || !order.data ? (
          <p role="alert">This order could not be found.</p>
        ) : order.data.status !== 'created' ? (
          <p>
            This order is {order.data.status}.{' '}
            <Link
              to="/order-confirmation/$orderId"
              params={{ orderId }}
              className="font-medium text-primary underline"
            >
              See the order
            </Link>
          </p>
        ) : (
          <>
            <p>
              Amount to pay:{' '}
              <strong data-testid="amount-due">{formatPaise(order.data.totalPricePaise)}</strong>
            </p>
            {provider.data.provider === 'razorpay' ? (
              <>
                <p className="text-sm text-muted-foreground">
                  You pay in Razorpay&rsquo;s secure window (cards, UPI, net banking, wallets).
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button type="button" disabled={busy} onClick={() => void runRazorpay()}>
                    {razorpay.isPending
                      ? 'Waiting for Razorpay…'
                      : `Pay ${formatPaise(order.data.totalPricePaise)}`}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <p className="rounded-md bg-muted p-3 text-sm">
                  Test payment: no money moves. Choose how the payment ends.
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button type="button" disabled={busy} onClick={() => void run('success')}>
                    Pay {formatPaise(order.data.totalPricePaise)}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={busy}
                    onClick={() => void run('failure')}
                  >
                    Simulate a failed payment
                  </Button>
                </div>
              </>
            )}
          </>
        )}
        {message && <OrderFailureAlert>{message}</OrderFailureAlert>}
      </StoreCard>
    </div>
  );
}
