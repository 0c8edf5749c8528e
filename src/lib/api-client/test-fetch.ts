// Test support only: a scriptable stand-in for `fetch`, so client tests never touch the network.

/** One request seen by the fake fetch. */
export interface SeenRequest {
  url: string;
  init: RequestInit;
  headers: Headers;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

/** A fake fetch that records each request and answers with `handler`. */
export function fakeFetch(handler: Handler): { fetch: typeof fetch; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = { url, init, headers: new Headers(init.headers) };
    seen.push(request);
    return handler(request);
  };
  return { fetch: fetchFn, seen };
}

/** A JSON response; `undefined` body gives an empty one. */
export function jsonResponse(
  body: unknown,
  status = 200,
  contentType = 'application/json',
): Response {
  const text = body === undefined ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': contentType } });
}

/** Never answers, but rejects like a real fetch once the request signal aborts. */
export function untilAborted<T>({ init }: SeenRequest): Promise<T> {
  return new Promise<T>((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

/** Headers arrive at once; the JSON body never finishes until the request signal aborts. */
export function stalledBodyResponse({ init }: SeenRequest): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"partial":'));
      init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } });
}
