import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { loginAsAdmin } from './support/session.ts';

// Health tracking (issue #15). The demo member's data persists across the run (and a retry), so
// every check compares before and after instead of assuming an empty start.
test.describe('trackers (issue #15)', () => {
  test.use({ storageState: async ({ memberStorageState }, use) => use(memberStorageState) });

  const score = async (page: Page) =>
    Number(
      await page
        .getByTestId('health-score')
        .innerText()
        .then((t) => t.split('/')[0]),
    );

  /**
   * Opens a form behind its button (its module loads then; issue #21) and returns the form. The
   * button says what the form does (`name`) unless `button` names it otherwise.
   */
  const openForm = async (page: Page, name: string, button = name) => {
    const launcher = page.getByRole('button', { name: button, exact: true });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await launcher.click();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    return page.getByRole('form', { name });
  };

  test('log an activity: goal progress and the score change', async ({ page }) => {
    await page.goto('/trackers/');
    await expect(page.getByRole('heading', { name: 'Trackers', level: 1 })).toBeVisible();

    await expect(page.getByRole('form', { name: 'Set a goal' })).toHaveCount(0);
    const goals = await openForm(page, 'Set a goal');
    await goals.getByLabel('Measure').selectOption('heart_points');
    await goals.getByLabel('Period').selectOption('weekly');
    await goals.getByLabel('Target').fill('100000');
    await goals.getByRole('button', { name: 'Save goal' }).click();
    const goal = page.getByTestId('goal-weekly-heart_points');
    await expect(goal).toContainText('of 100000');
    const before = Number((await goal.innerText()).match(/(\d+) of 100000/)![1]);
    await expect(page.getByTestId('health-score')).toBeVisible();
    const scoreBefore = await score(page);

    const form = await openForm(page, 'Log an activity');
    await form.getByLabel('Activity').selectOption('Running');
    await form.getByLabel('Intensity').selectOption('vigorous');
    await form.getByLabel('Duration (minutes)').fill('0');
    await form.getByRole('button', { name: 'Log activity' }).click();
    await expect(form.getByText('Duration must be at least 1')).toBeVisible();
    await form.getByLabel('Duration (minutes)').fill('20');
    await form.getByLabel('Distance (km)').fill('4.2');
    await form.getByLabel('Steps').fill('4000');
    await form.getByRole('button', { name: 'Log activity' }).click();

    // 20 vigorous minutes are 40 heart points (Google Fit: 2 a minute).
    await expect(goal).toContainText(`${before + 40} of 100000`);
    await expect(page.getByRole('table', { name: 'Recent activity' })).toContainText('Running');
    // The demo member is well under the weekly 150 heart points, so the activity component rises.
    await expect.poll(() => score(page)).toBeGreaterThan(scoreBefore);
    await expectNoSeriousA11yViolations(page);
  });

  test('import a GPX file as a previewed activity; a malformed file gets a clear error', async ({
    page,
  }) => {
    await page.goto('/trackers/');
    const form = await openForm(page, 'Log an activity');
    const picker = page.getByLabel('Import a GPX or TCX file');
    await picker.setInputFiles({
      name: 'broken.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from('<gpx><trk><trkseg><trkpt lat="1" lon="1"/></trkseg></trk></gpx>'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'broken.gpx' })).toHaveText(
      'broken.gpx: The file has fewer than two track points.',
    );

    await picker.setInputFiles(
      fileURLToPath(
        new URL('../apps/web/src/features/trackers/lib/fixtures/morning-run.gpx', import.meta.url),
      ),
    );
    await expect(page.getByTestId('track-import-status')).toContainText(
      'Read morning-run.gpx (GPX, 4 points): 3 km in 16 min, 15 m climbed.',
    );
    await expect(form.getByLabel('Activity')).toHaveValue('Running');
    await expect(form.getByLabel('Duration (minutes)')).toHaveValue('16');
    await expect(form.getByLabel('Elevation gain (m)')).toHaveValue('15');
    const sent = page.waitForRequest(
      (r) => r.url().includes('/api/activity_logs') && r.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Log activity' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      activity_type: 'Running',
      started_at: '2026-11-20T01:30:00.000Z',
      duration_minutes: 16,
      elevation_gain_m: 15,
    });
    expect(Number(body.distance_m)).toBeGreaterThan(2990);
    await expect(page.getByText('Activity logged')).toBeVisible();
  });

  test('a Sentinel allergy raises an alert the member acknowledges', async ({ page }) => {
    await page.goto('/trackers/');
    const form = await openForm(page, 'Add an allergy');
    await expect(form.getByLabel('Allergen').locator('option')).not.toHaveCount(1);
    await form.getByLabel('Allergen').selectOption({ label: 'Penicillin' });
    await form.getByLabel('Severity').selectOption('Sentinel');
    await form.getByLabel('Onset age').selectOption('adult');
    await form.getByRole('button', { name: 'Add allergy' }).click();

    await expect(page.getByTestId('my-allergies')).toContainText('Penicillin · Sentinel');
    const alerts = page.getByTestId('open-alerts');
    const alert = alerts
      .getByRole('listitem')
      .filter({ hasText: 'Allergy to Penicillin, severity Sentinel' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Sentinel allergy on record');
    // The allergy also stands as a health flag while it is on record.
    await expect(page.getByTestId('health-flags')).toContainText(
      'Allergy to Penicillin, severity Sentinel',
    );
    await alert.getByRole('button', { name: /Acknowledge/ }).click();
    await expect(alert).toHaveCount(0);
  });

  test('switching to ft-in and lb converts every height and weight, and saving keeps SI', async ({
    page,
  }) => {
    await page.goto('/trackers/');
    const units = page.getByRole('group', { name: 'Units' });
    await units.getByLabel('Height unit').selectOption('cm');
    await units.getByLabel('Weight unit').selectOption('kg');
    const profile = await openForm(page, 'Health profile', 'Edit health profile');
    await profile.getByLabel('Blood group').selectOption('B+');
    await profile.getByLabel('Height (cm)').fill('175');
    await profile.getByLabel('Weight (kg)').fill('70');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByTestId('profile-summary')).toContainText('Blood group: B+');
    const vitals = await openForm(page, 'Record vitals');
    await vitals.getByLabel('Weight (kg)').fill('70');
    await vitals.getByRole('button', { name: 'Save reading' }).click();
    await expect(page.getByTestId('profile-height')).toHaveText('175 cm');
    await expect(page.getByTestId('latest-weight')).toHaveText('70 kg');

    await units.getByLabel('Height unit').selectOption('ft-in');
    await units.getByLabel('Weight unit').selectOption('lb');
    await expect(page.getByTestId('profile-height')).toHaveText('5 ft 8.9 in');
    await expect(page.getByTestId('latest-weight')).toHaveText('154.3 lb');
    await expect(profile.getByLabel('Height (ft)')).toHaveValue('5');
    await expect(profile.getByLabel('Height (in)')).toHaveValue('8.9');
    await expect(profile.getByLabel('Weight (lb)')).toHaveValue('154.3');
    await expect(vitals.getByLabel('Weight (lb)')).toBeVisible();
    // Saved as shown in lb and ft-in, it reads back the same in cm and kg.
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/medical_profile') && r.request().method() === 'POST',
    );
    await profile.getByRole('button', { name: 'Save profile' }).click();
    expect((await saved).ok()).toBe(true);
    await units.getByLabel('Height unit').selectOption('cm');
    await units.getByLabel('Weight unit').selectOption('kg');
    await expect(page.getByTestId('profile-height')).toHaveText('175 cm');
    await expect(profile.getByLabel('Weight (kg)')).toHaveValue('70');
  });

  test('charts of activity and vitals over a year, each with its table view', async ({ page }) => {
    await page.goto('/trackers/');
    const charts = page.getByRole('region', { name: 'Charts' });
    await expect(charts.getByRole('img', { name: /^Steps, last 30 days/ })).toBeVisible();

    // A year of days arrives in one request.
    const year = page.waitForResponse(
      (r) =>
        r.url().includes('/api/rpc/tracker_series') &&
        (r.request().postDataJSON() as { p_days?: number } | null)?.p_days === 365,
    );
    await charts.getByLabel('Period').selectOption('year');
    const yearResponse = await year;
    expect(yearResponse.ok()).toBe(true);
    expect(((await yearResponse.json()) as unknown[]).length).toBe(365);
    const steps = charts.getByRole('figure', { name: 'Steps, last 365 days' });
    await expect(steps.getByRole('img')).toBeVisible();
    await steps.getByText('Table view').click();
    const stepsTable = steps.getByRole('table', { name: 'Steps, last 365 days' });
    // The demo member walked on each of the last 14 days.
    await expect.poll(() => stepsTable.locator('tbody tr').count()).toBeGreaterThanOrEqual(14);

    await charts.getByLabel('Vital').selectOption('bloodPressure');
    const bp = charts.getByRole('figure', { name: 'Blood pressure (mmHg), last 365 days' });
    await bp.getByText('Table view').click();
    const bpTable = bp.getByRole('table');
    await expect(bpTable.getByRole('columnheader', { name: 'Systolic' })).toBeVisible();
    await expect(bpTable.getByRole('row').filter({ hasText: '118' }).first()).toContainText('76');
    await expectNoSeriousA11yViolations(page);
  });

  test('join a challenge, see the leaderboard, leave it; achievements are listed', async ({
    page,
  }) => {
    await page.goto('/trackers/');
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Climb 1,000 m', level: 3 }),
    });
    await expect(card).toContainText('Elevation Gain');
    // A retry finds the member still in it from the first attempt: leave first.
    const leave = card.getByRole('button', { name: 'Leave Climb 1,000 m' });
    if (await leave.isVisible()) {
      await leave.click();
      await page.getByRole('button', { name: 'Leave challenge' }).click();
    }
    await card.getByLabel('Show me on the leaderboard').check();
    await card.getByRole('button', { name: 'Join Climb 1,000 m' }).click();
    await expect(card).toContainText('Participating ·');
    await expect(card).toContainText('of 1000 m');
    await card.getByText('Leaderboard', { exact: true }).click();
    const board = card.getByRole('table', { name: 'Leaderboard of Climb 1,000 m' });
    await expect(board).toContainText('demomember (you)');

    await card.getByRole('button', { name: 'Leave Climb 1,000 m' }).click();
    await page.getByRole('button', { name: 'Leave challenge' }).click();
    await expect(card).toContainText('Left ·');
    await expect(card.getByRole('button', { name: 'Join Climb 1,000 m' })).toBeVisible();
    await expect(board).toHaveCount(0);

    // The seeded logs earned the first-activity achievement from the database.
    await expect(page.getByTestId('achievements')).toContainText('First activity');
    await expectNoSeriousA11yViolations(page);
  });

  test('create a workout template, start a workout from it, and see a challenge count it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const name = `E2E circuit ${Date.now().toString(36)}`;
    await page.goto('/trackers/');
    const challenge = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: '20 workouts', level: 3 }),
    });
    await expect(challenge).toContainText('of 20 activities');
    const count = async () =>
      Number((await challenge.innerText()).match(/(\d+) activit(?:y|ies) of 20/)![1]);
    const before = await count();

    const form = await openForm(page, 'New workout template');
    await form.getByLabel('Template name').fill(name);
    await form.getByLabel('Planned minutes').fill('20');
    await form.getByLabel('Exercise 1', { exact: true }).fill('Squats');
    await form.getByLabel('Reps (exercise 1)').fill('12');
    await form.getByRole('button', { name: 'Add exercise' }).click();
    await form.getByLabel('Exercise 2', { exact: true }).fill('Plank');
    await form.getByRole('button', { name: 'Save template' }).click();
    await expect(form.getByText('Give reps or a duration')).toBeVisible();
    await form.getByLabel('Seconds (exercise 2)').fill('45');
    await form.getByRole('button', { name: 'Save template' }).click();

    const card = page
      .getByRole('list', { name: 'Workout templates' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, level: 3 }) });
    await expect(card).toContainText('Squats: 3 × 12 reps');
    await expect(card).toContainText('Plank: 3 × 45 s');
    await card.getByRole('button', { name: `Start workout ${name}` }).click();
    const running = card.getByRole('group', { name: `Workout in progress: ${name}` });
    await running.getByLabel('Squats: 3 × 12 reps').check();
    await expect(running.getByLabel('Duration (minutes)')).toHaveValue('20');
    await expectNoSeriousA11yViolations(page);
    await running.getByRole('button', { name: 'Finish and log workout' }).click();
    await expect(page.getByText(`Workout logged: ${name}`)).toBeVisible();
    await expect(running).toHaveCount(0);

    // The workout is an activity: the challenge counts it.
    await expect.poll(count).toBe(before + 1);
    await expect(page.getByRole('table', { name: 'Recent activity' })).toContainText(
      'Strength training',
    );

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('button', { name: 'Delete template' }).click();
    await expect(card).toHaveCount(0);
  });

  test('an admin creates a challenge on /admin/challenges that the member sees and joins', async ({
    page,
    browser,
  }) => {
    // Two sign-ins and two pages: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    // A member cannot open the admin page (the database refuses their writes too).
    await page.goto('/admin/challenges');
    await expect(page).not.toHaveURL(/\/admin/);

    const title = `E2E steps ${Date.now().toString(36)}`;
    // A context of its own, signed out (not the member's stored state), for the admin.
    const admin = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const adminPage = await admin.newPage();
    await loginAsAdmin(adminPage);
    await adminPage
      .getByRole('navigation', { name: 'Admin area' })
      .getByRole('link', { name: 'Challenges' })
      .click();
    await expect(adminPage.getByRole('heading', { name: 'Challenges', level: 1 })).toBeVisible();
    await adminPage.getByRole('button', { name: 'New challenge' }).click();
    const form = adminPage.getByRole('form', { name: 'New challenge' });
    await form.getByLabel('Type').selectOption('Activity Count');
    await form.getByLabel('Target (activities)').fill('2.5');
    await form.getByRole('button', { name: 'Create challenge' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Must be an integer')).toBeVisible();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Target (activities)').fill('3');
    await form.getByLabel('Description').fill('Three activities of any kind.');
    await form.getByRole('button', { name: 'Create challenge' }).click();
    const row = adminPage.getByRole('listitem', { name: title });
    await expect(row).toContainText('Activity Count · 3 activities');
    await expectNoSeriousA11yViolations(adminPage);
    // Edited: four, not three.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await row.getByLabel('Target (activities)').fill('4');
    await row.getByRole('button', { name: 'Save changes' }).click();
    await expect(row).toContainText('Activity Count · 4 activities');
    await admin.close();

    await page.goto('/trackers/');
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: title, level: 3 }),
    });
    await expect(card).toContainText('Three activities of any kind.');
    await expect(card).toContainText('of 4 activities');
    await card.getByRole('button', { name: `Join ${title}` }).click();
    await expect(card).toContainText(/(Participating|Completed) ·/);
  });

  test('the medical profile page in the settings edits the health profile and allergies', async ({
    page,
  }) => {
    await page.goto('/demomember/edit/profile');
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Medical profile' })
      .click();
    await expect(page).toHaveURL(/\/demomember\/edit\/medical-profile$/);
    await expect(page.getByRole('heading', { name: 'Medical profile', level: 2 })).toBeVisible();
    await expect(page).toHaveTitle(/Medical profile/);

    const profile = page.getByRole('form', { name: 'Health profile' });
    await profile.getByLabel('Activity level').selectOption('Advanced');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/medical_profile') && r.request().method() === 'POST',
    );
    await profile.getByRole('button', { name: 'Save profile' }).click();
    expect((await saved).ok()).toBe(true);

    const form = page.getByRole('form', { name: 'Add an allergy' });
    await expect(form.getByLabel('Allergen').locator('option')).not.toHaveCount(1);
    const allergen = page.getByTestId('my-allergies').getByText('Sesame', { exact: false });
    if ((await allergen.count()) === 0) {
      await form.getByLabel('Allergen').selectOption({ label: 'Sesame' });
      await form.getByLabel('Severity').selectOption('Minor');
      await form.getByRole('button', { name: 'Add allergy' }).click();
    }
    await expect(page.getByTestId('my-allergies')).toContainText('Sesame · Minor');

    // The same data on /trackers.
    await page.reload();
    await expect(profile.getByLabel('Activity level')).toHaveValue('Advanced');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/trackers/');
    await expect(page.getByTestId('my-allergies')).toContainText('Sesame · Minor');
  });

  test('fits a 375 px phone with no serious accessibility violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/trackers/');
    await expect(page.getByTestId('health-score')).toBeVisible();
    // Every form open: the page's widest state.
    for (const [name, button] of [
      ['Log an activity'],
      ['New workout template'],
      ['Record vitals'],
      ['Set a goal'],
      ['Add an allergy'],
      ['Health profile', 'Edit health profile'],
    ] as const) {
      await expect((await openForm(page, name, button)).getByRole('button').last()).toBeVisible();
    }
    await expect(
      page.getByRole('form', { name: 'Add an allergy' }).getByLabel('Allergen').locator('option'),
    ).not.toHaveCount(1);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});
