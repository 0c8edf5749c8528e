import { randomBytes } from 'node:crypto';

import type { Queryable } from '../db/db.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { sendMessage } from '../outbox.ts';
import { createCode, type SentCode } from './codes.ts';

export const ACTIVATION_PURPOSE = 'email_activation';
const LINK_TTL = 24 * 3600;

interface ActivationMail {
  readonly playerId: number;
  readonly email: string;
  /** The site's own origin (scheme and host), where the link leads. */
  readonly origin: string;
  readonly language: string;
  readonly brand: string;
}

/**
 * The activation e-mail: a link to the site's /{lng}/activate page and a code, both good for a
 * day (one mail a minute per address, like every code).
 */
export async function sendActivationMail(
  db: Queryable,
  dictionaries: DictionarySet,
  mail: ActivationMail,
): Promise<SentCode> {
  const email = mail.email.toLowerCase();
  const sent = await createCode(db, ACTIVATION_PURPOSE, email, 6, LINK_TTL);
  const token = randomBytes(24).toString('base64url');
  await db.query('UPDATE verification_codes SET proof = $2 WHERE id = $1', [sent.id, token]);
  const link = `${mail.origin}/${mail.language}/activate?token=${token}&user_id=${mail.playerId}`;
  const { brand } = mail;
  await sendMessage(db, {
    channel: 'email',
    recipient: email,
    subject: serverText(dictionaries, mail.language, 'activation_mail_subject', { brand }),
    body: serverText(dictionaries, mail.language, 'activation_mail_body', {
      link,
      code: sent.code,
      brand,
    }),
  });
  return sent;
}
