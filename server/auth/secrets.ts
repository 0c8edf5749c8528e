import { randomBytes } from 'node:crypto';

import type { Db } from '../db/db.ts';

/**
 * A named secret shared by every server on the database (created once, kept across restarts).
 * BETFRAME_TOKEN_SECRET overrides the user-token key, as an operator would in production.
 */
export async function serverSecret(
  db: Db,
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Uint8Array> {
  if (name === 'user_token' && env.BETFRAME_TOKEN_SECRET)
    return new TextEncoder().encode(env.BETFRAME_TOKEN_SECRET);
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [name],
  );
  if (!row) throw new Error(`secret ${name} is missing`);
  return Buffer.from(row.value, 'base64url');
}
