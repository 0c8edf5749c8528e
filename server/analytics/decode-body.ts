import { PassThrough, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

import type { FastifyRequest } from 'fastify';

import { ApiProblem } from '../errors.ts';

/** Bytes on the wire one batch may take (compressed or not). */
export const MAX_WIRE_BYTES = 64 * 1024;
/** Bytes a batch may take once decompressed (the route's bodyLimit): a gzip bomb stops here. */
export const MAX_DECODED_BYTES = 512 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** How the analytics body came: its Content-Encoding and bytes on the wire. */
    analyticsWire?: { encoding: 'gzip' | 'identity'; bytes: number };
  }
}

/**
 * Fastify listens for a body stream's errors only while it reads it, and it never reads a body
 * whose content type it cannot parse (a 415): an error in such a stream (bad gzip, too many bytes)
 * with no listener would be uncaught and end the process. The error stays on the stream.
 */
function unreadSafe<T extends Readable>(stream: T): T {
  stream.on('error', () => undefined);
  return stream;
}

/**
 * preParsing hook: counts the bytes on the wire (413 past the cap) and gunzips a body sent with
 * Content-Encoding: gzip; any other encoding is a 415. The decoded size is capped by bodyLimit.
 */
export async function decodeAnalyticsBody(
  request: FastifyRequest,
  _reply: unknown,
  payload: Readable,
): Promise<Readable> {
  const header = String(request.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (header !== 'gzip' && header !== 'identity')
    throw new ApiProblem(415, 'error_unsupported_encoding', [
      `content-encoding ${header} is not supported (gzip or none)`,
    ]);
  const state: { encoding: 'gzip' | 'identity'; bytes: number } = { encoding: header, bytes: 0 };
  request.analyticsWire = state;
  const counter = unreadSafe(new PassThrough());
  payload.on('error', (error) => counter.destroy(error));
  if (header === 'identity') {
    payload.on('data', (chunk: Buffer) => count(chunk.length));
    payload.pipe(counter);
    return counter;
  }
  // Fastify checks Content-Length against what the stream says it received on the wire.
  const gunzip = unreadSafe(Object.assign(createGunzip(), { receivedEncodedLength: 0 }));
  payload.on('data', (chunk: Buffer) => {
    count(chunk.length);
    gunzip.receivedEncodedLength = state.bytes;
  });
  counter.on('error', (error) => gunzip.destroy(error));
  payload.pipe(counter).pipe(gunzip);
  return gunzip;

  function count(bytes: number) {
    state.bytes += bytes;
    if (state.bytes > MAX_WIRE_BYTES)
      counter.destroy(
        Object.assign(new Error(`analytics body over ${MAX_WIRE_BYTES} bytes`), {
          statusCode: 413,
        }),
      );
  }
}
