import type { Queryable } from './db/db.ts';

export interface OutgoingMessage {
  readonly channel: 'sms' | 'email';
  readonly recipient: string;
  readonly subject?: string;
  readonly body: string;
}

/**
 * "Sends" a message: the reference platform has no SMS or mail gateway, so messages are stored
 * and shown at /__dev/outbox outside production (demos and tests read codes there).
 */
export async function sendMessage(db: Queryable, message: OutgoingMessage): Promise<void> {
  await db.query('INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
    message.channel,
    message.recipient,
    message.subject ?? null,
    message.body,
  ]);
}
