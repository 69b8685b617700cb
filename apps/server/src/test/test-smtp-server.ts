import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  raw: string;
}

/**
 * A real SMTP server on loopback for tests (the `smtp-server` package): it keeps what it receives
 * and, with `saveTo`, also writes each mail there as `<n>-<recipient>.eml` (the browser journeys
 * read them from another process). Plain SMTP, no TLS or auth: loopback only.
 */
export async function startTestSmtp(options: { port?: number; saveTo?: string } = {}) {
  const inbox: ReceivedMail[] = [];
  let count = 0;
  if (options.saveTo) mkdirSync(options.saveTo, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) {
          inbox.push({ to: r.address, raw });
          if (options.saveTo) {
            writeFileSync(join(options.saveTo, `${++count}-${r.address}.eml`), raw);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The 6-digit code of the next mail to `to`, taken out of the inbox (waits up to 5 s). */
    async codeFor(to: string): Promise<string> {
      for (let i = 0; i < 200; i++) {
        const at = inbox.findIndex((m) => m.to === to);
        if (at >= 0) {
          const [mail] = inbox.splice(at, 1);
          const code = /code is (\d{6})\./.exec(mail!.raw)?.[1];
          if (!code) throw new Error('no code in the mail');
          return code;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
