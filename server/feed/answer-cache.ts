import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { negotiateEncoding } from '../http/compression.ts';

interface Entry {
  version: string;
  readonly etag: string;
  readonly text: string;
  readonly body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export interface Answer {
  /** What the answer is about: the call and its normalised parameters. */
  readonly key: string;
  /** When the data may have changed (a live second, a line quarter-minute): recomputed after it. */
  readonly version: string;
  /** Seconds a browser or CDN may keep it before revalidating. */
  readonly maxAge: number;
  readonly compute: () => unknown;
}

/** `"…"` from the body's hash: the same data gives the same tag in every process. */
const tagOf = (body: Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

/**
 * Feed answers, each kept with its ETag and its compressed forms until its data may have changed:
 * thousands of players polling the same list cost one computation and one compression a version,
 * and a client that already has it gets a 304 for the price of a header comparison.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly limit = 2_000) {}

  send(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
    const entry = this.#entry(answer);
    void reply
      .header('etag', entry.etag)
      .header('cache-control', `public, max-age=${answer.maxAge}`)
      .header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    void reply.type('application/json; charset=utf-8');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    // Text, not the Buffer: a Buffer is serialised as JSON where another realm's ArrayBuffer is
    // global (the route tests' jsdom), and Fastify sends text as it is.
    if (!encoding || entry.body.length < 1024) return reply.send(entry.text);
    const encoded =
      encoding === 'br'
        ? (entry.br ??= brotliCompressSync(entry.body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
          }))
        : (entry.gzip ??= gzipSync(entry.body, { level: 6 }));
    return reply.header('content-encoding', encoding).send(encoded);
  }

  #entry({ key, version, compute }: Answer): Entry {
    const cached = this.#entries.get(key);
    if (cached?.version === version) return cached;
    const text = JSON.stringify(compute());
    const body = Buffer.from(text);
    const etag = tagOf(body);
    // Unchanged data keeps its compressed forms into the new version.
    if (cached?.etag === etag) {
      cached.version = version;
      return cached;
    }
    const entry: Entry = { version, etag, text, body };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.limit)
      this.#entries.delete(this.#entries.keys().next().value as string);
    return entry;
  }
}
