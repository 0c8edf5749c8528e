import { gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { encodeBody } from './encode-body';

const json = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes - 10) });

describe('analytics body encoding', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends 2 KB or less as plain JSON', async () => {
    const text = json(2_048);
    expect(new TextEncoder().encode(text).length).toBe(2_048);
    const encoded = await encodeBody(text);
    expect(encoded).toEqual({
      body: text,
      headers: { 'content-type': 'application/json' },
      size: 2_048,
    });
  });

  it('gzips a body above 2 KB, and the bytes unzip to the same JSON', async () => {
    const text = json(2_049);
    const encoded = await encodeBody(text);
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body).toBeInstanceOf(Uint8Array);
    expect(gunzipSync(encoded.body as Uint8Array).toString('utf8')).toBe(text);
    expect(encoded.size).toBeLessThan(2_049);
  });

  it('falls back to plain JSON where CompressionStream is missing', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const text = json(5_000);
    const encoded = await encodeBody(text);
    expect(encoded.headers['content-encoding']).toBeUndefined();
    expect(encoded.body).toBe(text);
  });
});
