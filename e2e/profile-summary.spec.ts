import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { demoDoctor, loginThroughUi } from './support/session.ts';

/**
 * Issue #20: /{username}/ is the member's summary — name, avatar, upcoming visits, recent
 * documents, active plan and what of it is public — and another member sees only the public parts.
 * The demo member (fictional Ananya Iyer) has seeded visits with the demo doctor, locker files and
 * a Medilocker plan.
 */
const seededDocuments = [
  'Prescription - Dr Rohan Mehta - 2026-03-14.pdf',
  'Complete Blood Count - 2026-02-02.txt',
  'Lipid Profile - 2026-02-02.pdf',
  'Chest X-ray report - 2025-11-20.txt',
];

test.describe('the member’s own summary', () => {
  test.use({ storageState: async ({ memberStorageState }, use) => use(memberStorageState) });

  test('name, avatar, upcoming visits, recent documents, plan and what is public', async ({
    page,
  }) => {
    // A file uploaded now is the first of the recent documents.
    const fresh = `e2e-summary-${Date.now().toString(36)}.txt`;
    await page.goto('/demomember/docs');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await (
      await chooser
    ).setFiles({ name: fresh, mimeType: 'text/plain', buffer: Buffer.from('DEMO - fictional') });
    await expect(
      page.getByRole('region', { name: 'Files not in a folder' }).getByRole('button', {
        name: fresh,
        exact: true,
      }),
    ).toBeVisible();

    await page.goto('/demomember/');
    await expect(page.getByRole('heading', { name: 'Ananya Iyer', level: 1 })).toBeVisible();
    await expect(page.getByText('@demomember · member@athcare.demo')).toBeVisible();
    await expect(page.getByTestId('profile-avatar')).toHaveText('AI');

    const card = (heading: string) =>
      page.locator('[data-slot="card"]').filter({
        has: page.getByRole('heading', { name: heading, level: 2 }),
      });
    const visits = card('Upcoming visits');
    await expect(visits.getByRole('listitem').first()).toContainText('Rohan Mehta');
    await expect(visits.getByRole('link', { name: 'All my appointments' })).toBeVisible();

    const documents = card('Recent documents');
    const items = documents.getByRole('listitem');
    await expect(items.first()).toContainText(fresh);
    expect(await items.count()).toBeLessThanOrEqual(5);

    // The demo member holds Medilocker and, since issue #14, Complete Health Foresight.
    // The plan's name, not its key ("complete-health-foresight").
    await expect(card('Plan').getByText('Medilocker, Complete Health Foresight')).toBeVisible();
    const publicCard = card('What is public');
    await expect(publicCard).toContainText('Your name, username and photo');
    await expect(publicCard).toContainText('Your email, visits, documents and plan');
    await expectNoSeriousA11yViolations(page);
  });
});

test('another member sees only the public parts; an unknown name is Not Found', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  try {
    const doctor = await context.newPage();
    await loginThroughUi(doctor, '/', demoDoctor);
    await doctor.goto('/demomember/');
    await expect(doctor.getByRole('heading', { name: 'Ananya Iyer', level: 1 })).toBeVisible();
    await expect(doctor.getByText('@demomember', { exact: true })).toBeVisible();
    await expect(doctor.getByTestId('profile-avatar')).toHaveText('AI');
    await expect(doctor.getByText(/name, username and photo are public/)).toBeVisible();

    const main = doctor.getByRole('main');
    await expect(main).not.toContainText('member@athcare.demo');
    for (const heading of ['Upcoming visits', 'Recent documents', 'Plan', 'What is public'])
      await expect(doctor.getByRole('heading', { name: heading })).toHaveCount(0);
    for (const name of seededDocuments) await expect(main).not.toContainText(name);
    await expect(main).not.toContainText('Medilocker');

    await doctor.goto('/nosuchmember9z/');
    await expect(doctor.getByRole('heading', { name: /not found/i })).toBeVisible();
  } finally {
    await context.close();
  }
});
