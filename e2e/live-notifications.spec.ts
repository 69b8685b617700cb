import { type BrowserContext, type Page } from '@playwright/test';
import { bookLatestSlot, openBookAgain } from './support/appointments.ts';
import { expect, test } from './support/fixtures.ts';
import { demoDoctor, demoMember, loginThroughUi } from './support/session.ts';

/**
 * Issue #17: live notifications. The demo doctor keeps the notifications page open; the demo
 * member books an appointment in another browser; the doctor's list and user menu show the new
 * notification without a reload, delivered over the live-event stream (GET /api/events).
 */
const reason = `Live ${Date.now().toString(36)}`;

let memberContext: BrowserContext;
let doctorContext: BrowserContext;
let member: Page;
let doctor: Page;

test.afterAll(async () => {
  await memberContext?.close();
  await doctorContext?.close();
});

test('a booking by another user shows up live in the notifications, without a reload', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  memberContext = await browser.newContext();
  doctorContext = await browser.newContext();
  member = await memberContext.newPage();
  doctor = await doctorContext.newPage();
  await loginThroughUi(member, '/appointments/appointments', demoMember);

  // The stream opens with a single-use ticket, never with the access token in the URL.
  const streamOpened = doctor.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200,
  );
  await loginThroughUi(doctor, '/demodoctor/edit/notifications', demoDoctor);
  const stream = await streamOpened;
  expect(new URL(stream.url()).searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(doctor.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  // Everything read first, so the badge counts only what arrives now.
  const markAll = doctor.getByRole('button', { name: 'Mark all as read' });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(doctor.getByText('All caught up.')).toBeVisible();
  await expect(doctor.getByTestId('unread-notifications')).toHaveCount(0);
  const before = await doctor
    .getByTestId('notification')
    .filter({ hasText: 'New appointment' })
    .count();

  // The member books the doctor again, in another browser.
  const again = await openBookAgain(member);
  await bookLatestSlot(member, again, reason);

  // The doctor's page, never reloaded, shows it (the list polls only every 30 s when the stream
  // is down; this waits at most the default 10 s).
  await expect(
    doctor.getByTestId('notification').filter({ hasText: 'New appointment' }),
  ).toHaveCount(before + 1);
  await expect(doctor.getByText('1 unread')).toBeVisible();
  await expect(doctor.getByTestId('unread-notifications')).toHaveText('1');
  await expect(
    doctor.getByRole('button', { name: /User menu for .*, 1 unread notifications/ }),
  ).toBeVisible();
});
