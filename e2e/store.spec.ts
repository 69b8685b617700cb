import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { demoAdmin, loginThroughUi } from './support/session.ts';
import { addToCart, fillBilling, fillTestCard } from './support/store.ts';

/** At a 375 px phone width: nothing wider than the screen, and no serious axe violations. */
async function expectFitsPhone(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  expect.soft(await sidewaysOverflow(page), `${what} scrolls sideways`).toBe(0);
  await expectNoSeriousA11yViolations(page);
}

test.describe('store (issue #13)', () => {
  test.use({ storageState: async ({ memberStorageState }, use) => use(memberStorageState) });

  test('buy two products with WELCOME10, pay with the test provider, land on the confirmation', async ({
    page,
  }) => {
    const bodies: string[] = [];
    page.on('request', (request) => {
      const body = request.postData();
      if (body) bodies.push(body);
    });

    await page.goto('/store/products');
    await expect(page.getByTestId('product-list').getByRole('listitem').first()).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Teas', exact: true })
      .click();
    await expect(page).toHaveURL(/category=tea/);
    await expectNoSeriousA11yViolations(page);

    await addToCart(page, 'blue tea', 'Blue Tea');
    await addToCart(page, 'chamomile', 'Chamomile Tea');
    await page.getByTestId('cart-link').click();
    await expect(page).toHaveURL(/\/checkout$/);
    const steps = page.getByRole('navigation', { name: 'Checkout progress' });
    await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');

    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('applied-coupon')).toHaveText('WELCOME10');
    // ₹449 + ₹399 = ₹848; 10 % off = ₹84.80; tax ₹100; free shipping.
    await expect(page.getByTestId('cart-total')).toHaveText('₹863.20');

    await fillBilling(page);
    await fillTestCard(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/checkout3\?orderId=/);
    await expect(page.getByTestId('amount-due')).toHaveText('₹863.20');
    await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await expect(page.getByRole('alert')).toContainText('The payment failed');
    await page.getByRole('button', { name: 'Pay ₹863.20' }).click();

    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByTestId('payment-status')).toHaveText('captured');
    await expect(page.getByTestId('order-total')).toHaveText('₹863.20');
    await expect(page.getByText('Blue Tea')).toBeVisible();
    await expect(page.getByText('Chamomile Tea')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const invoice = await download;
    expect(invoice.suggestedFilename()).toMatch(/^invoice-ATH-\d{4}-\d{2}-\d{6}\.pdf$/);
    const stream = await invoice.createReadStream();
    const head = await new Promise<string>((resolve) =>
      stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString())),
    );
    expect(head).toBe('%PDF-');

    // The card never left the browser.
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toMatch(/4111\s?1111/);
      expect(body).not.toContain('12/29');
      expect(body).not.toContain('737');
      expect(body).not.toMatch(/card|cvv/i);
    }

    await page.getByRole('link', { name: 'What happens next' }).first().click();
    await expect(page).toHaveURL(/\/payment-complete\/(blue-tea|chamomile-tea)\?orderId=/);
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await page.getByRole('link', { name: 'Track the delivery' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\//);

    // The cart was emptied by the order.
    await page.goto('/checkout');
    await expect(page.getByText('Your Cart Is Empty')).toBeVisible();
  });

  test('an unknown coupon raises the browser alert "Invalid coupon code"', async ({ page }) => {
    await addToCart(page, 'hibiscus', 'Hibiscus Tea', 2);
    await page.goto('/checkout');
    await expect(page.getByTestId('cart-total')).toHaveText('₹798.00');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByLabel('Coupon code').fill('NOPE50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => alerts).toEqual(['Invalid coupon code']);
    await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
    await page.getByLabel('Coupon code').fill('flat100');
    await page.getByRole('button', { name: 'Apply' }).click();
    // ₹698 − ₹100 + ₹100 tax.
    await expect(page.getByTestId('cart-total')).toHaveText('₹698.00');
    await page.getByRole('button', { name: 'Remove Coupon' }).click();
    await expect(page.getByTestId('cart-total')).toHaveText('₹798.00');
  });

  test('the empty cart', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByText('Your Cart Is Empty')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  test('another member’s or a made-up order id answers Not Found', async ({ page }) => {
    await page.goto('/order-confirmation/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  });

  test('wishlist from a product and a doctor page; store searches are recorded and cleared', async ({
    page,
  }) => {
    await page.goto('/store/products');
    await page.getByLabel('Search the store').fill('moringa');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=moringa/);
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('button', { name: 'moringa' })).toBeVisible();

    await page
      .getByTestId('product-list')
      .getByRole('link', { name: /Moringa Mint Tea/ })
      .click();
    const heart = page.getByRole('button', { name: /wishlist/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveText('In your wishlist');
    await page.reload();
    await expect(page.getByRole('button', { name: 'In your wishlist' })).toBeVisible();
    await page.getByRole('button', { name: 'In your wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.goto('/explore/doctors');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/explore\/doctors\/\d+/);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'In your wishlist' })).toBeVisible();

    await page.goto('/store/products');
    await page.getByRole('button', { name: 'Clear search history' }).click();
    await expect(page.getByRole('region', { name: 'Recent searches' })).toHaveCount(0);
  });

  test('every store page fits a 375 px phone without serious accessibility violations', async ({
    page,
  }) => {
    // Eleven pages, each measured and checked by axe.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/store/products');
    await expect(page.getByTestId('product-list').getByRole('listitem').first()).toBeVisible();
    await expectFitsPhone(page, 'the catalogue');
    await page.goto('/store/products?q=tea&category=tea&sort=price-desc');
    await expect(page.getByTestId('product-list').getByRole('listitem').first()).toBeVisible();
    await expectFitsPhone(page, 'the filtered catalogue');

    await page.goto('/store/products?q=blue%20tea');
    await page
      .getByTestId('product-list')
      .getByRole('link', { name: /Blue Tea/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Blue Tea', level: 1 })).toBeVisible();
    await expectFitsPhone(page, 'the product page');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status')).toContainText('in your cart');

    // The cart and the spec's checkout page (step 2 with the Order Summary).
    await page.goto('/checkout');
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('applied-coupon')).toHaveText('WELCOME10');
    await expectFitsPhone(page, '/checkout');

    // The flow's own steps: billing, review, payment.
    await page.goto('/checkout2');
    await expect(page.getByRole('heading', { name: 'Billing details', level: 1 })).toBeVisible();
    await fillBilling(page);
    await expectFitsPhone(page, '/checkout2');
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(page).toHaveURL(/\/checkout4$/);
    await expect(page.getByRole('heading', { name: 'Review your order', level: 1 })).toBeVisible();
    await expectFitsPhone(page, '/checkout4');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout3\?orderId=/);
    await expect(page.getByTestId('amount-due')).toBeVisible();
    await expectFitsPhone(page, '/checkout3');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();

    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expectFitsPhone(page, 'the order confirmation');
    await page.getByRole('link', { name: 'What happens next' }).first().click();
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await expectFitsPhone(page, '/payment-complete');

    await page.goto('/checkout');
    await expect(page.getByText('Your Cart Is Empty')).toBeVisible();
    await expectFitsPhone(page, 'the empty cart');
  });

  test('an admin refunds part of a paid order, then the rest; the member sees the credit notes', async ({
    page,
    browser,
  }) => {
    await addToCart(page, 'chamomile', 'Chamomile Tea');
    await page.goto('/checkout');
    await fillBilling(page);
    await fillTestCard(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    // ₹399 + ₹100 tax.
    await page.getByRole('button', { name: 'Pay ₹499.00' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    const orderUrl = new URL(page.url()).pathname;
    // A member has no refund form.
    await expect(page.getByRole('heading', { name: 'Refund (admin)' })).toHaveCount(0);

    test.setTimeout(90_000);
    // Not the member's signed-in state: the admin signs in on their own.
    const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const admin = await adminContext.newPage();
    await loginThroughUi(admin, orderUrl, demoAdmin);
    await expect(admin.getByRole('heading', { name: 'Refund (admin)' })).toBeVisible();
    await expect(admin.getByText('₹499.00 can still be refunded')).toBeVisible();
    await admin.getByLabel('Amount in rupees').fill('600');
    await admin.getByLabel('Reason').fill('Customer asked');
    await admin.getByRole('button', { name: 'Refund' }).click();
    await expect(admin.getByRole('alert')).toHaveText(
      'A refund cannot exceed what was paid: ₹499.00 is left to refund.',
    );
    await admin.getByLabel('Amount in rupees').fill('150.50');
    await admin.getByRole('button', { name: 'Refund' }).click();
    await expect(admin.getByRole('status')).toContainText('Refunded ₹150.50; credit note ATH/CN/');
    await expect(admin.getByText('₹348.50 can still be refunded')).toBeVisible();
    await admin.setViewportSize({ width: 375, height: 740 });
    await expectFitsPhone(admin, 'the admin refund form');
    await admin.getByLabel('Reason').fill('Order cancelled by the customer');
    await admin.getByRole('button', { name: 'Refund' }).click();
    await expect(admin.getByTestId('order-status')).toHaveText('Refunded');
    await adminContext.close();

    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Refunded');
    await expect(page.getByTestId('payment-status')).toHaveText('refunded');
    const refunds = page.getByTestId('refund-list').getByRole('listitem');
    await expect(refunds).toHaveCount(2);
    await expect(refunds.nth(0)).toContainText('₹150.50');
    await expect(refunds.nth(0)).toContainText(/Credit note ATH\/CN\/\d{4}-\d{2}\/\d{6}/);
    await expect(refunds.nth(1)).toContainText('₹348.50');
  });
});
