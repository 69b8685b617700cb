import { expect, type Page } from '@playwright/test';

/** Finds the product by a search, opens it and adds `quantity` of it to the cart. */
export async function addToCart(page: Page, search: string, title: string, quantity = 1) {
  await page.goto(`/store/products?q=${encodeURIComponent(search)}`);
  await page
    .getByTestId('product-list')
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  if (quantity !== 1)
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status')).toContainText('in your cart');
}

/** The checkout's billing fields, as the demo member (a fictional person) fills them. */
export async function fillBilling(page: Page) {
  await page.getByLabel('Contact email').fill('member@athcare.demo');
  await page.getByLabel('First name').fill('Ananya');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Address').fill('14 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('ZIP').fill('560025');
}

/** The checkout's card fields, with a test card. */
export async function fillTestCard(page: Page) {
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('MM/YY').fill('12/29');
  await page.getByLabel('CVV').fill('737');
}
