import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { demoAdmin, demoParamedic, loginThroughUi } from './support/session.ts';

// Issue 16: a member requests an ambulance from their own page (pickup from the device's
// location or a locality), sees the ambulance assigned with its vehicle number and paramedic,
// and watches it move on live, without reloading, as the paramedic and the vendor dispatch it.
const PASSWORD = 'a quiet river at dawn';
// Koramangala, Bengaluru, as seeded in the localities list (migration 0260).
const koramangala = { latitude: 12.9352, longitude: 77.6245 };

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

/** A verified vendor (documents approved by the demo admin) with one ambulance at `at`. */
async function verifiedFleet(
  request: APIRequestContext,
  tag: string,
  at: { latitude: number; longitude: number } = koramangala,
) {
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
      latitude: at.latitude,
      longitude: at.longitude,
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
  await loginThroughUi(member, '/', { email: memberEmail, password: PASSWORD });
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
  await loginThroughUi(medic, '/dashboard/paramedic', demoParamedic);
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
  await loginThroughUi(vendor, '/dashboard/vendor/dispatch', {
    email: fleet.email,
    password: PASSWORD,
  });
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
  await vendor.getByLabel('Show runs').selectOption('all');
  await expect(dispatched).toContainText('Completed', { timeout: 15_000 });
  await expect(member.getByRole('form', { name: 'Request an ambulance' })).toBeVisible();

  await vendorContext.close();
  await paramedicContext.close();
  await memberContext.close();
});

// The map has no tiles (the CSP allows none): an SVG of India in an equirectangular projection
// (apps/web/src/features/ambulances/lib/map-projection.ts), 68°–98° E by 6°–37.5° N.
const mapBounds = { west: 68, east: 98, south: 6, north: 37.5 };
// Banjara Hills, Hyderabad (migration 0260's localities): far from the other journey's
// ambulance at Koramangala, so each request gets its own journey's ambulance.
const banjaraHills = { latitude: 17.4126, longitude: 78.4482 };

test('a member picks the pickup point on the map, by click and arrow keys, and requests', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}m`;
  const fleet = await verifiedFleet(request, tag, banjaraHills);
  const memberEmail = await register(request, 'member', tag);
  const context = await browser.newContext();
  const member = await context.newPage();
  await loginThroughUi(member, '/', { email: memberEmail, password: PASSWORD });
  await member.getByRole('link', { name: 'Ambulance', exact: true }).click();
  const form = member.getByRole('form', { name: 'Request an ambulance' });

  // The map loads when asked for, with the localities on it.
  await form.getByRole('button', { name: 'Pick on the map' }).click();
  const map = form.getByRole('application', { name: /Pickup map/ });
  await expect(map).toHaveAccessibleName(/No point chosen yet/);
  const svg = form.getByTestId('pickup-map-svg');
  await expect(svg.locator('circle')).toHaveCount(60);

  // A click where Hyderabad is drawn sets the point near it (a pixel is some kilometres).
  const box = (await svg.boundingBox())!;
  await svg.click({
    position: {
      x:
        ((banjaraHills.longitude - mapBounds.west) / (mapBounds.east - mapBounds.west)) * box.width,
      y:
        ((mapBounds.north - banjaraHills.latitude) / (mapBounds.north - mapBounds.south)) *
          box.height +
        3,
    },
  });
  const chosen = form.getByText(/^Point on the map: /);
  await expect(chosen).toBeVisible();
  const read = async () => {
    const [lat, lng] = ((await chosen.textContent()) ?? '')
      .replace('Point on the map: ', '')
      .split(', ')
      .map(Number);
    return { lat: lat!, lng: lng! };
  };
  const clicked = await read();
  expect(Math.abs(clicked.lat - banjaraHills.latitude)).toBeLessThan(0.6);
  expect(Math.abs(clicked.lng - banjaraHills.longitude)).toBeLessThan(0.6);

  // Zoomed in 4×, an arrow key moves the point an eighth of a degree; the map says where it is.
  await form.getByRole('button', { name: 'Zoom in' }).click();
  await form.getByRole('button', { name: 'Zoom in' }).click();
  await map.focus();
  await member.keyboard.press('ArrowUp');
  await member.keyboard.press('ArrowRight');
  const moved = await read();
  expect(moved.lat).toBeCloseTo(clicked.lat + 0.125, 3);
  expect(moved.lng).toBeCloseTo(clicked.lng + 0.125, 3);
  await expect(map).toHaveAccessibleName(
    new RegExp(`Chosen point ${moved.lat.toFixed(4).replace('.', '\\.')}° N`),
  );

  await form.getByLabel('Pickup address').fill('Road No. 12, Banjara Hills, Hyderabad');
  await form.getByLabel('Ambulance type').selectOption('Advanced Life Support');
  await form.getByLabel('Contact phone').fill('+91 98450 12345');
  await form.getByRole('button', { name: 'Request ambulance' }).click();
  await expect(member.getByRole('heading', { name: 'An ambulance is assigned' })).toBeVisible();
  await expect(member.getByRole('definition').filter({ hasText: fleet.plate })).toBeVisible();

  // The request went with the map's point.
  const auth = await login(request, memberEmail, PASSWORD);
  const mine = await request.get(
    '/api/ambulance_requests?select=pickup_latitude,pickup_longitude',
    {
      headers: { ...auth, 'accept-profile': 'pgvendor' },
    },
  );
  const [row] = (await mine.json()) as [{ pickup_latitude: string; pickup_longitude: string }];
  expect(Number(row.pickup_latitude)).toBeCloseTo(moved.lat, 4);
  expect(Number(row.pickup_longitude)).toBeCloseTo(moved.lng, 4);
  await context.close();
});

// The demo paramedic serves the demo member's home-nursing visit (seed 85_subscriptions): it is
// on their dashboard beside the runs, and marking it completed moves it out of the open list.
test('the paramedic sees the service booking assigned to them and marks it completed', async ({
  page,
}) => {
  await loginThroughUi(page, '/dashboard/paramedic', demoParamedic);
  const bookings = page.getByRole('list', { name: 'Your service bookings' });
  const visit = bookings.getByRole('listitem').filter({ hasText: 'Home nursing' });
  await expect(visit).toContainText('Seasonal allergic rhinitis');
  await expect(visit).toContainText('Booked');
  await visit.getByRole('button', { name: 'Mark completed' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('A completed booking cannot be changed.');
  await confirm.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByText('Home nursing completed.')).toBeVisible();
  await expect(page.getByText('No open service booking is assigned to you.')).toBeVisible();
  await page.getByLabel('Show bookings').selectOption('all');
  const done = bookings.getByRole('listitem').filter({ hasText: 'Home nursing' });
  await expect(done).toContainText('Completed');
  await expect(done.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
});
