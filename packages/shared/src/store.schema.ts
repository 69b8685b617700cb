import { z } from 'zod';
import { productCategories } from './store-constants.ts';

// Parts of this contract live in modules of their own, each imported alone where a page's first
// load needs only it: the catalogue's schemas (a list page), the paise arithmetic (the header's
// cart) and the plain lists (route files: a route's search and params validation runs on every
// page's first load).
export * from './store-catalogue.schema.ts';
export * from './store-money.ts';
export {
  type PaymentCompleteSlug,
  paymentCompleteSlugs,
  type ProductCategory,
  productCategories,
  type ProductSort,
  productSortOptions,
} from './store-constants.ts';

export const CREATE_ORDER_RPC = 'create_order';

/** What the payment endpoints answer (POST /store/orders/{id}/payments and …/confirm). */
export const startedPaymentSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'failed', 'refunded']),
  checkout: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type StartedPayment = z.infer<typeof startedPaymentSchema>;
export const confirmedPaymentSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'failed', 'refunded']),
});

/** What POST /store/orders/{id}/refunds answers. */
export const refundResultSchema = z.object({
  refundId: z.string(),
  orderId: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
  providerRefundId: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
});

/**
 * "1,234.50" / "1234.5" / "1234" rupees → integer paise, by the digits (no floating point);
 * null when it is not an amount with at most two decimals.
 */
export function rupeesToPaise(text: string): number | null {
  const m = /^([0-9]{1,7})(?:\.([0-9]{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export const refundMessages = {
  amount: 'Enter an amount in rupees, like 250 or 250.50',
  positive: 'A refund is more than ₹0',
  reason: 'Say why the order is refunded',
} as const;

/** The admin's refund form: an amount in rupees (empty: all that is left) and the reason. */
export const refundFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((v) => v === '' || rupeesToPaise(v) !== null, refundMessages.amount)
    // Not an amount at all is the first check's message only.
    .refine((v) => v === '' || (rupeesToPaise(v) ?? 1) > 0, refundMessages.positive),
  reason: z.string().trim().min(1, refundMessages.reason).max(500, 'At most 500 characters'),
});
export type RefundForm = z.infer<typeof refundFormSchema>;

/** GET /store/payment-provider. */
export const paymentProviderInfoSchema = z.object({ provider: z.enum(['test', 'razorpay']) });

export const orderStatuses = ['created', 'paid', 'fulfilled', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['created', 'authorized', 'captured', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(productCategories),
  image: z.string().nullable(),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  lineTotalPaise: z.number().int(),
  gstRate: z.number().int(),
  hsnSac: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  provider: z.enum(['test', 'razorpay']),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  amountPaise: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(orderStatuses),
  couponCode: z.string().nullable(),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  taxPaise: z.number().int(),
  shippingPaise: z.number().int(),
  totalPricePaise: z.number().int(),
  currency: z.string(),
  billingEmail: z.string(),
  billingFirstName: z.string(),
  billingLastName: z.string(),
  billingAddress: z.string(),
  billingCity: z.string(),
  billingState: z.string(),
  billingZip: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** A pgstore.refunds row: a refund of an order's payment and, once processed, its credit note. */
export const refundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amountPaise: z.number().int(),
  reason: z.string(),
  status: z.enum(refundStatuses),
  creditNoteNumber: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const orderDetailSchema = orderSchema.extend({
  orderItems: z.array(orderItemSchema),
  payments: z.array(paymentSchema),
  refunds: z.array(refundSchema).default([]),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const storeMessages = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  zip: 'Enter a 6-digit PIN code',
  phone: 'Enter a valid phone number',
  cardNumber: 'Enter the 16-digit card number',
  expiry: 'Enter the expiry as MM/YY',
  cvv: 'Enter the 3-digit CVV',
  emptyCart: 'Your Cart Is Empty',
} as const;

const required = (max: number) =>
  z.string().trim().min(1, storeMessages.required).max(max, `At most ${max} characters`);

/** The billing part of the checkout form: what the server receives (never card details). */
export const billingSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email(storeMessages.email)),
  firstName: required(100),
  lastName: required(100),
  address: required(500),
  city: required(100),
  state: required(100),
  zip: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{5}$/, storeMessages.zip),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9][0-9 -]{5,18}[0-9])?$/, storeMessages.phone)
    .max(20)
    .optional(),
});
export type Billing = z.infer<typeof billingSchema>;

/**
 * The card part of the checkout form (spec §2 "Checkout page"). It is checked in the browser only
 * and never sent: the payment provider's own page takes card details.
 */
export const cardSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9]{16}$/, storeMessages.cardNumber)),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/, storeMessages.expiry),
  cvv: z
    .string()
    .trim()
    .regex(/^[0-9]{3}$/, storeMessages.cvv),
});
export const checkoutFormSchema = billingSchema.extend(cardSchema.shape);
export type CheckoutForm = z.input<typeof checkoutFormSchema>;

/** pgstore.create_order's arguments. */
export interface CreateOrderArgs {
  items: { product_id: number; quantity: number }[];
  billing: {
    email: string;
    first_name: string;
    last_name: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    phone?: string;
  };
  idempotencyKey: string;
  coupon: string | null;
}
