import { jwtVerify, SignJWT } from 'jose';

import { hmacKey } from './hmac-key.ts';

/** Seconds a service token lives by default (BETFRAME_SERVICE_TOKEN_TTL_SECONDS overrides). */
export const SERVICE_TOKEN_TTL_SECONDS = 900;
const AUDIENCE = 'service';
/** A refresh may present an expired token of a live session: the session, not the clock, is the proof. */
const REFRESH_TOLERANCE_SECONDS = 30 * 24 * 3600;

export interface ServiceClaims {
  readonly playerId: number;
  readonly sessionId: string;
  readonly partner: number;
}

/** The service-token lifetime from the environment, or the default when unset or not a positive integer. */
export function serviceTokenTtl(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.BETFRAME_SERVICE_TOKEN_TTL_SECONDS);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : SERVICE_TOKEN_TTL_SECONDS;
}

/** A signed JWT (HS256, audience 'service') bound to a session; its id is a fresh jti. */
export async function issueServiceToken(
  secret: Uint8Array,
  claims: ServiceClaims,
  ttlSeconds: number,
  now = new Date(),
) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const jti = crypto.randomUUID();
  const token = await new SignJWT({ sid: claims.sessionId, partner: claims.partner })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.playerId))
    .setAudience(AUDIENCE)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .setIssuer('betframe')
    .sign(await hmacKey(secret));
  return { token, jti, expireDate: new Date((issuedAt + ttlSeconds) * 1000) };
}

/** The claims of a service token signed with our key (unexpired at `now` unless `forRefresh`); undefined otherwise. */
export async function verifyServiceToken(
  secret: Uint8Array,
  token: string,
  { forRefresh = false, now = new Date() } = {},
): Promise<ServiceClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: 'betframe',
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
      ...(forRefresh ? { clockTolerance: REFRESH_TOLERANCE_SECONDS } : {}),
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

/** The token of an `Authorization: Bearer …` header value. */
export const bearerOf = (header: unknown): string | undefined =>
  typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
