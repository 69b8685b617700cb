import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Kernel } from '../http/kernel.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { confirmPaymentRoute } from './confirm-payment.ts';
import { downloadInvoiceRoute } from './download-invoice.ts';
import { getPaymentProviderRoute } from './get-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paymentWebhookRoute } from './payment-webhook.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import { refundOrderRoute } from './refund-order.ts';
import { startPaymentRoute } from './start-payment.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

/** The configured payment provider (PAYMENT_PROVIDER; loadConfig checks Razorpay's keys). */
export function paymentProviderFor(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      apiUrl: config.RAZORPAY_API_URL,
    });
  }
  return createTestPaymentProvider();
}

/**
 * The store's endpoints outside the data API: the provider in use, payments, refunds, the
 * provider's webhook and the invoice PDF.
 */
export async function storeRoutes(
  app: FastifyInstance,
  deps: { k: Kernel; config: Config; blobStore: BlobStore; provider?: PaymentProvider },
): Promise<void> {
  const store = { ...deps, provider: deps.provider ?? paymentProviderFor(deps.config) };
  getPaymentProviderRoute(app, store);
  startPaymentRoute(app, store);
  confirmPaymentRoute(app, store);
  downloadInvoiceRoute(app, store);
  refundOrderRoute(app, store);
  await paymentWebhookRoute(app, store);
}
