/** One generated request, before credentials and a solved captcha are filled in. */
export interface Plan {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
  readonly gzip: boolean;
  readonly remoteAddress: string;
  /** `solved`: a captcha solved just before the request goes; `none`: no header; else the header. */
  readonly captcha: string;
}

/** Percent-encoding that never throws: a lone surrogate goes as the bytes Buffer makes of it. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((b) => `%${b.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** What may appear in a header value on the wire (Node's parser refuses the rest). */
export const headerText = (value: unknown) =>
  textOf(value)
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '')
    .slice(0, 4000);

/** `?a=1&b=2` of a generated query (lists as repeated names), plus raw text when given. */
export function queryString(value: unknown, raw: string | undefined): string {
  const pairs =
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, v]) =>
          (Array.isArray(v) ? v : [v]).map((item) => `${encode(key)}=${encode(textOf(item))}`),
        )
      : value === undefined
        ? []
        : [encode(textOf(value))];
  const all = raw === undefined ? pairs : [...pairs, raw];
  return all.length ? `?${all.join('&')}` : '';
}

/** The route's path with its parameters filled in (encoded), or with a raw segment where given. */
export function pathOf(url: string, params: unknown, raw: readonly (string | undefined)[]): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  let index = 0;
  return url.replace(/:([A-Za-z0-9_]+)|\*$/g, (_m, name: string | undefined) => {
    const own = raw[index++];
    if (own !== undefined) return own;
    const text = textOf(values[name ?? '*']);
    return name ? encode(text) : text.split('/').map(encode).join('/');
  });
}
