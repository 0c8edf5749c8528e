import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { servedOverHttps } from '../http/security-headers.ts';
import { serverSecret } from './secrets.ts';
import { installServiceAuth } from './service-auth.ts';
import {
  openSession,
  type Session,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  SESSION_IDLE_DAYS,
  sessionIsOpen,
  sessionOfCookie,
} from './sessions.ts';
import { issueUserToken, type UserClaims, verifyUserToken } from './user-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The player a call flagged auth is for: a valid `x-auth: Bearer` token of an open session (401 otherwise). */
    authenticate(request: FastifyRequest): Promise<UserClaims>;
    /**
     * Logs the player in: a new session and its cookie — kept for the session's idle lifetime when
     * the player asked to be remembered (the default), else gone when the browser closes.
     */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      playerId: number,
      options?: { remember?: boolean },
    ): Promise<Session>;
    /** The session of the request's cookie, if open. */
    sessionOf(request: FastifyRequest): Promise<Session | undefined>;
    /** A user token for a session. */
    userTokenFor(session: Session, partner: number): Promise<string>;
  }
}

/** The session cookie's attributes; Secure whenever the player came over https. */
export const sessionCookieOptions = (request: FastifyRequest) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverHttps(request),
  }) as const;

/** Drops the session cookie and its readable hint (signed out, or a session that ended elsewhere). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
  void reply.clearCookie(SESSION_HINT_COOKIE, {
    ...sessionCookieOptions(request),
    httpOnly: false,
  });
}

const unauthorized = () =>
  new ApiProblem(401, 'error_unauthorized', ['a valid user token is required']);

/** Sessions (cookie) and user tokens (signed JWT, checked against the session on every call). */
export async function installAuth(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(fastifyCookie);
  const secret = await serverSecret(db, 'user_token');
  await installServiceAuth(app, db);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers['x-auth'];
    const token = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    const claims = token ? await verifyUserToken(secret, token, app.clock.now()) : undefined;
    if (!claims || claims.partner !== app.settingsOf(request).variant.partner) throw unauthorized();
    // A closed session's tokens die with it, signature or not.
    if (!(await sessionIsOpen(db, claims.sessionId))) throw unauthorized();
    return claims;
  });

  app.decorate(
    'startSession',
    async (
      request: FastifyRequest,
      reply: FastifyReply,
      playerId: number,
      { remember = true }: { remember?: boolean } = {},
    ) => {
      const { session, cookie } = await openSession(db, playerId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const lifetime = remember ? { maxAge: SESSION_IDLE_DAYS * 24 * 3600 } : {};
      void reply.setCookie(SESSION_COOKIE, cookie, {
        ...sessionCookieOptions(request),
        ...lifetime,
      });
      void reply.setCookie(SESSION_HINT_COOKIE, '1', {
        ...sessionCookieOptions(request),
        httpOnly: false,
        ...lifetime,
      });
      return session;
    },
  );

  app.decorate('sessionOf', (request: FastifyRequest) =>
    sessionOfCookie(db, request.cookies[SESSION_COOKIE]),
  );
  app.decorate('userTokenFor', (session: Session, partner: number) =>
    issueUserToken(
      secret,
      { playerId: session.playerId, sessionId: session.id, partner },
      app.clock.now(),
    ),
  );
}
