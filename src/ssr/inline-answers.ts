/** One platform answer the server-rendered page used, sent along so the browser need not ask again. */
export interface InlineAnswer {
  /** Path and query, as the app's client asked for it. */
  readonly url: string;
  /** A read the platform takes as a POST (the registration page's data); GET when absent. */
  readonly method?: 'POST';
  /** The POST's body, as sent: the same call is the same path, query and body. */
  readonly sent?: string;
  readonly status: number;
  readonly type: string;
  readonly body: string;
}

/** What the platform puts in the page's data block (`<script type="application/json" id=…>`). */
export interface InlinePageData {
  readonly answers: readonly InlineAnswer[];
  /** The lazily loaded pieces the render showed (lazyPiece): loaded before hydration. */
  readonly pieces?: readonly string[];
}

/** The id of the page's data block. */
export const PAGE_DATA_ID = 'betframe-page-data';

const pathOf = (input: RequestInfo | URL): string => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, 'http://page.invalid');
  return `${url.pathname}${url.search}`;
};

const methodOf = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();

/** A call's identity in the data block: GET by path and query, POST by those and its body. */
function callOf(input: RequestInfo | URL, init?: RequestInit) {
  const method = methodOf(input, init);
  if (method === 'GET') return { url: pathOf(input) };
  if (method !== 'POST' || (init?.body !== undefined && typeof init.body !== 'string'))
    return undefined;
  return { url: pathOf(input), method: 'POST' as const, sent: init?.body ?? '' };
}

const keyOf = (call: { url: string; method?: string; sent?: string }) =>
  JSON.stringify([call.method ?? 'GET', call.url, call.sent ?? '']);

/**
 * A fetch that keeps every successful JSON answer it passes on, for the page's data block: the
 * answers a first view needed (settings, dictionaries, the session, the route's data). A render
 * only reads (loaders never write), so a POST it makes is a read the platform takes as a POST.
 */
export function recordingFetch(fetch: typeof globalThis.fetch) {
  const answers: InlineAnswer[] = [];
  const recording: typeof globalThis.fetch = async (input, init) => {
    const response = await fetch(input, init);
    const type = response.headers.get('content-type') ?? '';
    const call = callOf(input, init);
    if (call && response.status === 200 && type.includes('json'))
      answers.push({ ...call, status: 200, type, body: await response.clone().text() });
    return response;
  };
  return { fetch: recording, answers: (): readonly InlineAnswer[] => answers };
}

/**
 * A fetch that answers each call the server-rendered page already made from the page's data
 * block, once (a second ask, or one after the first view, goes to the platform for fresh data).
 */
export function inlineAnswersFetch(
  answers: readonly InlineAnswer[],
  fetch: typeof globalThis.fetch,
): typeof globalThis.fetch {
  const waiting = new Map<string, InlineAnswer[]>();
  for (const answer of answers) {
    const key = keyOf(answer);
    waiting.set(key, [...(waiting.get(key) ?? []), answer]);
  }
  return (input, init) => {
    const call = callOf(input, init);
    const queue = call ? waiting.get(keyOf(call)) : undefined;
    const answer = queue?.shift();
    if (!answer) return fetch(input, init);
    return Promise.resolve(
      new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': answer.type },
      }),
    );
  };
}

/** The data block as HTML: JSON that never runs (`script-src` does not apply), `<` escaped. */
export const pageDataHtml = (data: InlinePageData): string =>
  `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The page's data block, when the platform rendered it (undefined otherwise or when unreadable). */
export function readPageData(doc: Pick<Document, 'getElementById'>): InlinePageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<InlinePageData>;
    if (!Array.isArray(data.answers)) return undefined;
    const pieces = Array.isArray(data.pieces)
      ? data.pieces.filter((p): p is string => typeof p === 'string')
      : [];
    return { answers: data.answers, ...(pieces.length > 0 && { pieces }) };
  } catch {
    return undefined;
  }
}
