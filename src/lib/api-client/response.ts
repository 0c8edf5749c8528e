import { ApiError, errorFromResponse, QueryError } from './errors';
import { isRecord } from './values';

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return null;
  // Matches application/json, application/vnd.api+json and other +json types.
  return contentType?.toLowerCase().includes('json') ? (JSON.parse(text) as unknown) : text;
}

/** Turns a fully read response into its body, or throws the matching ApiError. */
export function interpretResponse(
  status: number,
  url: string,
  contentType: string | null,
  text: string,
): unknown {
  const ok = status >= 200 && status < 300;
  let body: unknown;
  try {
    body = parseBody(text, contentType);
  } catch (cause) {
    // A broken error page is still an HTTP error; a broken success body is not a success.
    if (ok)
      throw new ApiError({
        status,
        url,
        body: text,
        kind: 'parse',
        cause,
        message: `Malformed JSON from ${url}`,
      });
    body = text;
  }
  if (!ok) throw errorFromResponse(status, url, body);
  if (isRecord(body) && body.success === false) throw new QueryError(status, url, body);
  return body;
}
