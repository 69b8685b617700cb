import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { bookLatestSlot, openBookAgain } from './support/appointments.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { demoAdmin, demoDoctor, demoMember, loginThroughUi } from './support/session.ts';

/**
 * Issue #6: the demo member books the demo doctor (Dr Rohan Mehta, Mon–Sat 10:00–13:00 and
 * 17:00–20:00 India time), the doctor writes the prescription, the member reads it; a booking
 * enquiry. Each account logs in once (one context per person, shared by the serial tests).
 */
const stamp = `E2E visit ${Date.now().toString(36)}`;

let memberContext: BrowserContext;
let doctorContext: BrowserContext;
let member: Page;
let doctor: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  memberContext = await browser.newContext();
  doctorContext = await browser.newContext();
  member = await memberContext.newPage();
  doctor = await doctorContext.newPage();
  await loginThroughUi(member, '/appointments/appointments', demoMember);
  await loginThroughUi(doctor, '/dashboard/personnel/appointments', demoDoctor);
});

test.afterAll(async () => {
  await memberContext?.close();
  await doctorContext?.close();
});

/** The member books the latest free slot with the doctor of their last completed visit. */
async function bookAgain(reason: string) {
  const again = await openBookAgain(member);
  await expect(again.getByTestId('slot-zone-note')).toContainText('Asia/Kolkata');
  await bookLatestSlot(member, again, reason);
  await expect(again.getByRole('link', { name: 'View my appointments' })).toBeVisible();
  await member.keyboard.press('Escape');
}

test('the member’s appointments: upcoming and past, accessible', async () => {
  await expect(member).toHaveURL(/\/appointments\/appointments$/);
  await expect(member.getByRole('heading', { name: 'My appointments', level: 1 })).toBeVisible();
  const upcoming = member.getByRole('region', { name: 'Upcoming' });
  const past = member.getByRole('region', { name: 'Past visits' });
  await expect(upcoming.getByText(/Rohan Mehta/).first()).toBeVisible();
  const lastVisit = past.getByTestId('booking-card').filter({ hasText: 'Completed' }).first();
  await expect(lastVisit).toContainText('Recurring headaches');
  await expectNoSeriousA11yViolations(member);

  // The seeded prescription, printable on its own.
  await lastVisit.getByRole('button', { name: 'View prescription' }).click();
  const rx = member.getByRole('dialog', { name: 'Prescription' });
  await expect(rx).toContainText(/Registration no\. \S+/);
  await expect(rx.getByRole('cell', { name: 'Paracetamol' })).toBeVisible();
  await expect(member).toHaveURL(/rx=\d+/);
  await expectNoSeriousA11yViolations(member);
  await member.keyboard.press('Escape');
  await expect(rx).toBeHidden();
});

test('member books again, the doctor prescribes, the member reads the prescription', async () => {
  test.setTimeout(90_000);
  await bookAgain(stamp);
  const upcoming = member.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByTestId('booking-card').filter({ hasText: stamp })).toBeVisible();

  // The doctor sees it, opens it and writes the prescription.
  await doctor.reload();
  await expect(doctor.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  const row = doctor.getByTestId('personnel-appointment').filter({ hasText: stamp });
  await expect(row).toContainText('Ananya Iyer');
  await expect(row).toContainText('Booked');
  await expectNoSeriousA11yViolations(doctor);
  await row.getByRole('link', { name: /Open the appointment/ }).click();
  await expect(doctor.getByRole('heading', { name: /Ananya Iyer/, level: 1 })).toBeVisible();
  const history = doctor.getByRole('region', { name: 'Earlier visits' });
  await expect(history).toContainText('Tension-type headache');
  await doctor.getByRole('link', { name: 'Write prescription' }).click();
  await expect(doctor.getByRole('heading', { name: 'Write prescription' })).toBeVisible();
  await doctor.getByRole('button', { name: 'Save prescription' }).click();
  await expect(doctor.getByText('prescription is required')).toBeVisible();
  await doctor.getByLabel(/^Prescription/).fill(`Steam inhalation twice a day. ${stamp}`);
  await doctor.getByRole('button', { name: 'Add medicine' }).click();
  const medicine = doctor.getByRole('group', { name: 'Medicine 1' });
  await medicine.getByLabel('Medicine', { exact: true }).selectOption('Ibuprofen');
  await medicine.getByRole('checkbox', { name: 'Morning' }).check();
  await medicine.getByRole('checkbox', { name: 'Night' }).check();
  await medicine.getByLabel('Duration').fill('3 days');
  await medicine.getByLabel('Dosage (mg)').fill('400');
  await expectNoSeriousA11yViolations(doctor);
  await doctor.getByRole('button', { name: 'Save prescription' }).click();
  await expect(doctor).toHaveURL(/\/dashboard\/personnel\/appointment\/\d+$/);
  // Written ahead of the visit: the prescription is kept, the visit stays booked (issue 20).
  await expect(doctor.getByRole('heading', { level: 1 })).toContainText('Booked');
  await expect(doctor.getByRole('heading', { level: 1 })).not.toContainText('Completed');
  await expect(doctor.getByRole('link', { name: 'Edit prescription' })).toBeVisible();

  // The member finds it with the upcoming visit.
  await member.reload();
  const visit = member
    .getByRole('region', { name: 'Upcoming' })
    .getByTestId('booking-card')
    .filter({ hasText: stamp });
  await expect(visit).toContainText('Booked');
  await visit.getByRole('button', { name: 'View prescription' }).click();
  const rx = member.getByRole('dialog', { name: 'Prescription' });
  await expect(rx).toContainText(stamp);
  await expect(rx).toContainText(/Registration no\. \S+/);
  await expect(rx.getByRole('row', { name: /Ibuprofen 400 Morning, Night 3 days/ })).toBeVisible();
  await member.keyboard.press('Escape');

  // And a notification says so.
  await member.goto('/demomember/edit/notifications');
  const note = member.getByTestId('notification').filter({ hasText: 'Prescription ready' });
  await expect(note.first()).toBeVisible();
  await member.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(member.getByText('All caught up.')).toBeVisible();
});

test('the doctor moves an appointment to another slot; the member is told', async () => {
  test.setTimeout(90_000);
  const reason = `Moved ${stamp}`;
  await member.goto('/appointments/appointments');
  await bookAgain(reason);

  await doctor.goto('/dashboard/personnel/appointments');
  const row = doctor.getByTestId('personnel-appointment').filter({ hasText: reason });
  await row.getByRole('link', { name: /Open the appointment/ }).click();
  await expect(doctor).toHaveURL(/\/dashboard\/personnel\/appointment\/\d+$/);
  const oldId = doctor.url().split('/').pop();
  await doctor.getByRole('button', { name: 'Reschedule' }).click();
  const move = doctor.getByRole('dialog', { name: 'Reschedule Ananya Iyer' });
  await move
    .getByRole('button', { name: /^Move to \d/ })
    .first()
    .click();
  await expectNoSeriousA11yViolations(doctor);
  await move.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(move).toBeHidden();
  // The new booking's page: the old one is cancelled as "Rescheduled".
  await expect(doctor).toHaveURL(/\/dashboard\/personnel\/appointment\/\d+$/);
  expect(doctor.url().split('/').pop()).not.toBe(oldId);
  await expect(doctor.getByRole('heading', { level: 1 })).toContainText('Booked');
  await expect(doctor.getByText(reason)).toBeVisible();

  await member.goto('/demomember/edit/notifications');
  await expect(
    member.getByTestId('notification').filter({ hasText: '(moved by the doctor)' }).first(),
  ).toBeVisible();
});

test('a booking enquiry is validated, sent and confirmed; the admin follows it up', async ({
  browser,
}) => {
  const name = `Enquiry ${stamp}`;
  await member.goto('/booking-enquiry');
  await expect(member.getByRole('heading', { name: 'Booking enquiry', level: 1 })).toBeVisible();
  const form = member.getByRole('form', { name: 'Booking enquiry' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Patient name is required.')).toBeVisible();
  await form.getByLabel('Booking type').selectOption('Lab Test Booking');
  await form.getByLabel(/^Patient name/).fill(name);
  await form.getByLabel(/^Contact number/).fill('12');
  await expect(form.getByLabel('Preferred time')).toHaveAttribute('type', 'time');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Enter a valid phone number (up to 20 digits).')).toBeVisible();
  await form.getByLabel(/^Contact number/).fill('+91 98200 12345');
  await form.getByLabel('Preferred time').fill('09:30');
  await form.getByLabel('Address').fill('12 MG Road, Pune');
  await form.getByLabel(/problem/).fill('Annual blood test');
  await expectNoSeriousA11yViolations(member);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const confirmation = member.getByTestId('enquiry-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Enquiry received' })).toBeVisible();
  await expect(confirmation).toContainText('Lab Test Booking');
  await expect(confirmation).toContainText(name);
  await expect(confirmation).toContainText('+91 98200 12345');
  await expect(confirmation).toContainText('09:30');
  await expect(member.getByRole('region', { name: 'My enquiries' })).toContainText(name);

  // The lab-test page pre-selects the booking type.
  await member.goto('/explore/lab-tests/book-appointment');
  await expect(member.getByLabel('Booking type')).toHaveValue('Lab Test Booking');

  const admin = await browser.newContext();
  try {
    const page = await admin.newPage();
    await loginThroughUi(page, '/booking-enquiry', demoAdmin);
    const list = page.getByRole('region', { name: 'Enquiries' });
    const item = list.getByRole('listitem').filter({ hasText: name });
    await item.getByLabel(/Status of enquiry/).selectOption('contacted');
    await expect(page.getByText(/Enquiry #\d+ updated/)).toBeVisible();
  } finally {
    await admin.close();
  }
});

test('the pages work at 375 px without serious accessibility violations', async () => {
  test.setTimeout(90_000);
  // Nothing sticks out sideways: the page never scrolls horizontally (the widest offenders named).
  const fits = async (page: Page) => {
    const wide = await page.evaluate((): string[] =>
      document.documentElement.scrollWidth <= window.innerWidth
        ? []
        : Array.from(document.querySelectorAll<HTMLElement>('body *'))
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .filter((el) => !el.closest('.overflow-x-auto'))
            .slice(-5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`),
    );
    expect(wide, page.url()).toEqual([]);
  };
  await member.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    '/appointments/appointments',
    '/booking-enquiry',
    '/demomember/edit/notifications',
  ]) {
    await member.goto(path);
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    await fits(member);
    await expectNoSeriousA11yViolations(member);
  }
  await doctor.setViewportSize({ width: 375, height: 800 });
  for (const [path, title] of [
    ['/dashboard/personnel/appointments', 'Appointments'],
    ['/dashboard/personnel/book-slots', 'Book slots'],
    ['/dashboard/personnel/centers', 'Centers'],
    ['/dashboard/personnel/ask-your-doctor', 'Questions By User'],
    ['/dashboard/personnel/profile?tab=registration', 'My profile'],
  ] as const) {
    await doctor.goto(path);
    await expect(doctor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await fits(doctor);
    await expectNoSeriousA11yViolations(doctor);
  }
  // The weekly schedule the seed gave the demo doctor, and the slots it makes.
  await doctor.goto('/dashboard/personnel/book-slots');
  await expect(doctor.getByRole('cell', { name: 'Monday' }).first()).toBeVisible();
  await expect(doctor.getByRole('cell', { name: 'Asia/Kolkata' }).first()).toBeVisible();
  // A member is not personnel: the dashboard sends them home.
  await member.goto('/dashboard/personnel/appointments');
  await expect(member).toHaveURL(/\/$/);
});
