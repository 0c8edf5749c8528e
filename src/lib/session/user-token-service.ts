import { createActor, fromPromise, type SnapshotFrom } from 'xstate';

import { machineError } from '@machines/machine-error';
import { NO_SESSION, userTokenMachine } from '@machines/user-token/user-token.machine';
import type { ApiClient } from '@/lib/api-client/client';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import { type CookieDocument, secureAttribute } from '@/lib/cookie-document';
import { logger } from '@/lib/logger';
import { flowInspect } from '@/lib/machines/inspection';

import { getUserToken } from './session-endpoints';
import type { SessionStore } from './session-store';

export const USER_TOKEN_COOKIE = 'user_token';
/** The platform's readable companion of its session cookie (schemas/api/session.json). */
export const SESSION_HINT_COOKIE = 'betframe_signed_in';

const hasSessionHint = (doc: CookieDocument | undefined) =>
  // Without a document to read (a worker, a test without cookies) the platform decides.
  !doc || new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=`).test(doc.cookie);

interface Options {
  readonly client: ApiClient;
  /** The app's session: follows the token and is followed by it. */
  readonly session: SessionStore;
  /** Where the token cookie goes (the page's document). */
  readonly document?: CookieDocument;
  readonly now?: () => number;
}

/**
 * The user-token machine at work for the page: the session store follows it (a token means signed
 * in, no session means guest), it follows the session store (a sign-in or sign-out elsewhere in
 * the app), the token is kept in the `user_token` cookie until its `exp`, and calls flagged auth
 * get it as `x-auth: Bearer …`.
 */
export function startUserToken({
  client,
  session,
  document: doc = globalThis.document,
  now = () => Date.now(),
}: Options) {
  // Only the page's first question can be answered locally: after a sign-in the platform is asked.
  let firstFetch = true;
  const actor = createActor(
    userTokenMachine.provide({
      actors: {
        fetchToken: fromPromise(async ({ signal }) => {
          const guest = firstFetch && !hasSessionHint(doc);
          firstFetch = false;
          if (guest) throw machineError({ code: NO_SESSION, message: 'no session cookie hint' });
          return asMachineCall(async () => ({
            token: (await client.call(getUserToken, undefined, { signal })).data.data.token,
            receivedAt: now(),
          }));
        }),
      },
      actions: {
        reportFailure: ({ context }) => logger.warn('user token: could not get one', context.error),
      },
    }),
    { inspect: flowInspect() },
  );
  const writeCookie = (snapshot: SnapshotFrom<typeof userTokenMachine>) => {
    if (!doc) return;
    const { token, expiresAt } = snapshot.context;
    const secure = secureAttribute(doc);
    doc.cookie = token
      ? `${USER_TOKEN_COOKIE}=${token}; expires=${new Date(expiresAt).toUTCString()}; path=/; samesite=lax${secure}`
      : `${USER_TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; samesite=lax${secure}`;
  };
  let known: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (known = resolve));
  let last: string | undefined;
  actor.subscribe((snapshot) => {
    const state = String(snapshot.value);
    if (state === last) return;
    last = state;
    if (state === 'fetching') return;
    known();
    writeCookie(snapshot);
    if (state === 'signedIn' && !session.get().authenticated) session.set({ authenticated: true });
    if (state === 'guest' && session.get().authenticated) session.set({ authenticated: false });
  });
  const unfollow = session.subscribe(() => {
    const { authenticated } = session.get();
    const snapshot = actor.getSnapshot();
    if (authenticated && (snapshot.matches('guest') || snapshot.matches('failed')))
      actor.send({ type: 'session.started' });
    if (!authenticated && !snapshot.matches('guest')) actor.send({ type: 'session.ended' });
  });
  actor.start();

  return {
    /** Resolves once the first answer says whether there is a session. */
    ready: () => ready,
    /** The current token ('' for guests), waiting for a fetch under way. */
    async token(): Promise<string> {
      const settled = actor.getSnapshot().matches('fetching')
        ? await new Promise<SnapshotFrom<typeof userTokenMachine>>((resolve) => {
            const sub = actor.subscribe((s) => {
              if (s.matches('fetching')) return;
              sub.unsubscribe();
              resolve(s);
            });
          })
        : actor.getSnapshot();
      return settled.context.token;
    },
    stop() {
      unfollow();
      actor.stop();
    },
  };
}

export type UserTokenService = ReturnType<typeof startUserToken>;
