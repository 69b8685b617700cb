import { expect, type Locator, type Page } from '@playwright/test';

/**
 * On the member's appointments page, opens "Book again" on their latest completed visit (with
 * the demo doctor, Dr Rohan Mehta) and returns its dialog.
 */
export async function openBookAgain(page: Page): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Past visits' })
    .getByTestId('booking-card')
    .filter({ hasText: 'Completed' })
    .first()
    .getByRole('button', { name: 'Book again' })
    .click();
  return page.getByRole('dialog', { name: /Book again with .*Rohan Mehta/ });
}

/** In the open "Book again" dialog, books the latest free slot for `reason` and sees it booked. */
export async function bookLatestSlot(page: Page, again: Locator, reason: string): Promise<void> {
  const slot = again.getByRole('button', { name: /^Book \d/ }).last();
  await expect(slot).toBeVisible();
  await slot.click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your appointment' });
  await confirm.getByLabel(/Reason for the visit/).fill(reason);
  await confirm.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(again.getByText(/^Booked for /)).toBeVisible();
}
