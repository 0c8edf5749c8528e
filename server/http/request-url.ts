/**
 * A request's path and query, split by hand: `new URL('//…', base)` reads a path that starts with
 * two slashes as a host and throws, and a request line may carry any path.
 */
export function splitRequestUrl(url: string): { readonly path: string; readonly query: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at + 1) };
}
