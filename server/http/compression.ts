import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the platform sends compressed: text, JSON, JavaScript, SVG (never event streams). */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)|\+json/;
/** Below this the encoding saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * The encoding an `Accept-Encoding` header asks for: brotli where the browser takes it, gzip
 * otherwise, none when both are refused (`q=0`) or the header is absent.
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary.split(',').some((v) => ['accept-encoding', '*'].includes(v.trim().toLowerCase())))
    return;
  void reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

const compress = (body: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? // Quality 5: most of brotli's gain at a few milliseconds for the largest answer (the settings).
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });

function compressedPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // files stream
  if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  addVary(reply);
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding || body.length < COMPRESS_MIN_BYTES) return payload;
  const encoded = compress(body, encoding);
  void reply.header('content-encoding', encoding).header('content-length', encoded.length);
  return encoded;
}

/**
 * Every answer built in memory (API JSON, the app's pages, errors) goes out brotli- or
 * gzip-compressed as the browser accepts, with `Vary: Accept-Encoding` so caches keep one copy per
 * encoding. Static files are compressed at build time (`scripts/precompress.ts`) and sent by
 * @fastify/static's `preCompressed`.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) =>
    compressedPayload(request, reply, payload),
  );
}
