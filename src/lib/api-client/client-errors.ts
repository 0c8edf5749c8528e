import {
  ApiError,
  type ApiErrorInit,
  type ApiErrorKind,
  ERROR_KEYS,
  REQUEST_RESULT,
} from './errors';

/** Client-side status codes for the two timeout flavours (the spec's 1488 / 1489). */
export const TIMEOUT_STATUS = 1488;
export const DOWNLOAD_TIMEOUT_STATUS = 1489;

/** No response headers arrived within the endpoint's timeout. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
  constructor(url: string, timeoutMs: number) {
    super({
      ...clientSide(TIMEOUT_STATUS, url, 'timeout', ERROR_KEYS.timeout),
      message: `No response within ${timeoutMs} ms: ${url}`,
    });
  }
}

/** Headers arrived but the body did not finish within the download timeout. */
export class DownloadTimeoutError extends ApiError {
  override name = 'DownloadTimeoutError';
  constructor(url: string, timeoutMs: number) {
    super({
      ...clientSide(DOWNLOAD_TIMEOUT_STATUS, url, 'download-timeout', ERROR_KEYS.timeout),
      message: `Response body not received within ${timeoutMs} ms: ${url}`,
    });
  }
}

/** The caller aborted, or a newer call to the same `noParallel` url superseded this one. */
export class CancelledError extends ApiError {
  override name = 'CancelledError';
  constructor(url: string, reason: 'aborted' | 'superseded') {
    super({
      ...clientSide(0, url, 'cancelled', ERROR_KEYS.cancelled),
      requestResult: REQUEST_RESULT.closed,
      message: `Request ${reason}: ${url}`,
    });
  }
}

/** `fetch` itself rejected or the body stream failed (offline, DNS, CORS, reset). */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  constructor(url: string, cause: unknown) {
    super({ ...clientSide(0, url, 'network', ERROR_KEYS.network), cause });
  }
}

function clientSide(status: number, url: string, kind: ApiErrorKind, key: string): ApiErrorInit {
  return {
    status,
    url,
    kind,
    userMessage: key,
    requestResult: REQUEST_RESULT.networkError,
    message: `Request failed: ${url}`,
  };
}
