import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../db/db.ts';
import { one } from '../db/db.ts';

export const SESSION_COOKIE = 'betframe_session';
/**
 * A readable companion of the (HttpOnly) session cookie, holding no secret: the page asks for a
 * user token only when it is there, so a guest's pages make no call that can only fail.
 */
export const SESSION_HINT_COOKIE = 'betframe_signed_in';
/** Days a session lives without being used. */
export const SESSION_IDLE_DAYS = 30;

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

export interface Session {
  readonly id: string;
  readonly playerId: number;
}

/** Opens a session for a player; returns the cookie value (only its hash is stored). */
export async function openSession(
  db: Db,
  playerId: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<{ session: Session; cookie: string }> {
  const cookie = randomBytes(32).toString('base64url');
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO sessions (player_id, token_hash, ip, user_agent) VALUES ($1, $2, $3, $4) RETURNING id',
    [playerId, hashOf(cookie), meta.ip ?? null, meta.userAgent?.slice(0, 300) ?? null],
  );
  if (!row) throw new Error('session was not stored');
  return { session: { id: row.id, playerId }, cookie };
}

/** The open session a cookie belongs to (and marks it used), or undefined. */
export async function sessionOfCookie(
  db: Db,
  cookie: string | undefined,
): Promise<Session | undefined> {
  if (!cookie) return undefined;
  const row = await one<{ id: string; player_id: number }>(
    db,
    `UPDATE sessions SET last_seen_at = now()
     WHERE token_hash = $1 AND ended_at IS NULL AND last_seen_at > now() - make_interval(days => $2)
     RETURNING id, player_id`,
    [hashOf(cookie), SESSION_IDLE_DAYS],
  );
  return row ? { id: row.id, playerId: row.player_id } : undefined;
}

/** True while a session is open (tokens are checked against it on every call). */
export async function sessionIsOpen(db: Db, sessionId: string): Promise<boolean> {
  const row = await one(db, 'SELECT 1 FROM sessions WHERE id = $1 AND ended_at IS NULL', [
    sessionId,
  ]);
  return row !== undefined;
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL', [
    sessionId,
  ]);
}

/** A session as the player's history shows it. */
export interface SessionRecord {
  readonly id: string;
  readonly created_at: string;
  readonly last_seen_at: string;
  readonly ended_at: string | null;
  readonly ip: string | null;
  readonly user_agent: string | null;
}

/** The signed-out sessions the player's history shows: those of the last `days`, at most `limit`. */
export const SESSION_HISTORY = { days: 30, limit: 10 } as const;

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The player's sessions as the office lists them: the open ones (the one asking first, then by
 * last use), then the recent history — signed out, or idle past a session's life — newest first.
 * Older history is left to the purge (server/upkeep/purge.ts).
 */
export async function sessionsOf(
  db: Db,
  playerId: number,
  currentId: string,
): Promise<(SessionRecord & { active: boolean })[]> {
  const open = `ended_at IS NULL AND last_seen_at > now() - make_interval(days => ${SESSION_IDLE_DAYS})`;
  // An idle session ended when its life ran out: that is when the history says it ended.
  const ended = `coalesce(ended_at, last_seen_at + make_interval(days => ${SESSION_IDLE_DAYS}))`;
  const columns = `id, ${ISO('created_at')} AS created_at, ${ISO('last_seen_at')} AS last_seen_at, ip, user_agent`;
  const active = await db.query<SessionRecord>(
    `SELECT ${columns}, NULL AS ended_at FROM sessions WHERE player_id = $1 AND ${open}
     ORDER BY id = $2 DESC, last_seen_at DESC, id`,
    [playerId, currentId],
  );
  const history = await db.query<SessionRecord>(
    `SELECT ${columns}, ${ISO(ended)} AS ended_at FROM sessions
     WHERE player_id = $1 AND NOT (${open}) AND ${ended} > now() - make_interval(days => $2)
     ORDER BY ${ended} DESC, id LIMIT $3`,
    [playerId, SESSION_HISTORY.days, SESSION_HISTORY.limit],
  );
  return [
    ...active.map((s) => ({ ...s, active: true })),
    ...history.map((s) => ({ ...s, active: false })),
  ];
}

/** Ends one of the player's sessions; false when it is not theirs. */
export async function endPlayerSession(
  db: Db,
  playerId: number,
  sessionId: string,
): Promise<boolean> {
  const row = await one(
    db,
    'UPDATE sessions SET ended_at = coalesce(ended_at, now()) WHERE id = $1 AND player_id = $2 RETURNING id',
    [sessionId, playerId],
  );
  return row !== undefined;
}

/** Ends every open session of the player but `keep`. */
export async function endOtherSessions(db: Db, playerId: number, keep: string): Promise<void> {
  await db.query(
    'UPDATE sessions SET ended_at = now() WHERE player_id = $1 AND id <> $2 AND ended_at IS NULL',
    [playerId, keep],
  );
}
