import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { demoAdmin, demoDoctor, loginThroughUi } from './support/session.ts';

// Social (issue #17): post, like, comment, follow, block. The demo member writes; the demo doctor
// is the other member. Texts carry a run stamp, since the data persists across a retry.
/** A 1×1 PNG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const payload = (tag: string) =>
  `${tag} <script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">`;

async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  account: { email: string; password: string },
  path = '/social',
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await loginThroughUi(page, path, account);
  return page;
}
const asDoctor = (browser: Browser, baseURL: string | undefined) =>
  signedIn(browser, baseURL, demoDoctor);

test.describe('social (issue #17)', () => {
  test.use({ storageState: async ({ memberStorageState }, use) => use(memberStorageState) });

  test('post with a script payload shown as text, like it and comment on it', async ({ page }) => {
    const stamp = `Post ${Date.now()}`;
    await page.goto('/social');
    await expect(page.getByRole('heading', { name: 'Social', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'New post' });
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(form.getByText('Write something to post')).toBeVisible();
    await form.getByLabel('What would you like to share?').fill(payload(stamp));
    await form.getByLabel('Who can see it').selectOption('public');
    await form.getByLabel('Images (up to 4, optional)').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: onePixelPng,
    });
    await form.getByRole('button', { name: 'Post' }).click();

    const post = page.getByRole('article').filter({ hasText: stamp });
    // The image comes with the reader's token, shown through an object URL.
    const photo = post.getByRole('img', { name: /^Image 1 of 1 shared by / });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The markup arrives as text: visible verbatim, no element made of it, nothing ran.
    await expect(post.getByText(payload(stamp), { exact: true })).toBeVisible();
    await expect(post.locator('script, img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

    await post.getByRole('button', { name: 'Like (0)' }).click();
    await expect(post.getByRole('button', { name: 'Liked (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSeriousA11yViolations(page);

    await post.getByRole('link', { name: '0 comments' }).click();
    await expect(page).toHaveURL(/\/social\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expect(page.getByText('No comments yet. Be the first to comment.')).toBeVisible();
    const comment = payload(`Comment ${Date.now()}`);
    const commentForm = page.getByRole('form', { name: 'New comment' });
    await commentForm.getByLabel('Your comment').fill(comment);
    await commentForm.getByRole('button', { name: 'Comment' }).click();
    await expect(page.getByText(comment, { exact: true })).toBeVisible();
    await expect(page.getByText('1 comment', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expectNoSeriousA11yViolations(page);
  });

  test('follow a member to see their followers’ posts, then block them', async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = `For followers ${Date.now()}`;
    const other = await asDoctor(browser, baseURL);
    const form = other.getByRole('form', { name: 'New post' });
    await form.getByLabel('What would you like to share?').fill(stamp);
    await form.getByLabel('Who can see it').selectOption('followers');
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(other.getByRole('article').filter({ hasText: stamp })).toBeVisible();

    // Not yet a follower: the followers-only post is not shown.
    await page.goto('/demodoctor/social');
    await expect(page.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toBeVisible();
    if (await page.getByRole('button', { name: 'Unfollow' }).isVisible()) {
      await page.getByRole('button', { name: 'Unfollow' }).click();
    }
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect(page.getByText(stamp)).toHaveCount(0);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: stamp })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Block, after confirming: the posts go, and the doctor no longer reaches the member.
    await page.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('They will no longer see your posts or profile');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(
      page.getByText('You blocked this member. Unblock them to see their posts.'),
    ).toBeVisible();
    await expect(page.getByText(stamp)).toHaveCount(0);

    await other.goto('/demomember/social');
    await expect(other.getByText('This member’s social page is not available.')).toBeVisible();
    await other.goto('/social');
    await expect(other.getByRole('heading', { name: 'Social', level: 1 })).toBeVisible();
    // The doctor's feed holds their own post, and none of the member's (public ones included).
    await expect(other.getByRole('article').filter({ hasText: stamp })).toBeVisible();
    await expect(other.locator('article a[href="/demomember/social"]')).toHaveCount(0);

    // Unblock from the settings (the run leaves no block behind).
    await page.goto('/demomember/edit/social-profile');
    const blocked = page.getByRole('region', { name: 'Blocked members' });
    await blocked
      .getByRole('listitem')
      .filter({ hasText: '@demodoctor' })
      .getByRole('button', { name: 'Unblock' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
    await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await other.context().close();
  });

  test('a reported post goes to the admins’ moderation queue, and hiding it hides it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = `Reported ${Date.now()}`;
    const other = await asDoctor(browser, baseURL);
    const form = other.getByRole('form', { name: 'New post' });
    await form.getByLabel('What would you like to share?').fill(stamp);
    await form.getByLabel('Who can see it').selectOption('public');
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(other.getByRole('article').filter({ hasText: stamp })).toBeVisible();

    await page.goto('/demodoctor/social');
    const post = page.getByRole('article').filter({ hasText: stamp });
    await post.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByLabel('Reason').fill('Spam');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();

    const admin = await signedIn(browser, baseURL, demoAdmin, '/admin/moderation');
    await expect(admin.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
    const item = admin.getByRole('article').filter({ hasText: stamp });
    await expect(item).toContainText('1 report (1 open)');
    await expectNoSeriousA11yViolations(admin);
    await item.getByRole('button', { name: 'Hide' }).click();
    await expect(item).toContainText('Hidden');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(stamp)).toHaveCount(0);
    // The author still sees it, marked.
    await other.goto('/demodoctor/social');
    await expect(other.getByRole('article').filter({ hasText: stamp })).toContainText(
      'Hidden by a moderator',
    );
    await admin.context().close();
    await other.context().close();
  });

  test('the social pages work on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/social');
    await expect(page.getByRole('form', { name: 'New post' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.goto('/demomember/edit/social-profile');
    await page.getByLabel('Bio').fill('Runner and <b>tea</b> lover');
    await page.getByRole('button', { name: 'Save social profile' }).click();
    await page.goto('/demomember/social');
    await expect(page.getByText('Runner and <b>tea</b> lover', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
