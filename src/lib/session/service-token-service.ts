import { type ActorOptions, type AnyActorLogic, createActor, fromPromise, waitFor } from 'xstate';

import { machineError } from '@machines/machine-error';
import {
  FORBIDDEN,
  SERVICE_TOKEN_ERRORS,
  serviceTokenMachine,
  type TokenAnswer,
} from '@machines/service-token/service-token.machine';
import type { ApiClient, CallOptions } from '@/lib/api-client/client';
import { ForbiddenError } from '@/lib/api-client/errors';
import { machineErrorOf } from '@/lib/api-client/machine-error-of';
import type { ServiceTokenHooks } from '@/lib/api-client/service-auth';
import { ServiceTokenError } from '@/lib/api-client/service-token-error';
import { isRecord } from '@/lib/api-client/values';
import { flowInspect } from '@/lib/machines/inspection';

import { getServiceToken, postServiceTokenRefresh } from './session-endpoints';
import type { SessionStore } from './session-store';

interface Options {
  readonly client: ApiClient;
  /** The app's session: its sign-out drops the token. */
  readonly session: SessionStore;
  readonly now?: () => number;
  /** Runs the machine's timers (the token going stale); tests pass xstate's SimulatedClock. */
  readonly clock?: ActorOptions<AnyActorLogic>['clock'];
}

/** `data.attributes` of a JSON:API answer, whatever came: the machine judges what is missing. */
const attributesOf = (body: unknown): Record<string, unknown> =>
  isRecord(body) && isRecord(body.data) && isRecord(body.data.attributes)
    ? body.data.attributes
    : {};

/**
 * The service-token machine at work for the page: the client's `serviceToken` hooks. Tokens come
 * from the one API client (the answer's Date header read as it arrives), the session store's
 * sign-out drops the token, and failures reach the caller as a ServiceTokenError.
 */
export function startServiceToken({ client, session, now = () => Date.now(), clock }: Options) {
  /** One token call: the answer's attributes, its Date header and our clock when the headers came. */
  const answer = async (
    call: (opts: CallOptions) => Promise<unknown>,
    signal: AbortSignal,
  ): Promise<TokenAnswer> => {
    let date: string | null = null;
    let receivedAt = now();
    try {
      const body = await call({
        signal,
        onResponseHeaders: (headers) => ((date = headers.get('date')), (receivedAt = now())),
      });
      const { userToken, expireDate } = attributesOf(body);
      return { token: userToken, expireDate, date, receivedAt };
    } catch (error) {
      throw error instanceof ForbiddenError
        ? machineError({ code: FORBIDDEN, message: error.message })
        : machineErrorOf(error);
    }
  };
  const actor = createActor(
    serviceTokenMachine.provide({
      actors: {
        fetchToken: fromPromise(({ signal }) =>
          answer((opts) => client.call(getServiceToken, undefined, opts), signal),
        ),
        refreshToken: fromPromise<TokenAnswer, { token: string }>(({ input, signal }) =>
          answer(
            (opts) =>
              client.call(postServiceTokenRefresh, undefined, {
                ...opts,
                headers: { Authorization: `Bearer ${input.token}` },
              }),
            signal,
          ),
        ),
      },
    }),
    { inspect: flowInspect(), ...(clock ? { clock } : {}) },
  );
  const unfollow = session.subscribe(() => {
    if (!session.get().authenticated && !actor.getSnapshot().matches('idle'))
      actor.send({ type: 'session.ended' });
  });
  actor.start();

  const hooks: ServiceTokenHooks = {
    async token(url) {
      actor.send({ type: 'token.request' });
      // Every request waits on the one fetch or refresh under way.
      const settled = await waitFor(
        actor,
        (s) => !s.matches('fetching') && !s.matches('refreshing'),
      );
      if (settled.matches('valid') || settled.matches('stale')) return settled.context.token;
      // Idle: the session ended while we waited.
      const error = settled.context.error ?? SERVICE_TOKEN_ERRORS.userNotAuthenticated;
      throw new ServiceTokenError(error.code, url, { message: error.message });
    },
    rejected(url, token, cause) {
      actor.send({ type: 'token.rejected', url, token });
      if (actor.getSnapshot().context.refusedUrl === url)
        throw new ServiceTokenError(SERVICE_TOKEN_ERRORS.tokenNotAuthenticated.code, url, {
          cause,
        });
    },
    accepted: (url) => actor.send({ type: 'token.accepted', url }),
  };
  return {
    ...hooks,
    /** The machine's snapshot (for tests and QA). */
    snapshot: () => actor.getSnapshot(),
    stop() {
      unfollow();
      actor.stop();
    },
  };
}

/** The running service-token runtime of the page. */
export type ServiceTokenService = ReturnType<typeof startServiceToken>;
