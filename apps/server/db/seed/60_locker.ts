import { Readable } from 'node:stream';
import { loadConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/database.ts';
import type { BlobStore } from '../../src/storage/blob-store.ts';
import { createBlobStore } from '../../src/storage/create-blob-store.ts';
import { demoAccountIds } from './10_accounts.ts';
import type { SeedContext } from './run-seeds.ts';

/** A one-page PDF with lines of text (Helvetica), byte offsets computed so readers accept it. */
export function simplePdf(lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, i) => `BT /F1 12 Tf 56 ${780 - i * 18} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// Fictional records of the fictional demo member (Ananya Iyer) and demo doctor (Dr Rohan Mehta).
const folders = ['Prescriptions', 'Lab Reports', 'Scans'] as const;
const demoFiles: {
  folder: (typeof folders)[number];
  name: string;
  content: () => Buffer;
  tags: string[];
}[] = [
  {
    folder: 'Prescriptions',
    name: 'Prescription - Dr Rohan Mehta - 2026-03-14.pdf',
    tags: ['prescription', 'general-medicine'],
    content: () =>
      simplePdf([
        'Athcare demo clinic - DEMO DOCUMENT, fictional patient',
        'Prescriber: Dr Rohan Vikram Mehta, Reg. No. DEMO-12345',
        'Patient: Ananya Iyer',
        'Diagnosis: Viral fever',
        'Paracetamol 500 mg - 1 tablet three times a day - 3 days',
        'Cetirizine 10 mg - 1 tablet at night - 5 days',
        'Follow up: 2026-03-21',
      ]),
  },
  {
    folder: 'Lab Reports',
    name: 'Complete Blood Count - 2026-02-02.txt',
    tags: ['lab', 'cbc'],
    content: () =>
      Buffer.from(
        [
          'DEMO DOCUMENT - fictional patient Ananya Iyer',
          'Complete Blood Count, 02 Feb 2026',
          'Haemoglobin        13.4 g/dL     (12.0 - 15.5)',
          'WBC count          6,800 /uL     (4,000 - 11,000)',
          'Platelet count     2.6 lakh /uL  (1.5 - 4.0)',
          '',
        ].join('\n'),
      ),
  },
  {
    folder: 'Lab Reports',
    name: 'Lipid Profile - 2026-02-02.pdf',
    tags: ['lab', 'lipids'],
    content: () =>
      simplePdf([
        'DEMO DOCUMENT - fictional patient Ananya Iyer',
        'Lipid profile, 02 Feb 2026',
        'Total cholesterol 182 mg/dL',
        'HDL 52 mg/dL   LDL 104 mg/dL   Triglycerides 130 mg/dL',
      ]),
  },
  {
    folder: 'Scans',
    name: 'Chest X-ray report - 2025-11-20.txt',
    tags: ['scan', 'x-ray'],
    content: () =>
      Buffer.from(
        'DEMO DOCUMENT - fictional patient Ananya Iyer\nChest X-ray PA view: no abnormality detected.\n',
      ),
  },
];

async function demoMemberId(db: Database): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `select id::text as id from auth.users where id = $1::uuid
     union all
     select id::text from auth.users where lower(username) = 'demomember'
     limit 1`,
    [demoAccountIds.member],
  );
  return row?.id;
}

/** The demo member's Medilocker: plan, folders, a few files through the blob store. Idempotent. */
export async function seedLocker(db: Database, store: BlobStore): Promise<void> {
  const ownerId = await demoMemberId(db);
  if (!ownerId) return;
  await db.query(
    `insert into pgsubs.user_subscription (user_id, subscription_id, valid_until)
     select $1, s.id, now() + interval '1 year' from pgsubs.subscriptions s
      where s.key = 'medilocker'
        and not exists (select 1 from pgsubs.user_subscription us
                         where us.user_id = $1 and us.subscription_id = s.id)`,
    [ownerId],
  );
  const folderIds = new Map<string, string>();
  for (const name of folders) {
    await db.query(
      `insert into pgmedlock.folders (owner_id, name)
       select $1, $2 where not exists (select 1 from pgmedlock.folders where owner_id = $1 and path = '/' || $2)`,
      [ownerId, name],
    );
    const [row] = await db.query<{ id: string }>(
      `select id::text as id from pgmedlock.folders where owner_id = $1 and path = '/' || $2`,
      [ownerId, name],
    );
    if (row) folderIds.set(name, row.id);
  }
  for (const file of demoFiles) {
    const path = `/${file.folder}/${file.name}`;
    const [existing] = await db.query(
      'select 1 from pgmedlock.files where owner_id = $1 and path = $2',
      [ownerId, path],
    );
    if (existing) continue;
    const put = await store.put(Readable.from([file.content()]));
    const mimeType = file.name.endsWith('.pdf') ? 'application/pdf' : 'text/plain';
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into pgmedlock_private.uploads (blob_key, owner_id, size, sha256, mime_type) values ($1, $2, $3, $4, $5)`,
          [put.key, ownerId, put.size, put.sha256, mimeType],
        );
        await tx.query(
          `insert into pgmedlock.files (owner_id, folder_id, name, blob_key, tags) values ($1, $2, $3, $4, $5)`,
          [ownerId, folderIds.get(file.folder) ?? null, file.name, put.key, file.tags],
        );
      });
    } catch (error) {
      await store.delete(put.key);
      throw error;
    }
  }
}

export async function seed({ db }: SeedContext): Promise<void> {
  await seedLocker(db, createBlobStore(loadConfig()));
}
