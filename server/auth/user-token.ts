import { jwtVerify, SignJWT } from 'jose';

import { hmacKey } from './hmac-key.ts';

/** Minutes a user token lives; the app fetches a new one from the session before it expires. */
export const USER_TOKEN_MINUTES = 15;

export interface UserClaims {
  readonly playerId: number;
  readonly sessionId: string;
  readonly partner: number;
}

/** A signed JWT (HS256) naming the player and the session it came from. */
export async function issueUserToken(
  secret: Uint8Array,
  claims: UserClaims,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, partner: claims.partner })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.playerId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + USER_TOKEN_MINUTES * 60)
    .setIssuer('betframe')
    .sign(await hmacKey(secret));
}

/** The claims of a valid token signed with our key, unexpired at `now`; undefined otherwise. */
export async function verifyUserToken(
  secret: Uint8Array,
  token: string,
  now = new Date(),
): Promise<UserClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: 'betframe',
      algorithms: ['HS256'],
      currentDate: now,
    });
    const playerId = Number(payload.sub);
    if (
      !Number.isInteger(playerId) ||
      typeof payload.sid !== 'string' ||
      typeof payload.partner !== 'number'
    )
      return undefined;
    return { playerId, sessionId: payload.sid, partner: payload.partner };
  } catch {
    return undefined;
  }
}
