import { Readable } from 'node:stream';

import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';

import { decodeAnalyticsBody } from './decode-body.ts';

const requestWith = (encoding: string) =>
  ({ headers: { 'content-encoding': encoding } }) as unknown as FastifyRequest;

describe('decodeAnalyticsBody', () => {
  // Fastify never reads a body whose content type it has no parser for (a 415): a gzip error in
  // that unread stream had no listener, and an uncaught error ends the whole process.
  it.each([
    ['a broken gzip body', 'gzip', '{'],
    ['a gzip body cut short', 'gzip', '\u001f\u008b'],
  ])('keeps the error of %s nobody reads to the stream', async (_name, encoding, text) => {
    const stream = await decodeAnalyticsBody(
      requestWith(encoding),
      undefined,
      Readable.from([Buffer.from(text, 'latin1')]),
    );
    // Waits without listening for 'error' itself (events.once would), as Fastify does for a 415.
    await new Promise((resolve) => stream.on('close', resolve));
    expect(stream.destroyed).toBe(true);
    expect(stream.errored).toBeInstanceOf(Error);
  });
});
