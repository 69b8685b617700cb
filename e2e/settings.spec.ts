import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { loginThroughUi } from './support/session.ts';

/** A real 1×1 PNG (a grey pixel), so the browser draws it. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);

/** Issue #17, first slice: the /{username}/edit settings frame (the demo member is demomember). */
test.describe('account settings', () => {
  test('units and time zone chosen in system preferences apply on the profile page', async ({
    page,
  }) => {
    await loginThroughUi(page, '/demomember/edit/system-preferences');
    await expect(page.getByRole('heading', { name: 'System preferences' })).toBeVisible();
    await page.getByLabel('Height unit').selectOption('ft-in');
    await page.getByLabel('Weight unit').selectOption('lb');
    await page.getByLabel('Time zone').selectOption('Asia/Tokyo');

    // Unsaved changes: leaving asks first, and staying keeps them.
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Profile', exact: true })
      .click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/edit\/system-preferences$/);
    await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');

    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Preferences saved.')).toBeVisible();
    const saved = await page.evaluate(() => localStorage.getItem('user-account-settings-storage'));
    expect(JSON.parse(saved ?? '{}')).toMatchObject({
      state: { settings: { timeZone: 'Asia/Tokyo', units: { height: 'ft-in', weight: 'lb' } } },
    });

    await page.goto('/demomember');
    const tokyoNow = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
    }).format(new Date());
    await expect(page.getByTestId('preferred-time')).toContainText('Asia/Tokyo');
    await expect(page.getByTestId('preferred-time')).toContainText(tokyoNow.split(' ')[0] ?? '');
    await expect(page.getByTestId('preferred-height-unit')).toHaveText('feet and inches');
    await expect(page.getByTestId('preferred-weight-unit')).toHaveText('pounds');

    // Applied app-wide: appointments are shown in the chosen zone.
    await page.goto('/appointments/appointments');
    await expect(page.getByText('Times are shown in your time zone (Asia/Tokyo).')).toBeVisible();
  });

  test('a photo uploaded in settings shows in the user menu and on the summary, and goes', async ({
    page,
    request,
  }) => {
    const tag = Date.now().toString(36);
    const person = {
      first_name: 'Nandini',
      last_name: 'Kulkarni',
      username: `nandini${tag}`,
      email: `nandini.${tag}@example.in`,
      password: 'a kite over the river',
    };
    expect((await request.post('/api/rpc/register', { data: person })).status()).toBe(200);
    await loginThroughUi(page, `/${person.username}/edit/profile`, {
      email: person.email,
      password: person.password,
    });
    const photo = page.getByRole('region', { name: 'Photo' });
    await expect(photo.getByRole('button', { name: 'Upload photo' })).toBeVisible();
    await expect(page.getByTestId('user-menu-avatar')).toHaveCount(0);

    // Not an image (whatever its name says): refused, from its bytes, by the server.
    const input = photo.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is text, not a picture'),
    });
    await expect(photo.getByRole('alert')).toHaveText('Choose a JPEG, PNG or WebP image.');

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(page.getByText('Your photo is updated.')).toBeVisible();
    // The menu shows the 64 px image, the settings and the profile the 256 px one.
    const menuPhoto = page.getByTestId('user-menu-avatar');
    await expect(menuPhoto).toHaveAttribute(
      'src',
      /^\/api\/avatars\/[0-9a-f-]+\/[0-9a-f]{64}\?size=64$/,
    );
    await expect
      .poll(() => menuPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const src = (await menuPhoto.getAttribute('src'))?.replace('?size=64', '');
    await expect(photo.getByTestId('settings-avatar')).toHaveAttribute('src', src ?? '');

    await page.goto(`/${person.username}`);
    await expect(page.getByTestId('profile-avatar')).toHaveAttribute('src', src ?? '');

    await page.goto(`/${person.username}/edit/profile`);
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Your photo is removed.')).toBeVisible();
    await expect(page.getByTestId('user-menu-avatar')).toHaveCount(0);
    expect((await request.get(src ?? '')).status()).toBe(404);
  });

  test('a birth date under 18 is refused with the spec message; names save', async ({ page }) => {
    await loginThroughUi(page, '/demomember/edit/profile');
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    const year = new Date().getFullYear();
    await page.getByLabel('Date of birth').fill(`${year - 10}-06-15`);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Age must be at least 18 years old')).toBeVisible();
    await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Date of birth').fill('1990-06-15');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Date of birth')).toHaveValue('1990-06-15');
    await expect(page.getByLabel('Gender')).toHaveValue('Female');
  });

  test("the language chosen in system preferences is the page's lang and the navigation's", async ({
    page,
    request,
  }) => {
    const tag = Date.now().toString(36);
    const person = {
      first_name: 'Meher',
      last_name: 'Sinha',
      username: `meher${tag}`,
      email: `meher.${tag}@example.in`,
      password: 'a lantern by the well',
    };
    expect((await request.post('/api/rpc/register', { data: person })).status()).toBe(200);
    await loginThroughUi(page, `/${person.username}/edit/system-preferences`, {
      email: person.email,
      password: person.password,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Docs' })).toBeVisible();

    await page.getByLabel('Language').selectOption('hi');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Preferences saved.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(nav.getByRole('link', { name: 'दस्तावेज़' })).toBeVisible();
    // Kept across a reload (the settings store), and back to English.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await page.getByLabel('Language').selectOption('en');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(nav.getByRole('link', { name: 'Docs' })).toBeVisible();
  });

  test('add an address, then delete it after confirming', async ({ page }) => {
    // A line of this run's own: a retry finds no address left over by the first attempt.
    const line1 = `14 Lake View Road ${Date.now().toString(36)}`;
    await loginThroughUi(page, '/demomember/edit/profile');
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Address line 1').fill(line1);
    await dialog.getByLabel('City').fill('Pune');
    await dialog.getByLabel('PIN code').fill('012345');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(
      dialog.getByText('PIN code must be 6 digits and cannot start with 0.'),
    ).toBeVisible();
    await dialog.getByLabel('PIN code').fill('411001');
    await dialog.getByLabel('Default shipping address').check();
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog).toBeHidden();

    const list = page.getByRole('list', { name: 'Your addresses' });
    const row = list.getByRole('listitem').filter({ hasText: line1 });
    await expect(row).toContainText('Pune, 411001');
    await expect(row).toContainText('default shipping');

    await row.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Address deleted.')).toBeVisible();
    await expect(page.getByText(line1)).toHaveCount(0);
  });

  test('every settings page: no horizontal scroll at 375 px and no serious axe violations', async ({
    page,
  }) => {
    // Eight page loads, each with an axe run.
    test.setTimeout(120_000);
    await loginThroughUi(page, '/demomember/edit');
    await expect(page).toHaveURL(/\/demomember\/edit\/profile$/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const section of ['profile', 'notifications', 'subscriptions', 'system-preferences']) {
        await page.goto(`/demomember/edit/${section}`);
        await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await sidewaysOverflow(page), `${section} at ${width} px`).toBe(0);
        await expectNoSeriousA11yViolations(page);
      }
    }
  });
});
