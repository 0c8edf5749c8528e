import { ANALYTICS_LIMITS } from './event-codes';

/** A request body ready for fetch, with the headers that describe it. */
export interface EncodedBody {
  readonly body: string | Uint8Array<ArrayBuffer>;
  readonly headers: Readonly<Record<string, string>>;
  /** Bytes on the wire. */
  readonly size: number;
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * JSON text as a request body: gzip-compressed (Content-Encoding: gzip) when it is above the
 * threshold (2 KB) and the browser has CompressionStream; plain JSON otherwise, or if compressing fails.
 */
export async function encodeBody(
  json: string,
  thresholdBytes: number = ANALYTICS_LIMITS.compressAboveBytes,
): Promise<EncodedBody> {
  const bytes = new TextEncoder().encode(json);
  const plain = { body: json, headers: { 'content-type': 'application/json' }, size: bytes.length };
  if (bytes.length <= thresholdBytes || typeof globalThis.CompressionStream !== 'function')
    return plain;
  try {
    const zipped = await gzip(bytes);
    return {
      body: zipped,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      size: zipped.length,
    };
  } catch {
    return plain;
  }
}
