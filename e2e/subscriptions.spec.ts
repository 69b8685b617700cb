import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { demoAdmin, demoDoctor, loginAsAdmin, loginThroughUi } from './support/session.ts';

// Subscriptions with case managers, family members and cases (issue #14): an admin grants a new
// member Complete Health Foresight with the demo doctor as case manager; the member adds a minor
// and views the history as them; the case manager opens the minor's case and writes a summary; the
// member sees it on the case timeline.
const PASSWORD = 'a quiet river at dawn';

async function login(request: APIRequestContext, identifier: string, password: string) {
  const res = await request.post('/api/rpc/login', { data: { identifier, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { access_token: string; auth_id: string };
}

/** A new member (through the API), granted the plan by the demo admin with the demo doctor as case manager. */
async function grantedMember(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const person = {
    first_name: 'Meena',
    last_name: 'Subs',
    username: `e2esubs${tag}`,
    email: `e2e.subs.${tag}@example.test`,
    password: PASSWORD,
  };
  const reg = await request.post('/api/rpc/register', { data: person });
  expect(reg.ok(), await reg.text()).toBe(true);
  const member = await login(request, person.email, PASSWORD);
  const admin = await login(request, demoAdmin.email, demoAdmin.password);
  const auth = { authorization: `Bearer ${admin.access_token}` };
  const found = await request.post('/api/rpc/find_member', {
    headers: { ...auth, 'content-profile': 'pgusers' },
    data: { username: 'demodoctor' },
  });
  const [doctor] = (await found.json()) as { id: string }[];
  const profiles = await request.get(`/api/profile?select=id&user_id=eq.${doctor!.id}`, {
    headers: { ...auth, 'accept-profile': 'pgpersonnel' },
  });
  const [profile] = (await profiles.json()) as { id: number }[];
  const granted = await request.post('/api/rpc/grant_subscription', {
    headers: { ...auth, 'content-profile': 'pgsubs' },
    data: {
      user_id: member.auth_id,
      subscription_key: 'complete-health-foresight',
      case_manager_id: profile!.id,
    },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  return { ...person, tag };
}

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 10);
  return d.toISOString().slice(0, 10);
};

let doctorContext: BrowserContext;
let doctor: Page;

test.afterAll(async () => {
  await doctorContext?.close();
});

test('a granted plan, a minor member, a persona; the case manager’s summary on the case timeline', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await grantedMember(request);
  await loginThroughUi(page, `/${member.username}/edit/subscriptions`, member);

  // The settings page: the plan, its renewal date, members and usage.
  await page.goto(`/${member.username}/edit/subscriptions`);
  await expect(page.getByRole('heading', { name: 'Complete Health Foresight' })).toBeVisible();
  await expect(page.getByText(/renews on/)).toBeVisible();
  await expect(page.getByText('0 of 3 places for family members used.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Doctor consultations' })).toBeVisible();

  // Add a minor: an adult's birth date is refused by the form, a child's is accepted.
  const form = page.getByRole('form', { name: 'Add a member' });
  await form.getByLabel('Member type').selectOption('minor');
  await form.getByLabel('Relation').selectOption('child');
  await form.getByLabel('First name').fill('Ria');
  await form.getByLabel('Last name').fill('Subs');
  await form.getByLabel('Date of birth').fill(yearsAgo(20));
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(form.getByText('A minor member must be under 18 years old')).toBeVisible();
  await form.getByLabel('Date of birth').fill(yearsAgo(8));
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('1 of 3 places for family members used.')).toBeVisible();
  // The toaster loads with the first toast: let this one show and go before axe reads colours.
  await expect(page.getByText('Member added.')).toBeVisible();
  await expect(page.getByText('Member added.')).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);

  // Switch persona to the minor; the history shows the minor's (still empty) cases.
  await page.getByRole('button', { name: 'View as Ria' }).click();
  await expect(page.getByRole('button', { name: 'Viewing as Ria' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto(`/${member.username}/history`);
  await expect(page.getByRole('heading', { name: 'Medical history', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Member')).toHaveValue(/.+/);
  await expect(page.getByText('No cases match these filters')).toBeVisible();

  // The case manager opens a case for the minor and writes a summary.
  doctorContext = await browser.newContext();
  doctor = await doctorContext.newPage();
  await loginThroughUi(doctor, '/dashboard/personnel/cases', demoDoctor);
  await doctor.goto('/dashboard/personnel/cases');
  await expect(doctor.getByRole('heading', { name: 'My cases', level: 1 })).toBeVisible();
  const open = doctor.getByRole('form', { name: 'Open a case' });
  const option = open.getByLabel('Member').locator('option', { hasText: 'Ria Subs' });
  await open.getByLabel('Member').selectOption((await option.getAttribute('value')) ?? '');
  await open.getByLabel('Treatment for').fill(`Asthma ${member.tag}`);
  await open.getByLabel('Tags (comma separated)').fill('asthma, child');
  await open.getByRole('button', { name: 'Open case' }).click();
  await doctor.getByRole('button', { name: new RegExp(`Asthma ${member.tag}`) }).click();
  const summary = doctor.getByRole('form', { name: 'Add a summary' });
  await summary.getByLabel('Summary title').fill(`Inhaler review ${member.tag}`);
  await summary.getByLabel('Brief').fill('Peak flow normal. Inhaler before sport.');
  await summary.getByRole('button', { name: 'Add summary' }).click();
  await expect(doctor.getByText(`Inhaler review ${member.tag}`)).toBeVisible();
  await expect(doctor.getByText('Summary added.')).toBeVisible();
  await expect(doctor.getByText('Summary added.')).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousA11yViolations(doctor);

  // The member (as the minor's persona) sees the case and the summary on its timeline.
  await page.reload();
  const caseLink = page.getByRole('link', { name: new RegExp(`Asthma ${member.tag}`) });
  await expect(caseLink).toBeVisible();
  await caseLink.click();
  // The member's case page: the case's title is the page's heading.
  await expect(page.getByRole('heading', { name: `Asthma ${member.tag}`, level: 1 })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(`Inhaler review ${member.tag}`)).toBeVisible();
  await expect(timeline.getByText('by Case Manager')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The history's search and status filter find it; another word finds nothing.
  await page.goto(`/${member.username}/history`);
  await page.getByLabel('Search cases').fill('nothing-like-this');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No cases match these filters')).toBeVisible();
  await page.getByLabel('Search cases').fill(`asthma ${member.tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Status').selectOption('open');
  await expect(page.getByRole('link', { name: new RegExp(`Asthma ${member.tag}`) })).toBeVisible();
});

/** A local date-time input value `days` from now at 10:00. */
const daysAhead = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
};

test('an invited member accepts from their side; the case manager records a consultation they see', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const holder = await grantedMember(request);
  // The invited member: an adult with their own account (letters only: a name).
  const letters =
    Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6) || 'abc';
  const invitee = {
    first_name: 'Vikram',
    last_name: `Inv${letters}`,
    username: `e2einv${holder.tag}`,
    email: `e2e.inv.${holder.tag}@example.test`,
    password: PASSWORD,
  };
  const reg = await request.post('/api/rpc/register', { data: invitee });
  expect(reg.ok(), await reg.text()).toBe(true);

  // The holder invites them: the place is taken, the member is pending.
  await loginThroughUi(page, `/${holder.username}/edit/subscriptions`, holder);
  await page.goto(`/${holder.username}/edit/subscriptions`);
  const form = page.getByRole('form', { name: 'Add a member' });
  await form.getByLabel('Member type').selectOption('secondary');
  await form.getByLabel('Relation').selectOption('spouse');
  await form.getByLabel('Username').fill(invitee.username);
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('1 of 3 places for family members used.')).toBeVisible();
  await expect(page.getByText('Invited, not answered yet')).toBeVisible();
  await expect(page.getByRole('button', { name: /^View as Vikram/ })).toHaveCount(0);

  // The invited member sees the invitation on their subscriptions page and accepts it.
  const inviteeContext = await browser.newContext();
  try {
    const other = await inviteeContext.newPage();
    await loginThroughUi(other, `/${invitee.username}/edit/subscriptions`, invitee);
    await other.goto(`/${invitee.username}/edit/subscriptions`);
    const invitations = other.getByRole('region', { name: 'Invitations' });
    await expect(
      invitations.getByText(/invited you to their Complete Health Foresight plan/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(other);
    // They answer it from their notifications instead: the invitation's notification offers
    // Accept and Decline in place.
    await other.goto(`/${invitee.username}/edit/notifications`);
    const notice = other
      .getByTestId('notification')
      .filter({ hasText: 'Invitation to a care plan' });
    await notice.getByRole('button', { name: /^Accept the invitation/ }).click();
    await expect(other.getByText(/You joined .* Complete Health Foresight plan\./)).toBeVisible();
    await expect(notice.getByText('This invitation was answered.')).toBeVisible();
    await other.goto(`/${invitee.username}/edit/subscriptions`);
    await expect(other.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
    const joined = other.getByRole('region', { name: 'Plans you are on' });
    await expect(joined.getByText(/Complete Health Foresight · held by Meena Subs/)).toBeVisible();
    // Their profile's Plan card names the plan they now use.
    await other.goto(`/${invitee.username}`);
    await expect(other.getByText('Complete Health Foresight', { exact: true })).toBeVisible();

    // The holder's list shows them as a member now.
    await page.reload();
    await expect(page.getByRole('button', { name: 'View as Vikram' })).toBeVisible();

    // The case manager opens a case for them, books a visit, records the consultation and a medicine.
    const doctorCtx = await browser.newContext();
    try {
      const doc = await doctorCtx.newPage();
      await loginThroughUi(doc, '/dashboard/personnel/cases', demoDoctor);
      await doc.goto('/dashboard/personnel/cases');
      const open = doc.getByRole('form', { name: 'Open a case' });
      const option = open
        .getByLabel('Member')
        .locator('option', { hasText: `Vikram ${invitee.last_name}` });
      await open.getByLabel('Member').selectOption((await option.getAttribute('value')) ?? '');
      await open.getByLabel('Treatment for').fill(`Knee pain ${holder.tag}`);
      await open.getByRole('button', { name: 'Open case' }).click();
      await doc.getByRole('button', { name: new RegExp(`Knee pain ${holder.tag}`) }).click();
      const book = doc.getByRole('form', { name: 'Book a service' });
      await book.getByLabel('Date and time').fill(daysAhead(2));
      await book.getByRole('button', { name: 'Book service' }).click();
      // Two writes (the service, then its booking) on a busy machine: give them time.
      await expect(doc.getByText('Service booked.')).toBeVisible({ timeout: 20_000 });
      const consult = doc.getByRole('form', { name: 'Record a consultation' });
      await consult.getByLabel('Service location').selectOption('Clinic');
      await consult.getByLabel('Prescription').fill(`Rest and ice ${holder.tag}`);
      await consult
        .getByLabel('Call recording URLs (one a line)')
        .fill('http://not-secure.example');
      await consult.getByRole('button', { name: 'Record consultation' }).click();
      await expect(consult.getByText('Invalid URL format')).toBeVisible();
      await consult.getByLabel('Call recording URLs (one a line)').fill('');
      await consult.getByRole('button', { name: 'Record consultation' }).click();
      const timeline = doc.getByRole('region', { name: 'Timeline' });
      await expect(timeline.getByText('Consultation (Clinic)')).toBeVisible({ timeout: 15_000 });
      const medicine = doc.getByRole('form', { name: /^Add a medicine to/ });
      await medicine.getByLabel('Medicine').fill('Paracetamol');
      await medicine.getByLabel('Dosage').fill('500');
      await medicine.getByLabel('Frequency (comma separated)').fill('Morning, Night');
      await medicine.getByRole('button', { name: 'Add medicine' }).click();
      await expect(timeline.getByRole('list', { name: 'Medicines' })).toContainText('Paracetamol', {
        timeout: 15_000,
      });
      await expect(doc.getByText('Medicine added.')).toBeHidden({ timeout: 10_000 });
      await expectNoSeriousA11yViolations(doc);
    } finally {
      await doctorCtx.close();
    }

    // The member sees the consultation, its prescription and medicine on their case.
    await other.goto(`/${invitee.username}/history`);
    await other.getByRole('link', { name: new RegExp(`Knee pain ${holder.tag}`) }).click();
    const theirs = other.getByRole('region', { name: 'Timeline' });
    await expect(theirs.getByText(`Prescription: Rest and ice ${holder.tag}`)).toBeVisible();
    await expect(theirs.getByRole('list', { name: 'Medicines' })).toContainText('Paracetamol');

    // They leave the plan: the page says their history stays theirs, and it does.
    await other.goto(`/${invitee.username}/edit/subscriptions`);
    await other.getByRole('button', { name: 'Leave Complete Health Foresight' }).click();
    const leave = other.getByRole('alertdialog');
    await expect(leave).toContainText('Your cases and medical history stay yours');
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(other.getByText('You left the plan.')).toBeVisible();
    await other.goto(`/${invitee.username}/history`);
    await other.getByRole('link', { name: new RegExp(`Knee pain ${holder.tag}`) }).click();
    await expect(other.getByText(/^Kept after leaving the plan on/)).toBeVisible();
    await expect(
      other
        .getByRole('region', { name: 'Timeline' })
        .getByText(`Prescription: Rest and ice ${holder.tag}`),
    ).toBeVisible();
  } finally {
    await inviteeContext.close();
  }
});

test('the admin’s subscriptions page lists past grants, newest first, searchable by member', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await grantedMember(request);
  await loginAsAdmin(page);
  await page.goto('/admin/subscriptions');
  const grants = page.getByRole('region', { name: 'Past grants' });
  await expect(grants.getByTestId('plan-grant').first()).toBeVisible();
  await grants.getByRole('searchbox', { name: 'Member' }).fill(member.username);
  await grants.getByRole('button', { name: 'Search' }).click();
  await expect(grants.getByTestId('plan-grant')).toHaveCount(1);
  await expect(grants.getByTestId('plan-grant')).toContainText(
    `Complete Health Foresight · Meena Subs (@${member.username})`,
  );
  await expect(grants.getByTestId('plan-grant')).toContainText('Case manager:');
  await expectNoSeriousA11yViolations(page);
});
