import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { sidewaysOverflow } from './support/layout.ts';

// One UI login per worker (fixtures.ts), reused by every journey here.
test.describe('explore (issue #5)', () => {
  test.use({ storageState: async ({ memberStorageState }, use) => use(memberStorageState) });

  test('/explore redirects to /explore/treatments', async ({ page }) => {
    await page.goto('/explore');
    await expect(page).toHaveURL(/\/explore\/treatments$/);
    await expect(page.getByRole('heading', { name: 'Treatments', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Explore sections' });
    await expect(nav.getByRole('link', { name: 'Treatments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('doctors: filter by specialization and city, open a doctor, switch tabs, come back to the same filters', async ({
    page,
  }) => {
    await page.goto('/explore/doctors');
    await expect(page.getByRole('heading', { name: 'Find a doctor', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^[\d,]+ doctors found$/ })).toBeVisible();

    const specialization = page.getByLabel('Specialization');
    await expect(specialization.getByRole('option', { name: 'Cardiologist' })).toBeAttached();
    await specialization.selectOption('cardiologist');
    await expect(page).toHaveURL(/specialization=cardiologist/);
    await page.getByLabel('City').selectOption('Pune');
    await expect(page).toHaveURL(/city=Pune/);

    const results = page.getByRole('region', { name: /doctors found$/ });
    await expect(results.getByRole('heading', { name: /^\d+ doctors? found$/ })).toBeVisible();
    const cards = results.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText('Pune', { exact: true })).toBeVisible();
      await expect(card.getByText(/^₹[\d,]+\.\d{2}$/)).toBeVisible();
    }

    const firstLink = cards.first().getByRole('link');
    const name = (await firstLink.textContent())?.trim() ?? '';
    await firstLink.click();
    await expect(page).toHaveURL(/\/explore\/doctors\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Profile sections' });
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Tabs are links: the address changes and the panel follows it.
    await tabs.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\?tab=reviews$/);
    await expect(page.getByRole('tabpanel', { name: 'Reviews' })).toBeVisible();
    // Keyboard: the arrow key moves to (and opens) the next tab.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?tab=questions$/);
    await expect(tabs.getByRole('tab', { name: 'Questions' })).toBeFocused();
    await tabs.getByRole('tab', { name: 'Available slots' }).click();
    await expect(page).toHaveURL(/\?tab=slots$/);
    await expect(page.getByTestId('doctor-slots')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Back through the tabs to the list: the filters are as they were.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/explore\/doctors\?/);
    expect(new URL(page.url()).searchParams.get('city')).toBe('Pune');
    expect(new URL(page.url()).searchParams.get('specialization')).toBe('cardiologist');
    await expect(page.getByLabel('Specialization')).toHaveValue('cardiologist');
    await expect(page.getByLabel('City')).toHaveValue('Pune');
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    // A link straight to a tab opens it.
    const doctorPath = new URL(
      (await page.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '',
      page.url(),
    ).pathname;
    await page.goto(`${doctorPath}?tab=experience`);
    await expect(page.getByRole('tab', { name: 'Experience and education' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Education', exact: true })).toBeVisible();
  });

  test('doctors: a search with no match offers to clear the filters', async ({ page }) => {
    await page.goto('/explore/doctors?q=zzzzqqq&city=Pune');
    await expect(page.getByText('No doctors match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/explore\/doctors$/);
    await expect(page.getByRole('heading', { name: /^[\d,]+ doctors found$/ })).toBeVisible();
  });

  test('the doctors list has no serious accessibility violations, also at 375 px', async ({
    page,
  }) => {
    await page.goto('/explore/doctors?city=Mumbai');
    await expect(page.getByRole('heading', { name: /doctors? found$/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a hospital page shows its rooms, amenities and location', async ({ page }) => {
    await page.goto('/explore/hospitals');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/explore\/hospitals\/\d+$/);
    const rooms = page.getByRole('table', { name: /^Rooms at / });
    await expect(rooms).toBeVisible();
    await expect(rooms.getByRole('columnheader', { name: 'Capacity' })).toBeVisible();
    await expect(rooms.getByRole('columnheader', { name: 'Available' })).toBeVisible();
    await expect(rooms.getByRole('row')).not.toHaveCount(1);
    await expect(rooms.getByText(/^₹[\d,]+\.00$/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Amenities' })).toBeVisible();
    await expect(page.getByRole('link', { name: /View on OpenStreetMap/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('lab tests, treatments, personnel and blogs open their detail pages', async ({ page }) => {
    await page.goto('/explore/lab-tests');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/explore\/lab-tests\/(\d+)$/);
    const labTestId = /\/lab-tests\/(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByText('Sample type', { exact: true })).toBeVisible();
    await expect(page.getByText('Preparation', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Book / })).toHaveAttribute(
      'href',
      `/explore/lab-tests/book-appointment?labTestId=${labTestId}`,
    );

    await page
      .getByRole('navigation', { name: 'Explore sections' })
      .getByRole('link', { name: 'Treatments' })
      .click();
    // The list first: the lab test's own page has an article too, and its link books the test.
    // The address changes before the list is rendered (the lab test's page stays until the list's
    // data is in), so wait for the list's heading, not only the address.
    await expect(page).toHaveURL(/\/explore\/treatments(\?.*)?$/);
    await expect(page.getByRole('heading', { name: 'Treatments', level: 1 })).toBeVisible();
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/explore\/treatments\/[a-z0-9-]+$/);
    await expect(page.getByText('Typical cost:', { exact: true })).toBeVisible();

    await page.goto('/explore/personnels?type=nurse');
    await expect(page.getByRole('heading', { name: /people found$/ })).toBeVisible();
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/explore\/personnels\/\d+$/);
    await expect(page.getByText('Nurse', { exact: false }).first()).toBeVisible();

    await page.goto('/explore/blogs');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/explore\/blogs\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { name: 'When to see a doctor' })).toBeVisible();
  });
});
