import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PLAYER } from '../db/seed.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { oathtool } from '../testing/oathtool.ts';
import {
  approveAtProvider,
  codeOf,
  exchangeCode,
  openedSession,
  signInAtProvider,
  SOCIAL_HOST,
  SOCIAL_REDIRECT,
  socialPlayer,
} from '../testing/social-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

describe.each(testDbKinds())('who a social sign-in is, on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  it('never gives the session of a player whose e-mail a browser types at the provider', async () => {
    const victim = {
      name: 'Vera',
      email: `vera.${kind}@example.com`,
      password: 'vera-at-google-1',
    };
    const victimId = await socialPlayer(app, victim);
    const forged = new URLSearchParams({
      provider: 'google',
      redirect_uri: SOCIAL_REDIRECT,
      state: 'state-forged-1',
      name: 'Mallory',
      email: victim.email,
    });
    const attempts = [
      // The probe's link: an approval naming the victim's e-mail, no password.
      await app.inject({
        method: 'GET',
        url: `/oauth/approve?${forged}`,
        headers: { host: SOCIAL_HOST },
      }),
      await approveAtProvider(app, {
        name: 'Mallory',
        email: victim.email,
        password: 'guess-1234',
      }),
      await approveAtProvider(app, {
        email: ` ${victim.email.toUpperCase()} `,
        password: 'guess-5678',
        name: '',
      }),
    ];
    for (const attempt of attempts) {
      const code = codeOf(attempt);
      if (!code) continue;
      const answer = await exchangeCode(app, code);
      expect(answer.json()).not.toMatchObject({ userId: victimId });
      expect(openedSession(answer)).toBe(false);
    }
    // The provider refuses a wrong password on its own page, without a code.
    expect(attempts[1]?.statusCode).toBe(401);
    expect(attempts[1]?.body).toContain('Wrong e-mail or password');

    // Whoever knows the account's password at the provider is the victim there, and here.
    const own = await exchangeCode(app, await signInAtProvider(app, victim));
    expect(own.json()).toEqual({ success: true, userId: victimId, twoFactor: false });
  });

  it('takes a provider account with a player’s e-mail for a new identity, never that player', async () => {
    const code = await signInAtProvider(app, {
      name: 'Mallory',
      email: DEMO_PLAYER.email,
      password: 'mallory-pass-1',
    });
    const answer = await exchangeCode(app, code);
    expect(openedSession(answer)).toBe(false);
    expect(answer.json()).toMatchObject({ registration: { email: DEMO_PLAYER.email } });
    expect(answer.json()).not.toHaveProperty('userId');
  });

  it('asks a player with two-factor on for the app’s code after the provider, then signs in', async () => {
    const account = { name: 'Timur', email: `timur.${kind}@example.com`, password: 'timur-at-g-1' };
    const playerId = await socialPlayer(app, account);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await app.db.query('UPDATE players SET two_factor_secret = $2 WHERE id = $1', [
      playerId,
      secret,
    ]);

    const first = await exchangeCode(app, await signInAtProvider(app, account));
    expect(first.statusCode, first.body).toBe(200);
    expectContract('social', 'socialAuthResponse', first.json());
    expect(first.json()).toEqual({
      success: true,
      twoFactor: true,
      hash: expect.any(String) as string,
    });
    expect(openedSession(first)).toBe(false);

    const second = await app.inject({
      method: 'POST',
      url: '/user/twoauth/',
      headers: { host: SOCIAL_HOST },
      payload: { hash: first.json<{ hash: string }>().hash, code: oathtool(secret) },
    });
    expect(second.json()).toEqual({ success: true, userId: playerId, twoFactor: false });
    expect(openedSession(second)).toBe(true);
  });
});
