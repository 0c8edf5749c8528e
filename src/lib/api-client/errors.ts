import { isRecord } from './values';

/** The spec's request-result codes, carried by every ApiError. */
export const REQUEST_RESULT = { success: 1, error: 2, networkError: 3, closed: 4 } as const;
/** One of the REQUEST_RESULT codes. */
export type RequestResult = (typeof REQUEST_RESULT)[keyof typeof REQUEST_RESULT];

/** What went wrong, independent of the HTTP status. */
export type ApiErrorKind =
  'http' | 'query' | 'parse' | 'timeout' | 'download-timeout' | 'cancelled' | 'network';

/** i18n keys used when the server gives no message of its own. */
export const ERROR_KEYS = {
  serverGeneric: 'error_server_generic',
  queryGeneric: 'error_query_generic',
  timeout: 'error_request_timeout',
  network: 'error_network',
  cancelled: 'error_request_cancelled',
} as const;

/** The message to show the user: first non-empty `errors[].detail`, else `message`, else the key. */
export function userMessageOf(body: unknown, fallbackKey: string): string {
  if (!isRecord(body)) return fallbackKey;
  const errors: unknown = body.errors;
  if (Array.isArray(errors)) {
    for (const entry of errors as readonly unknown[]) {
      if (isRecord(entry) && typeof entry.detail === 'string' && entry.detail !== '') {
        return entry.detail;
      }
    }
  }
  return typeof body.message === 'string' && body.message !== '' ? body.message : fallbackKey;
}

/**
 * What to show a person for a refusal: the platform's message key where the dictionaries know it
 * (`exists`, i18next's), else the user message (the spec's order: the first error's detail, then
 * the message). The reference platform's details are written for developers ("account 12 holds
 * money"); its keys are what each language translates.
 */
export function refusalText(error: ApiError, exists: (key: string) => boolean): string {
  const body: unknown = error.body;
  const key = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  return key && exists(key) ? key : error.userMessage;
}

/** Constructor fields of an ApiError; everything but status and url has a default. */
export interface ApiErrorInit {
  status: number;
  url: string;
  body?: unknown;
  kind?: ApiErrorKind;
  requestResult?: RequestResult;
  userMessage?: string;
  message?: string;
  cause?: unknown;
}

/** Every failure of `client.call` that reached or tried to reach the server. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly url: string;
  readonly body: unknown;
  readonly userMessage: string;
  readonly kind: ApiErrorKind;
  readonly requestResult: RequestResult;

  constructor(init: ApiErrorInit) {
    const message = init.message ?? `HTTP ${init.status} from ${init.url}`;
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.url = init.url;
    this.body = init.body;
    this.kind = init.kind ?? 'http';
    this.requestResult = init.requestResult ?? REQUEST_RESULT.error;
    this.userMessage = init.userMessage ?? userMessageOf(init.body, ERROR_KEYS.serverGeneric);
  }
}

/** A 2xx response whose JSON body says `success: false`. */
export class QueryError extends ApiError {
  override name = 'QueryError';
  constructor(status: number, url: string, body: unknown) {
    super({
      status,
      url,
      body,
      kind: 'query',
      userMessage: userMessageOf(body, ERROR_KEYS.queryGeneric),
      message: `success: false from ${url}`,
    });
  }
}

export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
}
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
export class MethodNotAllowedError extends ApiError {
  override name = 'MethodNotAllowedError';
}
export class UnsupportedMediaTypeError extends ApiError {
  override name = 'UnsupportedMediaTypeError';
}
export class TooManyRequestsError extends ApiError {
  override name = 'TooManyRequestsError';
}
export class UnavailableForLegalReasonsError extends ApiError {
  override name = 'UnavailableForLegalReasonsError';
}
export class ClientClosedRequestError extends ApiError {
  override name = 'ClientClosedRequestError';
}
export class InternalServerError extends ApiError {
  override name = 'InternalServerError';
}
export class NotImplementedError extends ApiError {
  override name = 'NotImplementedError';
}
export class BadGatewayError extends ApiError {
  override name = 'BadGatewayError';
}

/** HTTP status → error class; statuses not listed map to a plain ApiError. */
export const HTTP_ERROR_CLASSES: Readonly<Record<number, typeof ApiError>> = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  405: MethodNotAllowedError,
  415: UnsupportedMediaTypeError,
  429: TooManyRequestsError,
  451: UnavailableForLegalReasonsError,
  499: ClientClosedRequestError,
  500: InternalServerError,
  501: NotImplementedError,
  502: BadGatewayError,
};

/** The typed error for a non-2xx response. */
export function errorFromResponse(status: number, url: string, body: unknown): ApiError {
  const ErrorClass = HTTP_ERROR_CLASSES[status] ?? ApiError;
  return new ErrorClass({ status, url, body, kind: 'http' });
}
