import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { callIn, sqlFunction } from './sql-function.ts';

/**
 * Email, the kernel's sender. A flow queues a mail in SQL, in the same transaction as what the
 * mail tells (`insert into auth.email_outbox`, e.g. auth.file_email_code), and then calls
 * `mail.flush()`; the sender claims due mails and delivers them with nodemailer:
 *
 * - `SMTP_URL` set: through that SMTP server (`smtp://…`, or `smtps://…` for TLS);
 * - unset (development, `npm start` offline): as `.eml` files in `DATA_DIR/outbox/`.
 *
 * A delivered mail's subject and body are cleared in the database; a failed one is tried again
 * later (1, 4, 9 … minutes, 8 tries) with only an error code kept. Logs name the kind of mail,
 * never its address or content (codes). A sweep every 30 s sends what a crash or a failure left.
 */
export interface Mailer {
  /** Delivers the due mails now; concurrent calls share one round. Never throws. */
  flush(): Promise<void>;
  /** Starts the 30-second sweep (app ready). */
  start(): void;
  close(): Promise<void>;
}

export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string | null;
  body: string | null;
}

const claimOutbox = sqlFunction<OutboxRow>('auth', 'claim_outbox', { max_rows: 'int' });
const outboxSent = sqlFunction<null>('auth', 'outbox_sent', { id: 'bigint' });
const outboxFailed = sqlFunction<null>('auth', 'outbox_failed', {
  id: 'bigint',
  error_code: 'text',
});

const batch = 20;
const sweepMs = 30_000;

export function createMailer(
  db: Database,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log?: MailLog,
): Mailer {
  const transport: Transporter = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = join(config.DATA_DIR, 'outbox');
  let running: Promise<void> | undefined;
  let again = false;
  let sweep: NodeJS.Timeout | undefined;

  const deliver = async (row: OutboxRow) => {
    const info = (await transport.sendMail({
      from: config.MAIL_FROM,
      to: row.to_address,
      subject: row.subject ?? '',
      text: row.body ?? '',
    })) as { message?: Buffer };
    if (!config.SMTP_URL && info.message) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${row.id}-${row.kind}.eml`), info.message, { mode: 0o600 });
    }
  };

  const round = async () => {
    // As the owner: the outbox has no caller; the server's own delivery of what flows queued.
    const rows = await callIn(db, claimOutbox, { max_rows: batch });
    for (const row of rows) {
      try {
        await deliver(row);
        await callIn(db, outboxSent, { id: row.id });
        log?.info(
          { kind: row.kind },
          config.SMTP_URL
            ? 'email sent'
            : 'email queued (no SMTP_URL: written to the outbox folder)',
        );
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const errorCode = typeof code === 'string' ? code : 'send_failed';
        log?.warn({ kind: row.kind, errorCode }, 'email not delivered; it will be tried again');
        await callIn(db, outboxFailed, { id: row.id, error_code: errorCode }).catch(
          () => undefined,
        );
      }
    }
    return rows.length === batch;
  };

  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          if (await round()) again = true;
        } while (again);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        log?.warn({ errorCode: typeof code === 'string' ? code : 'error' }, 'email round failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  return {
    flush,
    start() {
      sweep ??= setInterval(() => void flush(), sweepMs);
      sweep.unref();
      void flush();
    },
    async close() {
      clearInterval(sweep);
      sweep = undefined;
      await running;
      transport.close();
    },
  };
}
