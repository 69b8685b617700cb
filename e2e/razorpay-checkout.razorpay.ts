import type { Page, Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { razorpayKeyId, razorpayKeySecret } from './support/razorpay-keys.ts';
import { addToCart, fillBilling, fillTestCard } from './support/store.ts';

/**
 * The store paid through Razorpay's web checkout. The server runs with PAYMENT_PROVIDER=razorpay,
 * its adapter pointed at the local fake of Razorpay's API (playwright.razorpay.config.ts). The
 * browser's side of Razorpay is faked here with page.route, shaped as the real one: checkout.js
 * from checkout.razorpay.com defines window.Razorpay; open() puts Razorpay's checkout frame (from
 * api.razorpay.com) on the page and sends a beacon to lumberjack.razorpay.com; the frame signs a
 * successful payment as Razorpay does (HMAC-SHA256 of order_id|payment_id with the key secret)
 * and posts the outcome to the page, where checkout.js calls the handler, the payment.failed
 * listeners or modal.ondismiss. All of it under the app's real CSP: any violation fails the test.
 */
const checkoutJs = `(() => {
  function Razorpay(options) { this.options = options; this.listeners = {}; }
  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
  };
  Razorpay.prototype.open = function () {
    const self = this;
    const o = this.options;
    window.__razorpayOpened = (window.__razorpayOpened || []).concat([
      { key: o.key, order_id: o.order_id, amount: o.amount, currency: o.currency },
    ]);
    void fetch('https://lumberjack.razorpay.com/v1/track', {
      method: 'POST', mode: 'no-cors', body: JSON.stringify({ event: 'open' }),
    });
    const frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    // Over the whole page, as Razorpay's frame is (styles through the CSSOM, which CSP allows).
    Object.assign(frame.style, {
      position: 'fixed', inset: '0', width: '100%', height: '100%', zIndex: '2147483647',
      border: '0', background: 'white',
    });
    frame.src = 'https://api.razorpay.com/v1/checkout/public?' + new URLSearchParams({
      key_id: o.key, order_id: o.order_id, amount: String(o.amount), currency: o.currency,
    });
    const close = () => { window.removeEventListener('message', onMessage); frame.remove(); };
    function onMessage(event) {
      if (event.origin !== 'https://api.razorpay.com' || event.source !== frame.contentWindow) return;
      const m = event.data;
      if (m.type === 'failed') (self.listeners['payment.failed'] || []).forEach((cb) => cb({ error: m.error }));
      else if (m.type === 'paid') { close(); o.handler(m.response); }
      else if (m.type === 'dismiss') { close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); }
    }
    window.addEventListener('message', onMessage);
    document.body.appendChild(frame);
  };
  window.Razorpay = Razorpay;
})();`;

const checkoutFrame = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Razorpay Checkout</title></head>
<body>
<main>
  <h1>Razorpay (test)</h1>
  <button id="pay">Pay with test card</button>
  <button id="fail">Decline the card</button>
  <button id="close">Close</button>
</main>
<script>
  const params = new URLSearchParams(location.search);
  const orderId = params.get('order_id');
  const post = (message) => parent.postMessage(message, '*');
  async function sign(data) {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(${JSON.stringify(
      razorpayKeySecret,
    )}), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(data));
    return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  document.getElementById('pay').onclick = async () => {
    const paymentId = 'pay_' + Math.random().toString(36).slice(2, 16).replace(/[^a-z0-9]/g, 'x');
    post({ type: 'paid', response: {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: await sign(orderId + '|' + paymentId),
    } });
  };
  document.getElementById('fail').onclick = () => post({ type: 'failed', error: {
    code: 'BAD_REQUEST_ERROR', description: 'Your card was declined by the bank.',
    source: 'bank', step: 'payment_authorization', reason: 'payment_failed',
    metadata: { order_id: orderId },
  } });
  document.getElementById('close').onclick = () => post({ type: 'dismiss' });
</script>
</body></html>`;

async function fakeRazorpayInBrowser(page: Page) {
  const beacons: string[] = [];
  await page.route('https://checkout.razorpay.com/v1/checkout.js', (route: Route) =>
    route.fulfill({ contentType: 'application/javascript', body: checkoutJs }),
  );
  await page.route('https://api.razorpay.com/v1/checkout/public?*', (route: Route) =>
    route.fulfill({ contentType: 'text/html', body: checkoutFrame }),
  );
  await page.route('https://lumberjack.razorpay.com/**', (route: Route) => {
    beacons.push(route.request().url());
    return route.fulfill({ status: 200, body: '' });
  });
  return { beacons };
}

test.describe('Razorpay web checkout (issue #13)', () => {
  test.use({
    storageState: async ({ memberStorageState }, use) => use(memberStorageState),
    // page.route must see every request; the app's service worker would take some.
    serviceWorkers: 'block',
  });

  test('closing the window, a declined card, then a verified payment pays the order', async ({
    page,
  }) => {
    const { beacons } = await fakeRazorpayInBrowser(page);
    const confirmations: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/store\/payments\/[^/]+\/confirm$/.test(request.url())) {
        confirmations.push(request.postData() ?? '');
      }
    });

    await addToCart(page, 'blue tea', 'Blue Tea');
    await page.goto('/checkout');
    await fillBilling(page);
    await fillTestCard(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout3\?orderId=/);

    // Blue tea ₹449 + ₹100 tax. No test provider choice with Razorpay.
    const pay = page.getByRole('button', { name: 'Pay ₹549.00' });
    await expect(pay).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simulate a failed payment' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const frame = page.frameLocator('iframe[title="Razorpay Checkout"]');
    await pay.click();
    await frame.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You closed the payment window before paying. Nothing was charged.',
    );

    await pay.click();
    await frame.getByRole('button', { name: 'Decline the card' }).click();
    await frame.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The payment failed: Your card was declined by the bank. Nothing was charged; you can try again.',
    );
    expect(confirmations).toEqual([]);

    await pay.click();
    await frame.getByRole('button', { name: 'Pay with test card' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByTestId('payment-status')).toHaveText('captured');

    // checkout.js was opened with the key id and the order the server created at Razorpay's
    // (local fake) API, for the amount the database priced; the server verified the signature.
    const opened = await page.evaluate(
      () => (window as unknown as { __razorpayOpened: unknown[] }).__razorpayOpened,
    );
    expect(opened).toHaveLength(3);
    for (const o of opened) {
      expect(o).toMatchObject({ key: razorpayKeyId, amount: 54_900, currency: 'INR' });
      expect((o as { order_id: string }).order_id).toMatch(/^order_[0-9a-f]{14}$/);
    }
    expect(confirmations).toHaveLength(1);
    expect(Object.keys(JSON.parse(confirmations[0]!) as object).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(beacons.length).toBeGreaterThan(0);
  });

  test('a forged signature is refused and the order stays unpaid', async ({ page }) => {
    await fakeRazorpayInBrowser(page);
    // The frame signs with a wrong secret: a checkout that did not come from Razorpay.
    await page.route('https://api.razorpay.com/v1/checkout/public?*', (route: Route) =>
      route.fulfill({
        contentType: 'text/html',
        body: checkoutFrame.replace(JSON.stringify(razorpayKeySecret), '"not-the-secret"'),
      }),
    );
    await addToCart(page, 'chamomile', 'Chamomile Tea');
    await page.goto('/checkout');
    await fillBilling(page);
    await fillTestCard(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout3\?orderId=/);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page
      .frameLocator('iframe[title="Razorpay Checkout"]')
      .getByRole('button', { name: 'Pay with test card' })
      .click();
    await expect(page.getByRole('alert')).toContainText('Your payment could not be verified.');
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await page.goto(`/order-confirmation/${orderId}`);
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  });
});
