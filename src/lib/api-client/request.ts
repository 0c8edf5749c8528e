import type { AnyEndpoint } from './endpoint';
import { buildParams, toQueryString } from './params';
import { isRecord } from './values';

const JSON_TYPE = 'application/json';
const JSON_API_TYPE = 'application/vnd.api+json';
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** Everything about a request that does not depend on hooks. */
export interface PreparedRequest {
  /** Final url, query string included. */
  url: string;
  /** Url before the query string; `noParallel` calls are keyed on it. */
  pathUrl: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
}

function joinUrl(baseUrl: string, url: string): string {
  if (baseUrl === '' || ABSOLUTE_URL.test(url)) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function appendPathParams(
  url: string,
  endpoint: AnyEndpoint,
  values: Readonly<Record<string, string | number>>,
): string {
  const names = endpoint.pathParams ?? [];
  if (names.length === 0) return url;
  const segments = names.map((name) => {
    const value = values[name];
    if (value === undefined) {
      throw new TypeError(`Missing path param "${name}" for ${endpoint.url}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return url.replace(/\/+$/, '') + segments.join('');
}

/** Resolves url, headers and body for one call of `endpoint`. */
export function prepareRequest(
  baseUrl: string,
  endpoint: AnyEndpoint,
  input: unknown,
  pathParams: Readonly<Record<string, string | number>> = {},
): PreparedRequest {
  const pathUrl = appendPathParams(joinUrl(baseUrl, endpoint.url), endpoint, pathParams);
  const { method } = endpoint;
  const headers: Record<string, string> = {
    ...endpoint.headers,
    ...(endpoint.jsonApi ? { Accept: JSON_API_TYPE } : {}),
  };

  if (input instanceof FormData) {
    if (method === 'GET') throw new TypeError(`FormData cannot be sent with GET ${pathUrl}`);
    // The runtime sets the multipart Content-Type with its boundary; setting it here would break it.
    return { url: pathUrl, pathUrl, method, headers, body: input };
  }

  const params = buildParams(endpoint.params ?? {}, isRecord(input) ? input : {});
  if (method === 'GET') {
    const query = toQueryString(params);
    const separator = pathUrl.includes('?') ? '&' : '?';
    return { url: query ? `${pathUrl}${separator}${query}` : pathUrl, pathUrl, method, headers };
  }
  headers['Content-Type'] = endpoint.jsonApi ? JSON_API_TYPE : JSON_TYPE;
  return { url: pathUrl, pathUrl, method, headers, body: JSON.stringify(params) };
}
