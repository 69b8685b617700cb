import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { demoDoctor, loginThroughUi } from './support/session.ts';

// The demo doctor (demoDoctor) has no Medilocker plan of their own.

/** A small, valid one-page PDF (correct xref offsets), built here so no binary fixture is kept. */
function makePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 12 Tf 24 72 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const username = 'demomember';

test.describe('the medical locker (issue #7)', () => {
  test.use({ storageState: async ({ memberStorageState }, use) => use(memberStorageState) });

  test('upload, folder, move, share with a password, open the link signed out and download', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const fileName = `e2e-report-${stamp}.pdf`;
    const folderName = `E2E folder ${stamp}`;
    const pdf = makePdf(`DEMO DOCUMENT ${stamp} - fictional patient`);

    await page.goto(`/${username}/docs`);
    await expect(page.getByRole('heading', { name: 'My documents', level: 1 })).toBeVisible();
    const folders = page.getByRole('region', { name: 'Folders' });
    await expect(folders.getByRole('link', { name: /Prescriptions/ })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Storage' })).toBeVisible();

    // Upload through the button: a real progress bar, then the file in the list.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    const bar = page.getByRole('progressbar', { name: `Uploading ${fileName}` });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    const topLevel = page.getByRole('region', { name: 'Files not in a folder' });
    await expect(topLevel.getByRole('button', { name: fileName, exact: true })).toBeVisible();

    // A new folder.
    await page.getByRole('button', { name: 'New folder' }).click();
    const create = page.getByRole('dialog', { name: /New folder/ });
    await create.getByLabel('Folder name').fill(folderName);
    await create.getByRole('button', { name: 'Create folder' }).click();
    await expect(create).toBeHidden();
    await expect(folders.getByRole('link', { name: new RegExp(folderName) })).toBeVisible();

    // Move the file into it.
    await topLevel.getByRole('button', { name: `Actions for ${fileName}` }).click();
    await page.getByRole('menuitem', { name: 'Move…' }).click();
    const move = page.getByRole('dialog', { name: `Move “${fileName}”` });
    await move.getByRole('radio', { name: folderName }).check();
    await move.getByRole('button', { name: 'Move here' }).click();
    await expect(move).toBeHidden();
    await expect(page.getByRole('button', { name: `Actions for ${fileName}` })).toHaveCount(1);

    // Open the folder: breadcrumbs, and the file is there.
    await folders.getByRole('link', { name: new RegExp(folderName) }).click();
    await expect(page).toHaveURL(/\/demomember\/docs\/folder\/E2E(%20| )folder/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Documents' })).toBeVisible();
    await expect(crumbs.getByText(folderName)).toHaveAttribute('aria-current', 'page');
    const inFolder = page.getByRole('region', { name: 'Files', exact: true });
    await expect(inFolder.getByRole('button', { name: fileName, exact: true })).toBeVisible();

    // Preview in the page. (The object URLs the page makes are kept to read the previewed bytes
    // back: the CSP rightly lets the page fetch nothing but its own origin.)
    await page.evaluate(() => {
      const made = new Map<string, Blob>();
      const create = URL.createObjectURL.bind(URL);
      (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs = made;
      URL.createObjectURL = (blob: Blob) => {
        const url = create(blob);
        made.set(url, blob);
        return url;
      };
    });
    await inFolder.getByRole('button', { name: fileName, exact: true }).click();
    const preview = page.getByRole('dialog', { name: fileName });
    const frame = preview.locator(`iframe[title="Preview of ${fileName}"]`);
    await expect(frame).toBeVisible();
    // The viewer's title is the PDF's /Title, else the URL's last part (a blob id): the previewed
    // copy carries the file name (UTF-16BE with its byte-order mark, as pdf-lib writes it).
    const src = await frame.getAttribute('src');
    expect(src).toMatch(/^blob:/);
    const previewed = await page.evaluate(async (url) => {
      const blob = (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs.get(url);
      return blob ? new TextDecoder('latin1').decode(await blob.arrayBuffer()) : '';
    }, src ?? '');
    const titleHex = Buffer.from(fileName, 'utf16le').swap16().toString('hex');
    expect(previewed.toLowerCase()).toContain(`/title <feff${titleHex}>`);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // Share with a password; the link is shown once.
    await inFolder.getByRole('button', { name: `Actions for ${fileName}` }).click();
    await page.getByRole('menuitem', { name: 'Share…' }).click();
    const share = page.getByRole('dialog', { name: `Share “${fileName}”` });
    await share.getByLabel('Password (optional)').fill('s3cret-pass');
    await share.getByLabel('Download limit (optional)').fill('3');
    await share.getByRole('button', { name: 'Create link' }).click();
    const linkBox = share.getByLabel('Share link');
    await expect(linkBox).toHaveValue(/\/share\/[A-Za-z0-9_-]{32,}$/);
    const url = await linkBox.inputValue();
    await expect(share.getByRole('button', { name: /^Revoke/ })).toHaveCount(1);

    // A fresh browser, signed out: the link page is public.
    const guest = await browser.newContext({ baseURL });
    try {
      const visitor = await guest.newPage();
      await visitor.goto(url);
      await expect(visitor).toHaveURL(url);
      await expect(
        visitor.getByRole('heading', { name: 'A file was shared with you' }),
      ).toBeVisible();
      await expect(visitor.getByText(fileName)).toHaveCount(0);
      await visitor.getByLabel('Password').fill('wrong-guess');
      await visitor.getByRole('button', { name: 'Unlock' }).click();
      await expect(visitor.getByRole('alert')).toHaveText('Wrong password. 4 attempts left.');
      await visitor.getByLabel('Password').fill('s3cret-pass');
      await visitor.getByRole('button', { name: 'Unlock' }).click();
      await expect(visitor.getByText(fileName, { exact: true })).toBeVisible();
      await expect(visitor.getByText('PDF', { exact: true })).toBeVisible();

      const download = visitor.waitForEvent('download');
      await visitor.getByRole('button', { name: 'Download' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fileName);
      expect(Buffer.compare(await readFile(await file.path()), pdf)).toBe(0);
      await expect(
        visitor.getByText('Downloads left').locator('xpath=following-sibling::dd[1]'),
      ).toHaveText('2');
    } finally {
      await guest.close();
    }
  });

  test('drop a file to upload it; trash, restore and delete it for good; search by tag', async ({
    page,
  }) => {
    const noteName = `e2e-note-${Date.now().toString(36)}.txt`;
    await page.goto(`/${username}/docs?view=list&sort=name`);
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('name');

    // Drag and drop.
    const dataTransfer = await page.evaluateHandle((name) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['DEMO note - fictional\n'], name, { type: 'text/plain' }));
      transfer.items.add(new File([new Uint8Array([0, 1, 2, 3])], 'not-a-record.bin'));
      return transfer;
    }, noteName);
    const target = page.getByRole('button', { name: 'New folder' });
    await target.dispatchEvent('dragenter', { dataTransfer });
    await expect(page.getByText('Drop to upload to Documents')).toBeVisible();
    await target.dispatchEvent('drop', { dataTransfer });
    const topLevel = page.getByRole('region', { name: 'Files not in a folder' });
    await expect(topLevel.getByRole('button', { name: noteName, exact: true })).toBeVisible();
    // A type the locker does not take is refused with a clear message.
    await expect(page.getByRole('alert').filter({ hasText: 'Only PDF, PNG, JPEG' })).toBeVisible();

    // A second folder with a taken name is refused in the dialog, which keeps focus.
    await page.getByRole('button', { name: 'New folder' }).click();
    const create = page.getByRole('dialog', { name: /New folder/ });
    await create.getByLabel('Folder name').fill('Scans');
    await create.getByRole('button', { name: 'Create folder' }).click();
    await expect(create.getByRole('alert')).toHaveText(
      'A folder with this name already exists here.',
    );
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();
    await expect(page.getByRole('button', { name: 'New folder' })).toBeFocused();

    // To the trash (confirmed), restore, then delete for good.
    const trashIt = async () => {
      await topLevel.getByRole('button', { name: `Actions for ${noteName}` }).click();
      await page.getByRole('menuitem', { name: 'Move to trash' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: 'Move to trash' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('button', { name: noteName, exact: true })).toHaveCount(0);
    };
    await trashIt();
    await page.getByRole('link', { name: 'Trash' }).click();
    const trash = page.getByRole('region', { name: 'Trash' });
    await trash.getByRole('button', { name: `Restore ${noteName}` }).click();
    await expect(trash.getByText(noteName)).toHaveCount(0);
    await page.getByRole('link', { name: 'Files', exact: true }).click();
    await expect(topLevel.getByRole('button', { name: noteName, exact: true })).toBeVisible();
    await trashIt();
    await page.getByRole('link', { name: 'Trash' }).click();
    await trash.getByRole('button', { name: `Delete ${noteName} for good` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(trash).toBeVisible();
    await expect(trash.getByText(noteName)).toHaveCount(0);

    // Search by tag (the seeded blood count report carries the tag cbc).
    await page.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/docs\/search\/files/);
    await page.getByRole('textbox', { name: 'Tag', exact: true }).fill('cbc');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/tag=cbc/);
    await expect(page.getByRole('button', { name: /^Complete Blood Count/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Lipid Profile/ })).toHaveCount(0);
    // Cases are searched too (issue #14): the demo member's seeded case, by a word it treats.
    await page.getByRole('link', { name: 'Cases' }).click();
    await page.getByLabel('Search your cases').fill('rhinitis');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: /Seasonal allergic rhinitis/ })).toBeVisible();
  });

  test('the docs page has no serious accessibility violations, on a desktop and at 375 px', async ({
    page,
  }) => {
    await page.goto(`/${username}/docs`);
    await expect(page.getByRole('region', { name: 'Folders' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('share a file with the doctor for viewing, who sees it under Shared with me until it is revoked', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const noteName = `e2e-shared-${Date.now().toString(36)}.txt`;
    const noteText = `DEMO shared note ${noteName} - fictional patient`;

    // The member uploads a note and shares it with demodoctor: view only, for 7 days.
    await page.goto(`/${username}/docs`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await (
      await chooser
    ).setFiles({
      name: noteName,
      mimeType: 'text/plain',
      buffer: Buffer.from(noteText),
    });
    const topLevel = page.getByRole('region', { name: 'Files not in a folder' });
    await expect(topLevel.getByRole('button', { name: noteName, exact: true })).toBeVisible();
    await topLevel.getByRole('button', { name: `Actions for ${noteName}` }).click();
    await page.getByRole('menuitem', { name: 'Share…' }).click();
    const share = page.getByRole('dialog', { name: `Share “${noteName}”` });
    const people = share.getByRole('region', { name: 'People with access' });
    await expect(people.getByText('Not shared with anyone yet.')).toBeVisible();

    // Oneself is refused; then the doctor is found and named before anything is shared.
    await share.getByLabel('Username').fill(username);
    await share.getByRole('button', { name: 'Find' }).click();
    await expect(share.getByRole('alert')).toHaveText('You cannot share with yourself.');
    await share.getByLabel('Username').fill('DemoDoctor');
    await share.getByRole('button', { name: 'Find' }).click();
    await expect(share.getByRole('status')).toContainText('Rohan Vikram Mehta');
    await expect(share.getByRole('radio', { name: 'View', exact: true })).toBeChecked();
    await share.getByLabel('Access ends after').selectOption({ label: '7 days' });
    await expectNoSeriousA11yViolations(page);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(people.getByText('Rohan Vikram Mehta')).toBeVisible();
    await expect(people.getByText(/Can view only · until/)).toBeVisible();

    // The doctor, in a browser of their own, sees it under Shared with me and can view it.
    // A clean context: not the member's signed-in state this describe block uses.
    const doctorContext = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    try {
      const doctor = await doctorContext.newPage();
      await loginThroughUi(doctor, '/', demoDoctor);
      await doctor.goto('/demodoctor/docs');
      await doctor.getByRole('link', { name: 'Shared with me' }).click();
      await expect(doctor).toHaveURL(/\/demodoctor\/docs\?show=shared/);
      const shared = doctor.getByRole('region', { name: 'Shared with me' });
      await expect(shared.getByText(noteName, { exact: true })).toBeVisible();
      await expect(
        shared.getByText(/Shared by Ananya Iyer \(@demomember\) · view only · until/),
      ).toBeVisible();
      await expect(shared.getByRole('button', { name: `Download ${noteName}` })).toHaveCount(0);
      // Phone-sized too.
      await doctor.setViewportSize({ width: 375, height: 812 });
      await expectNoSeriousA11yViolations(doctor);
      await shared.getByRole('button', { name: `Open ${noteName}` }).click();
      const preview = doctor.getByRole('dialog', { name: noteName });
      await expect(preview.getByLabel(`Contents of ${noteName}`)).toHaveText(noteText);
      await expect(preview.getByRole('button', { name: 'Download' })).toHaveCount(0);
      await doctor.keyboard.press('Escape');
      await expect(preview).toBeHidden();

      // The member revokes (confirmed); the doctor no longer sees the note.
      await people.getByRole('button', { name: 'Revoke access for Rohan Vikram Mehta' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: 'Revoke access' }).click();
      await expect(confirm).toBeHidden();
      await expect(people.getByText('Not shared with anyone yet.')).toBeVisible();

      await doctor.reload();
      await expect(shared.getByText('Nothing is shared with you right now.')).toBeVisible();
      await expect(shared.getByText(noteName, { exact: true })).toHaveCount(0);
    } finally {
      await doctorContext.close();
    }
  });

  test('share a folder by a link: the holder lists its files and downloads one, until it is revoked', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const folderName = `E2E linked ${stamp}`;
    const fileName = `e2e-in-folder-${stamp}.pdf`;
    const pdf = makePdf(`DEMO FOLDER DOCUMENT ${stamp} - fictional patient`);

    // A folder with a file in it.
    await page.goto(`/${username}/docs`);
    await page.getByRole('button', { name: 'New folder' }).click();
    const create = page.getByRole('dialog', { name: /New folder/ });
    await create.getByLabel('Folder name').fill(folderName);
    await create.getByRole('button', { name: 'Create folder' }).click();
    await expect(create).toBeHidden();
    const folders = page.getByRole('region', { name: 'Folders' });
    await folders.getByRole('link', { name: new RegExp(folderName) }).click();
    // In the folder (not the Upload button of the page being left, whose upload stops with it).
    await expect(page.getByRole('heading', { name: folderName, level: 2 })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    const inFolder = page.getByRole('region', { name: 'Files', exact: true });
    await expect(inFolder.getByRole('button', { name: fileName, exact: true })).toBeVisible();

    // Back at the top, share the folder by a link.
    await page.goto(`/${username}/docs`);
    await folders.getByRole('button', { name: `Actions for folder ${folderName}` }).click();
    await page.getByRole('menuitem', { name: 'Share…' }).click();
    const share = page.getByRole('dialog', { name: `Share folder “${folderName}”` });
    await share.getByRole('button', { name: 'Create link' }).click();
    const linkBox = share.getByLabel('Share link');
    await expect(linkBox).toHaveValue(/\/share\/[A-Za-z0-9_-]{32,}$/);
    const url = await linkBox.inputValue();

    const guest = await browser.newContext({ baseURL });
    try {
      const visitor = await guest.newPage();
      await visitor.goto(url);
      await expect(
        visitor.getByRole('heading', { name: 'A folder was shared with you' }),
      ).toBeVisible();
      await expect(visitor.getByText(folderName, { exact: true })).toBeVisible();
      const list = visitor.getByRole('list', { name: 'Shared files' });
      await expect(list.getByText(fileName, { exact: true })).toBeVisible();
      const download = visitor.waitForEvent('download');
      await list.getByRole('button', { name: `Download ${fileName}` }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fileName);
      expect(Buffer.compare(await readFile(await file.path()), pdf)).toBe(0);
      await visitor.setViewportSize({ width: 375, height: 812 });
      await expectNoSeriousA11yViolations(visitor);

      // Revoked in the owner's dialog: the holder's next look is refused.
      await share.getByRole('button', { name: /^Revoke/ }).click();
      await expect(share.getByText(/Link revoked/)).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByText('This link has been revoked by its owner.')).toBeVisible();
    } finally {
      await guest.close();
    }
  });

  test("another member's locker is Not Found", async ({ page }) => {
    await page.goto('/someoneelse/docs');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  });
});

test('an unknown share link says so, without asking to log in', async ({ page }) => {
  await page.goto(`/share/${'x'.repeat(43)}`);
  await expect(page).toHaveURL(/\/share\//);
  await expect(page.getByText('This link does not exist.')).toBeVisible();
});
