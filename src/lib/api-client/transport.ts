import { raceAbort } from './abort';
import { DownloadTimeoutError, NetworkError, TimeoutError } from './client-errors';
import { ApiError } from './errors';
import type { PreparedRequest } from './request';
import { interpretResponse } from './response';

/** One network round trip, with both timeouts enforced through `controller`. */
export interface TransportCall {
  fetch: typeof fetch;
  request: PreparedRequest;
  headers: Record<string, string>;
  controller: AbortController;
  timeoutMs: number;
  downloadTimeoutMs: number;
  /** Sees the response headers as soon as they arrive, whatever the status. */
  onHeaders?: (headers: Headers) => void;
}

/** Maps a rejected fetch or body read: our own abort reasons win, anything else is a network error. */
function rethrowAs(signal: AbortSignal, url: string) {
  return (error: unknown): never => {
    if (signal.aborted && signal.reason instanceof ApiError) throw signal.reason;
    throw new NetworkError(url, error);
  };
}

/** Fetches, reads and interprets the response; rejects only with ApiError. */
export async function transport(call: TransportCall): Promise<unknown> {
  const { request, controller, timeoutMs, downloadTimeoutMs } = call;
  const { url } = request;
  const { signal } = controller;
  let timer = setTimeout(() => controller.abort(new TimeoutError(url, timeoutMs)), timeoutMs);
  try {
    const init: RequestInit = {
      method: request.method,
      headers: call.headers,
      body: request.body ?? null,
      signal,
      credentials: 'same-origin',
    };
    // Going through a promise turns a synchronous throw from fetch into a rejection too.
    const response = await raceAbort(
      Promise.resolve().then(() => call.fetch(url, init)),
      signal,
    ).catch(rethrowAs(signal, url));
    call.onHeaders?.(response.headers);
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new DownloadTimeoutError(url, downloadTimeoutMs)),
      downloadTimeoutMs,
    );
    const text = await raceAbort(response.text(), signal).catch(rethrowAs(signal, url));
    return interpretResponse(response.status, url, response.headers.get('content-type'), text);
  } finally {
    clearTimeout(timer);
  }
}
