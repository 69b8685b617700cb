import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/config.ts';

/**
 * Sends text messages (phone verification codes). One implementation per provider, chosen by
 * SMS_PROVIDER; none configured means phone contacts cannot be verified yet (createSmsSender
 * answers null). An implementation never logs a message's text: it carries a code.
 */
export interface SmsSender {
  readonly provider: string;
  /** Sends `text` to `to` (a contact's number as the member wrote it); throws when it could not. */
  send(message: { to: string; text: string; kind: string }): Promise<void>;
}

export interface SmsLog {
  info(details: object, message: string): void;
}

/** A number with all but its last two digits hidden: '+91 98765 43210' → '+•• ••••• •••10'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (d) => (++seen > digits - 2 ? d : '•'));
}

/**
 * The logging sender (SMS_PROVIDER=log), for development and for operators wiring a gateway: it
 * logs that a message of a kind went to a masked number. Outside production it also writes the
 * message into DATA_DIR/sms-outbox/ (owner-only), as the mailer's outbox does, so a developer
 * can read the code; in production nothing holds the text.
 */
export function createLogSmsSender(
  config: Pick<Config, 'DATA_DIR' | 'NODE_ENV'>,
  log: SmsLog,
): SmsSender {
  const folder = join(config.DATA_DIR, 'sms-outbox');
  let counter = 0;
  return {
    provider: 'log',
    async send({ to, text, kind }) {
      if (config.NODE_ENV !== 'production') {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        const name = `${Date.now()}-${++counter}-${to.replace(/\D/g, '')}.txt`;
        await writeFile(join(folder, name), `To: ${to}\n\n${text}\n`, { mode: 0o600 });
      }
      log.info({ sms: kind, to: maskPhone(to) }, 'SMS sent (log provider)');
    },
  };
}

export function createSmsSender(
  config: Pick<Config, 'SMS_PROVIDER' | 'DATA_DIR' | 'NODE_ENV'>,
  log: SmsLog,
): SmsSender | null {
  switch (config.SMS_PROVIDER) {
    case 'log':
      return createLogSmsSender(config, log);
    default:
      return null;
  }
}
