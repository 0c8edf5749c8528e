import type { Queryable } from '../db/db.ts';
import { ApiProblem, tooManyRequests } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { sendMessage } from '../outbox.ts';
import type { HistoryPage } from './bet-history.ts';

/** The office's dictionary (src/locales/dictionaries.json), where the history's words are. */
const OFFICE_DICTIONARY = '5';
/** One history mail a minute a player. */
export const HISTORY_MAIL_EVERY_SECONDS = 60;

const day = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

/** The mail's text: the period, then each bet and its selections, in the player's language. */
export function historyMailText(dictionaries: DictionarySet, language: string, page: HistoryPage) {
  const text = (key: string, params: Record<string, string | number> = {}) =>
    serverText(dictionaries, language, key, params, OFFICE_DICTIONARY);
  const bets = page.bets.map((bet) => {
    const head = text('office_bets_mail_bet', {
      id: bet.id,
      date: bet.placedAt.replace('T', ' ').replace('Z', ' UTC'),
      kind: text(`office_bets_kind_${bet.kind}`),
      stake: `${bet.stake} ${bet.currency}`,
      odds: bet.coefficient.toFixed(3),
      status: text(`office_bets_status_${bet.statusId}`),
      payout: `${bet.payout ?? bet.potentialPayout} ${bet.currency}`,
    });
    const lines = bet.selections.map(
      (s) =>
        `  · ${s.outcomeName ?? `${s.team1} – ${s.team2}`} (${s.champ}) @ ${s.c.toFixed(2)}` +
        (s.result ? ` — ${text(`office_bets_result_${s.result}`)}` : ''),
    );
    return [head, ...lines].join('\n');
  });
  const period = { from: day(page.dateFrom), to: day(page.dateTo) };
  return {
    subject: text('office_bets_mail_subject', period),
    body: [
      text('office_bets_mail_intro', period),
      '',
      bets.length > 0 ? bets.join('\n\n') : text('office_bets_empty'),
    ].join('\n'),
  };
}

/**
 * Writes the history mail to the player's e-mail (the outbox): a 409 without an e-mail, a 429
 * within a minute of the last one (taken in the caller's transaction, so two at once send one).
 */
export async function sendHistoryMail(
  tx: Queryable,
  playerId: number,
  mail: { subject: string; body: string },
): Promise<string> {
  const [player] = await tx.query<{ email: string | null }>(
    'SELECT email FROM players WHERE id = $1',
    [playerId],
  );
  const email = player?.email?.toLowerCase();
  if (!email)
    throw new ApiProblem(409, 'error_bets_history_mail_no_email', [
      `player ${playerId}: no e-mail`,
    ]);
  const [taken] = await tx.query<{ sent_at: string }>(
    `INSERT INTO bet_history_mails (player_id, sent_at) VALUES ($1, now())
     ON CONFLICT (player_id) DO UPDATE SET sent_at = now()
       WHERE bet_history_mails.sent_at <= now() - make_interval(secs => $2)
     RETURNING sent_at`,
    [playerId, HISTORY_MAIL_EVERY_SECONDS],
  );
  if (!taken) {
    const [last] = await tx.query<{ wait: number }>(
      `SELECT extract(epoch FROM sent_at + make_interval(secs => $2) - now())::float8 AS wait
       FROM bet_history_mails WHERE player_id = $1`,
      [playerId, HISTORY_MAIL_EVERY_SECONDS],
    );
    throw tooManyRequests(last?.wait ?? HISTORY_MAIL_EVERY_SECONDS);
  }
  await sendMessage(tx, { channel: 'email', recipient: email, ...mail });
  return email;
}
