import type { ParamSpec } from './params';

/** HTTP methods an endpoint may use; every method but GET sends its params in the body. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Declarative description of one API call, as passed to `defineEndpoint`. */
export interface EndpointConfig<Raw, Output> {
  /** Path joined to the client's baseUrl, or an absolute URL. */
  url: string;
  method?: HttpMethod;
  /** Only these input fields are sent. */
  params?: Readonly<Record<string, ParamSpec>>;
  /** Names of `/{value}` segments appended to `url`, in this order. */
  pathParams?: readonly string[];
  transform?: (raw: Raw) => Output;
  /**
   * true: the user token as `x-auth: Bearer …` (the authHeaders hook). 'service': the service
   * token as `Authorization: Bearer …`, a 401 refetching it and retrying (the serviceToken hooks).
   */
  auth?: boolean | 'service';
  jsonApi?: boolean;
  /** A newer call to the same url cancels the one still in flight. */
  noParallel?: boolean;
  /** Time allowed until response headers arrive. */
  timeoutMs?: number;
  /** Time allowed for the body once headers arrived; defaults to the header timeout. */
  downloadTimeoutMs?: number;
  captcha?: boolean;
  /** Headers sent on every call, e.g. the custom header a cookie-only state change needs. */
  headers?: Readonly<Record<string, string>>;
}

/** A frozen endpoint descriptor; `Input` only exists at the type level. */
export interface Endpoint<Input, Raw, Output = Raw> extends Readonly<EndpointConfig<Raw, Output>> {
  readonly method: HttpMethod;
  /**
   * Type-only marker so `call` can infer Input; never set at runtime. A function
   * type keeps Input contravariant, which lets AnyEndpoint accept every endpoint.
   */
  readonly inputType?: (input: Input) => void;
}

/** Any endpoint, whatever its input and output types (for hooks and infrastructure). */
export type AnyEndpoint = Endpoint<never, never, unknown>;

/** Declares an endpoint as data; `method` defaults to GET. */
export function defineEndpoint<Input, Raw, Output = Raw>(
  config: EndpointConfig<Raw, Output>,
): Endpoint<Input, Raw, Output> {
  return Object.freeze({ ...config, method: config.method ?? 'GET' });
}
