import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { demoAdmin } from './support/session.ts';

// Issue 16: a member requests an ambulance from their own page (pickup from the device's
// location or a locality), sees the ambulance assigned with its vehicle number and paramedic,
// and watches it move on live, without reloading, as the paramedic and the vendor dispatch it.
const PASSWORD = 'a quiet river at dawn';
const paramedic = { email: 'paramedic@athcare.demo', password: 'AthcareDemo#2026' };
// Koramangala, Bengaluru, as seeded in the localities list (migration 0260).
const koramangala = { latitude: 12.9352, longitude: 77.6245 };

async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/accounts\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/accounts\/login/);
}

async function login(request: APIRequestContext, identifier: string, password: string) {
  const res = await request.post('/api/rpc/login', { data: { identifier, password } });
  expect(res.ok(), await res.text()).toBe(true);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

async function register(request: APIRequestContext, who: string, tag: string) {
  const email = `e2e.${who}.${tag}@example.test`;
  const res = await request.post('/api/rpc/register', {
    data: {
      first_name: 'Meera',
      last_name: who === 'vendor' ? 'Vendor' : 'Member',
      username: `e2e${who}${tag}`,
      email,
      password: PASSWORD,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

/** A verified vendor (documents approved by the demo admin) with one ambulance at Koramangala. */
async function verifiedFleet(request: APIRequestContext, tag: string) {
  const email = await register(request, 'vendor', tag);
  const roles = await request.post('/api/rpc/add_my_roles', {
    headers: await login(request, email, PASSWORD),
    data: { roles_to_add: ['vendor'] },
  });
  expect(roles.ok(), await roles.text()).toBe(true);
  const vendorAuth = await login(request, email, PASSWORD);
  const asVendor = {
    ...vendorAuth,
    'content-profile': 'pgvendor',
    prefer: 'return=representation',
  };
  const business = await request.post('/api/vendors', {
    headers: asVendor,
    data: {
      legal_business_name: `Kaveri Ambulances ${tag}`,
      gst_number: '29AAGCB7383J1Z4',
      pan_number: 'AAGCB7383J',
      terms_accepted: true,
    },
  });
  expect(business.ok(), await business.text()).toBe(true);
  const [{ id: vendorId }] = (await business.json()) as [{ id: number }];
  const adminAuth = await login(request, demoAdmin.email, demoAdmin.password);
  for (const [type, number] of [
    ['GST Certificate', '29AAGCB7383J1Z4'],
    ['Pan card', 'AAGCB7383J'],
  ]) {
    const doc = await request.post('/api/identity_documents', {
      headers: asVendor,
      data: { vendor_id: vendorId, document_type: type, document_number: number },
    });
    expect(doc.ok(), await doc.text()).toBe(true);
    const [{ id }] = (await doc.json()) as [{ id: number }];
    const review = await request.post('/api/rpc/review_vendor_document', {
      headers: { ...adminAuth, 'content-profile': 'pgvendor' },
      data: { document_id: id, approve: true },
    });
    expect(review.ok(), await review.text()).toBe(true);
  }
  const plate = `KA01E${String.fromCharCode(65 + (Date.now() % 26))}${String(Date.now() % 10_000).padStart(4, '0')}`;
  const ambulance = await request.post('/api/ambulances', {
    headers: asVendor,
    data: {
      vendor_id: vendorId,
      registration_number: plate,
      ambulance_type: 'Advanced Life Support',
      is_available: true,
    },
  });
  expect(ambulance.ok(), await ambulance.text()).toBe(true);
  const [{ id: ambulanceId }] = (await ambulance.json()) as [{ id: number }];
  const crew = await request.post('/api/rpc/set_ambulance_crew', {
    headers: asVendor,
    data: {
      ambulance_id: ambulanceId,
      paramedic_account: 'demoparamedic',
      latitude: koramangala.latitude,
      longitude: koramangala.longitude,
    },
  });
  expect(crew.ok(), await crew.text()).toBe(true);
  return { email, plate };
}

test('a member requests an ambulance and follows it live while the crew moves it on', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const fleet = await verifiedFleet(request, tag);
  const memberEmail = await register(request, 'member', tag);

  // ── the member: the sidebar leads to the ambulance page ──
  const memberContext = await browser.newContext({
    permissions: ['geolocation'],
    geolocation: koramangala,
  });
  const member = await memberContext.newPage();
  await signIn(member, '/', memberEmail, PASSWORD);
  await member.getByRole('link', { name: 'Ambulance', exact: true }).click();
  await expect(member.getByRole('heading', { name: 'Ambulance', level: 1 })).toBeVisible();
  await expect(member.getByText('Live updates on.')).toBeVisible();

  const form = member.getByRole('form', { name: 'Request an ambulance' });
  // Nothing chosen yet: the pickup point is asked for.
  await form.getByRole('button', { name: 'Request ambulance' }).click();
  await expect(
    form.getByText('Choose the pickup point: use your location or pick your locality.'),
  ).toBeVisible();
  // The device's location (allowed by the server's Permissions-Policy for the app's own pages).
  await form.getByRole('button', { name: 'Use my location' }).click();
  await expect(form.getByText('Your current location: 12.9352, 77.6245')).toBeVisible();
  // Or a locality from the list: it fills the address too.
  await form.getByLabel('Or find your locality').fill('Koraman');
  await form
    .getByRole('list', { name: 'Localities found' })
    .getByRole('button', { name: 'Koramangala, Bengaluru, Karnataka' })
    .click();
  await expect(form.getByText('Koramangala, Bengaluru: 12.9352, 77.6245')).toBeVisible();
  await expect(form.getByLabel('Pickup address')).toHaveValue('Koramangala, Bengaluru, Karnataka');
  await form.getByLabel('Pickup address').fill('4th Block, 80 Feet Road, Koramangala, Bengaluru');
  await form.getByLabel('Ambulance type').selectOption('Advanced Life Support');
  await form.getByLabel('Contact phone').fill('+91 98450 12345');
  await form.getByLabel('Notes for the crew').fill('Fell on the stairs, conscious.');
  await form.getByRole('button', { name: 'Request ambulance' }).click();

  await expect(member.getByRole('heading', { name: 'An ambulance is assigned' })).toBeVisible();
  const crew = member.getByRole('definition').filter({ hasText: fleet.plate });
  await expect(crew).toBeVisible();
  await expect(member.getByText('Arjun Singh')).toBeVisible();
  await expect(
    member.getByRole('list', { name: 'Request progress' }).locator('[aria-current="step"]'),
  ).toContainText('Ambulance assigned');

  // ── the paramedic starts the run: the member's page follows without reloading ──
  const paramedicContext = await browser.newContext();
  const medic = await paramedicContext.newPage();
  await signIn(medic, '/dashboard/paramedic', paramedic.email, paramedic.password);
  const run = medic
    .getByRole('list', { name: 'Your ambulance runs' })
    .getByRole('listitem')
    .filter({ hasText: fleet.plate });
  await run.getByRole('button', { name: 'Start: en route' }).click();
  await expect(member.getByRole('heading', { name: 'The ambulance is on its way' })).toBeVisible({
    timeout: 15_000,
  });

  // ── the vendor's dispatch board shows it live, and the vendor marks the arrival ──
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await signIn(vendor, '/dashboard/vendor/dispatch', fleet.email, PASSWORD);
  const dispatched = vendor
    .getByRole('list', { name: 'Runs of your ambulances' })
    .getByRole('listitem')
    .filter({ hasText: fleet.plate });
  await expect(dispatched).toContainText('En route');
  await dispatched.getByRole('button', { name: 'Arrived at pickup' }).click();
  await expect(member.getByRole('heading', { name: 'The ambulance has arrived' })).toBeVisible({
    timeout: 15_000,
  });
  // Past arrival the member can no longer cancel.
  await expect(member.getByRole('button', { name: 'Cancel request…' })).toHaveCount(0);

  // The paramedic completes the run; the dispatch board follows without reloading.
  await run.getByRole('button', { name: 'Complete run' }).click();
  await expect(member.getByRole('heading', { name: 'Run completed' })).toBeVisible({
    timeout: 15_000,
  });
  await vendor.getByLabel('Show').selectOption('all');
  await expect(dispatched).toContainText('Completed', { timeout: 15_000 });
  await expect(member.getByRole('form', { name: 'Request an ambulance' })).toBeVisible();

  await vendorContext.close();
  await paramedicContext.close();
  await memberContext.close();
});
