import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart.schema.ts';
import {
  billingSchema,
  cardSchema,
  couponDiscountPaise,
  orderTotalsPaise,
  refundFormSchema,
  refundMessages,
  rupeesToPaise,
} from './store.schema.ts';

const line = fc.record({
  unitPricePaise: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 100 }),
});
const coupon = fc.constantFrom(
  null,
  { discountType: 'percent' as const, value: 10 },
  { discountType: 'flat' as const, value: 10_000 },
);

describe('order money in paise (§5, §9)', () => {
  it('totals are integers, never negative, and the discount never exceeds the subtotal', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), coupon, (lines, c) => {
        const t = orderTotalsPaise(lines, c);
        for (const v of Object.values(t)) expect(Number.isInteger(v) && v >= 0).toBe(true);
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        expect(t.total).toBe(Math.max(0, t.subtotal - t.discount + t.tax + t.shipping));
      }),
    );
  });

  it('matches what the cart shows in rupees, to the paisa', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), coupon, (lines, c) => {
        const paise = orderTotalsPaise(lines, c);
        const rupees = cartTotals(
          lines.map((l) => ({ price: l.unitPricePaise / 100, cartQuantity: l.quantity })),
          c
            ? {
                code: 'X',
                discountType: c.discountType,
                value: c.discountType === 'flat' ? c.value / 100 : c.value,
              }
            : null,
        );
        expect(Math.round(rupees.total * 100)).toBe(paise.total);
      }),
    );
  });

  it('WELCOME10 rounds half up to the paisa; FLAT100 is capped at the subtotal', () => {
    expect(couponDiscountPaise(105, { discountType: 'percent', value: 10 })).toBe(11);
    expect(couponDiscountPaise(104, { discountType: 'percent', value: 10 })).toBe(10);
    expect(couponDiscountPaise(5_000, { discountType: 'flat', value: 10_000 })).toBe(5_000);
    expect(orderTotalsPaise([], null).total).toBe(0);
  });
});

describe('checkout form contracts', () => {
  it('checks billing fields and the card, which is never part of the billing', () => {
    const billing = {
      email: 'a@example.test',
      firstName: 'Asha',
      lastName: 'Rao',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
    };
    expect(billingSchema.parse({ ...billing, cardNumber: '4111111111111111' })).not.toHaveProperty(
      'cardNumber',
    );
    expect(billingSchema.safeParse({ ...billing, zip: '012345' }).success).toBe(false);
    expect(
      cardSchema.safeParse({ cardNumber: '4111 1111 1111 1111', expiry: '12/29', cvv: '737' })
        .success,
    ).toBe(true);
    expect(
      cardSchema.safeParse({ cardNumber: '4111', expiry: '13/29', cvv: '73' }).error?.issues,
    ).toHaveLength(3);
  });
});

describe('refund amounts (rupees typed by an admin → integer paise)', () => {
  it('reads rupees with up to two decimals by their digits', () => {
    expect(rupeesToPaise('250')).toBe(25_000);
    expect(rupeesToPaise('250.5')).toBe(25_050);
    expect(rupeesToPaise(' 1,234.05 ')).toBe(123_405);
    expect(rupeesToPaise('0.29')).toBe(29);
    // 0.29 * 100 is 28.999999999999996 in floating point; the digits are not.
    expect(rupeesToPaise('4.35')).toBe(435);
    for (const bad of ['', '12.345', '-5', '1e3', 'abc', '12.', '.5', '12345678']) {
      expect(rupeesToPaise(bad), bad).toBeNull();
    }
  });

  it('the form takes an empty amount (all that is left) or a positive one, and a reason', () => {
    expect(refundFormSchema.safeParse({ amount: '', reason: 'Damaged' }).success).toBe(true);
    expect(refundFormSchema.safeParse({ amount: '99.99', reason: 'Damaged' }).success).toBe(true);
    const zero = refundFormSchema.safeParse({ amount: '0', reason: 'Damaged' });
    expect(zero.error?.issues.map((i) => i.message)).toEqual([refundMessages.positive]);
    const bad = refundFormSchema.safeParse({ amount: '1.234', reason: ' ' });
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual(
      [refundMessages.amount, refundMessages.reason].sort(),
    );
  });
});
