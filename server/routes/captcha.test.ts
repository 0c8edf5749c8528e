import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { consumeCaptchaToken } from '../captcha/captcha-service.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

describe.each(testDbKinds())('the puzzle captcha on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  async function challenge() {
    const res = await app.inject({ method: 'POST', url: '/puzzle-api/challenge' });
    expect(res.statusCode).toBe(200);
    expectContract('captcha', 'puzzleChallengeResponse', res.json());
    const body = res.json<{ id: string; background: string; piece: string }>();
    const [row] = await app.db.query<{ answer: number }>(
      'SELECT answer FROM captcha_challenges WHERE id = $1',
      [body.id],
    );
    return { ...body, answer: row!.answer };
  }
  const verify = (id: string, x: number) =>
    app.inject({ method: 'POST', url: '/puzzle-api/verify', payload: { id, x } });

  it('keeps the answer on the server and draws the images as PNGs', async () => {
    const c = await challenge();
    const res = await app.inject({ method: 'POST', url: '/puzzle-api/challenge' });
    expect(JSON.stringify(res.json())).not.toMatch(/answer/);
    for (const url of [c.background, c.piece]) {
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    // The same challenge draws the same images (they come from its seed).
    const again = await app.inject({ method: 'GET', url: c.background });
    expect(
      again.rawPayload.equals((await app.inject({ method: 'GET', url: c.background })).rawPayload),
    ).toBe(true);
  });

  it('gives a one-use token when the piece lands within 6 px of the gap', async () => {
    const c = await challenge();
    const res = await verify(c.id, c.answer + 5);
    expect(res.statusCode).toBe(200);
    expectContract('captcha', 'puzzleVerifyResponse', res.json());
    const { token } = res.json<{ token: string }>();
    // Spending it names its challenge: what the spending call produces carries the captcha on.
    await expect(consumeCaptchaToken(app.db, token)).resolves.toBe(c.id);
    await expect(consumeCaptchaToken(app.db, token)).rejects.toMatchObject({
      status: 422,
      messageKey: 'captcha_invalid',
    });
  });

  it('counts misses and closes the challenge on the third', async () => {
    const c = await challenge();
    for (let i = 0; i < 3; i++) {
      const miss = await verify(c.id, c.answer + 40);
      expect(miss.statusCode).toBe(422);
      expect(miss.json()).toMatchObject({ validation_errors: { captcha: ['captcha_wrong'] } });
    }
    const after = await verify(c.id, c.answer);
    expect(after.json()).toMatchObject({ validation_errors: { captcha: ['captcha_expired'] } });
  });

  it('refuses a solved challenge a second time, an unknown one, and a malformed request', async () => {
    const c = await challenge();
    expect((await verify(c.id, c.answer)).statusCode).toBe(200);
    expect((await verify(c.id, c.answer)).json()).toMatchObject({
      validation_errors: { captcha: ['captcha_expired'] },
    });
    expect((await verify('00000000-0000-0000-0000-000000000000', 10)).statusCode).toBe(422);
    const bad = await app.inject({
      method: 'POST',
      url: '/puzzle-api/verify',
      payload: { id: c.id, x: 'left' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ detail: 'body /x: must be integer' }] });
    expect(
      (await app.inject({ method: 'GET', url: `/puzzle-api/challenge/${c.id}/piece.png` }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an expired token', async () => {
    const c = await challenge();
    const { token } = (await verify(c.id, c.answer)).json<{ token: string }>();
    await app.db.query(
      "UPDATE captcha_challenges SET token_expires_at = now() - interval '1 second' WHERE id = $1",
      [c.id],
    );
    await expect(consumeCaptchaToken(app.db, token)).rejects.toMatchObject({
      messageKey: 'captcha_invalid',
    });
    await expect(consumeCaptchaToken(app.db, undefined)).rejects.toMatchObject({
      messageKey: 'captcha_required',
    });
  });
});

describe('the provider stand-in script', () => {
  it('is served as JavaScript speaking the grecaptcha render API', async () => {
    const app = await buildTestServer({ distDir: '/nonexistent' });
    const res = await app.inject({ method: 'GET', url: '/captcha-standin/recaptcha.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('window.grecaptcha');
    expect(res.body).toContain("fetch('/puzzle-api/challenge'");
    await app.close();
  });
});
