import { linkAbort, raceAbort } from './abort';
import { CancelledError } from './client-errors';
import type { AnyEndpoint, Endpoint } from './endpoint';
import { ApiError } from './errors';
import { prepareRequest } from './request';
import { sendWithServiceToken, type ServiceTokenHooks } from './service-auth';
import { ServiceTokenError } from './service-token-error';
import { transport } from './transport';

const DEFAULT_TIMEOUT_MS = 30_000;
const CAPTCHA_HEADER = 'x-captcha-token';

/** What the auth hook learns about the call it is authorising. */
export interface AuthContext {
  endpoint: AnyEndpoint;
  url: string;
}

/** Extension points for modules the client must not depend on (auth, captcha, reporting). */
export interface ApiClientHooks {
  authHeaders?: (ctx: AuthContext) => Promise<Record<string, string>> | Record<string, string>;
  /** Supplies a captcha token for `captcha` endpoints when the caller passed none. */
  captchaHeader?: () => Promise<string | undefined>;
  /** The service token for calls flagged `auth: 'service'`; without it such calls fail. */
  serviceToken?: ServiceTokenHooks;
  /** Sees every ApiError except cancellations, which are not failures. */
  onError?: (err: ApiError) => void;
}

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  hooks?: ApiClientHooks;
  defaultTimeoutMs?: number;
  /** Headers every call carries, read at call time (the current language as x-lang). */
  defaultHeaders?: () => Readonly<Record<string, string>>;
}

/** Per-call options of `client.call`. */
export interface CallOptions {
  signal?: AbortSignal;
  pathParams?: Readonly<Record<string, string | number>>;
  headers?: Readonly<Record<string, string>>;
  captchaToken?: string;
  /** Sees the response headers (for the `Date` of a token answer); called once per response. */
  onResponseHeaders?: (headers: Headers) => void;
}

/** The one way the app talks to the server. */
export interface ApiClient {
  call<I, R, O>(endpoint: Endpoint<I, R, O>, input?: NoInfer<I>, opts?: CallOptions): Promise<O>;
  /**
   * The client's transport, for the one caller whose bodies are not JSON calls: analytics beacons
   * (gzip bodies, keepalive). Same base URL and fetch as every call, so tests see them too.
   */
  readonly transport?: typeof fetch;
}

/** Creates a client; the in-flight map for `noParallel` is its only mutable state. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = '', hooks = {}, defaultTimeoutMs = DEFAULT_TIMEOUT_MS } = options;
  // Resolved per call so a fetch stubbed after client creation is still used.
  const fetchImpl: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);
  const inFlight = new Map<string, () => void>();

  function claimUrl(key: string, cancel: () => void): () => void {
    inFlight.get(key)?.();
    inFlight.set(key, cancel);
    return () => {
      if (inFlight.get(key) === cancel) inFlight.delete(key);
    };
  }

  async function extraHeaders(endpoint: AnyEndpoint, url: string, opts: CallOptions) {
    const headers: Record<string, string> = {};
    if (endpoint.auth === true && hooks.authHeaders) {
      Object.assign(headers, await hooks.authHeaders({ endpoint, url }));
    }
    if (endpoint.captcha) {
      const token = opts.captchaToken ?? (await hooks.captchaHeader?.());
      if (token) headers[CAPTCHA_HEADER] = token;
    }
    return headers;
  }

  function report(error: unknown): unknown {
    if (!(error instanceof ApiError) || error instanceof CancelledError || !hooks.onError) {
      return error;
    }
    try {
      hooks.onError(error);
    } catch (hookError) {
      // A faulty reporter must not replace the error the caller is waiting for.
      queueMicrotask(() => {
        throw hookError;
      });
    }
    return error;
  }

  /** A service call goes through the service-token hooks (per path, the query aside); any other straight out. */
  function sendService(
    endpoint: AnyEndpoint,
    pathUrl: string,
    signal: AbortSignal,
    send: (auth: Record<string, string>) => Promise<unknown>,
  ) {
    if (endpoint.auth !== 'service') return send({});
    if (!hooks.serviceToken)
      return Promise.reject(
        new ServiceTokenError('USER_NOT_AUTHENTICATED', pathUrl, {
          message: 'no service-token hooks',
        }),
      );
    return sendWithServiceToken(hooks.serviceToken, pathUrl, signal, send);
  }

  async function call<I, R, O>(
    endpoint: Endpoint<I, R, O>,
    input?: NoInfer<I>,
    opts: CallOptions = {},
  ): Promise<O> {
    const anyEndpoint: AnyEndpoint = endpoint;
    const request = prepareRequest(baseUrl, anyEndpoint, input, opts.pathParams);
    const controller = new AbortController();
    const unlink = linkAbort(
      opts.signal,
      controller,
      () => new CancelledError(request.url, 'aborted'),
    );
    const release = endpoint.noParallel
      ? claimUrl(request.pathUrl, () =>
          controller.abort(new CancelledError(request.url, 'superseded')),
        )
      : () => undefined;
    try {
      // Do not bother the hooks for a call that was cancelled before it started.
      controller.signal.throwIfAborted();
      const hookHeaders = await raceAbort(
        extraHeaders(anyEndpoint, request.url, opts),
        controller.signal,
      );
      const timeoutMs = endpoint.timeoutMs ?? defaultTimeoutMs;
      const downloadTimeoutMs = endpoint.downloadTimeoutMs ?? timeoutMs;
      const send = (auth: Record<string, string>) =>
        transport({
          fetch: fetchImpl,
          request,
          headers: {
            ...request.headers,
            ...options.defaultHeaders?.(),
            ...hookHeaders,
            ...auth,
            ...opts.headers,
          },
          controller,
          timeoutMs,
          downloadTimeoutMs,
          ...(opts.onResponseHeaders ? { onHeaders: opts.onResponseHeaders } : {}),
        });
      const body = await sendService(anyEndpoint, request.pathUrl, controller.signal, send);
      // Raw is trusted as declared; shape checks belong in the endpoint's transform.
      return (endpoint.transform ? endpoint.transform(body as R) : body) as O;
    } catch (error) {
      throw report(error);
    } finally {
      unlink();
      release();
    }
  }

  const rawFetch: typeof fetch = (input, init) =>
    fetchImpl(
      typeof input === 'string' && input.startsWith('/') ? `${baseUrl}${input}` : input,
      init,
    );
  return { call, transport: rawFetch };
}
