import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { oathtool } from '../testing/oathtool.ts';
import { serviceTokenOf } from '../testing/service-token-helpers.ts';
import {
  bearerOf,
  cookieOf,
  newPlayer,
  signInCall,
  withTwoFactor,
} from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';

describe.each(testDbKinds())('two-factor recovery codes and spent codes on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());
  beforeEach(() => app.clock.setOffset(0));

  const now = () => app.clock.now();
  /** The authenticator's code `steps` steps of 30 s from the platform clock's now. */
  const appCode = (secret: string, steps = 0) =>
    oathtool(secret, new Date(now().getTime() + steps * 30_000));
  const office = (path: string, bearer: string, payload?: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/web-api/officeapi/${path}`,
      headers: { host, 'x-auth': `Bearer ${bearer}` },
      ...(payload ? { payload } : {}),
    });
  const twoAuth = (hash: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/user/twoauth/',
      headers: { host },
      payload: { hash, code },
    });

  /** A player who turned two-factor on in the office: the secret, the codes shown, a session. */
  async function playerWithTwoFactor() {
    const player = await newPlayer(app);
    const cookie = cookieOf(
      await signInCall(app, { type: 'id', login: player.id, password: player.password }),
    );
    const bearer = await bearerOf(app, cookie);
    const secret = (await office('gettwofactorqrcodeurl', bearer)).json<{
      data: { code: string };
    }>().data.code;
    const enabled = await office('twofactorauthenable', bearer, { app_code: appCode(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expectContract('sign-in', 'twoFactorEnabledResponse', enabled.json());
    const codes = enabled.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
    const challenge = async () =>
      (await signInCall(app, { type: 'id', login: player.id, password: player.password })).json<{
        hash: string;
      }>().hash;
    return { player, cookie, bearer, secret, codes, challenge };
  }

  const codesLeft = async (cookie: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/web/user/v1/settings',
      headers: { host, authorization: `Bearer ${await serviceTokenOf(app, cookie)}` },
    });
    expectContract('sign-in', 'userSettingsResponse', res.json());
    return res.json<{ data: { attributes: { two_factor_recovery_codes_left: number } } }>().data
      .attributes.two_factor_recovery_codes_left;
  };

  it('says a replayed authenticator code was already used, not that it is wrong', async () => {
    const player = await newPlayer(app);
    const secret = await withTwoFactor(app, player.id);
    const challenge = async () =>
      (await signInCall(app, { type: 'id', login: player.id, password: player.password })).json<{
        hash: string;
      }>().hash;
    const code = appCode(secret, 1);
    expect((await twoAuth(await challenge(), code)).statusCode).toBe(200);
    const replay = await twoAuth(await challenge(), code);
    expect(replay.statusCode).toBe(401);
    expectContract('common', 'errorResponse', replay.json());
    expect(replay.json()).toMatchObject({ message: 'error_two_factor_code_used' });
  });

  it('enabling shows ten codes once; each signs in once instead of the app, a spent one is named so', async () => {
    const { codes, cookie, challenge } = await playerWithTwoFactor();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await codesLeft(cookie)).toBe(10);
    const stored = await app.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM two_factor_recovery_codes',
    );
    for (const code of codes) expect(stored.map((r) => r.code_hash)).not.toContain(code);

    // Typed in lower case and without the dashes, as a player might.
    const typed = codes[0]!.toLowerCase().replace(/-/g, ' ');
    const signedIn = await twoAuth(await challenge(), typed);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await codesLeft(cookie)).toBe(9);
    const again = await twoAuth(await challenge(), codes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: 'error_two_factor_code_used' });
    const unknown = await twoAuth(await challenge(), 'AAAA-AAAA-AAAA');
    expect(unknown.json()).toMatchObject({ message: 'error_two_factor_code' });
  });

  it('a new set needs the password or an app code, replaces the old one, and wrong proof spends the budget', async () => {
    const { bearer, cookie, secret, codes, player, challenge } = await playerWithTwoFactor();
    const wrong = await office('twofactorrecoverycodes', bearer, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expectContract('common', 'errorResponse', wrong.json());
    expect(wrong.json()).toMatchObject({ validation_errors: { password: ['password_old_wrong'] } });
    const both = await office('twofactorrecoverycodes', bearer, {
      password: player.password,
      code: appCode(secret),
    });
    expect(both.statusCode).toBe(400);

    const renewed = await office('twofactorrecoverycodes', bearer, { password: player.password });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expectContract('sign-in', 'recoveryCodesResponse', renewed.json());
    const fresh = renewed.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    expect((await twoAuth(await challenge(), codes[1]!)).json()).toMatchObject({
      message: 'error_two_factor_code',
    });
    expect((await twoAuth(await challenge(), fresh[0]!)).statusCode).toBe(200);

    // One code, typed twice: computed again, a 30-second step passing between the calls would
    // make it the next (unused) code.
    const proof = appCode(secret, 1);
    const byApp = await office('twofactorrecoverycodes', bearer, { code: proof });
    expect(byApp.statusCode, byApp.body).toBe(200);
    expect(await codesLeft(cookie)).toBe(10);
    // The app's code that proved it is spent, like one used to sign in.
    const replay = await office('twofactorrecoverycodes', bearer, { code: proof });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ message: 'error_two_factor_code_used' });

    // Wrong proofs count against the second factor's budget: with the replay, the fifth pauses it.
    for (let i = 0; i < 3; i++)
      expect(
        (await office('twofactorrecoverycodes', bearer, { password: `wrong-${i}` })).statusCode,
      ).toBe(422);
    const paused = await office('twofactorrecoverycodes', bearer, { password: 'wrong-3' });
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ message: 'error_two_factor_locked' });
    expect((await twoAuth(await challenge(), fresh[1]!)).statusCode).toBe(429);
  });

  it('a player without two-factor has no codes to renew; disabling removes the codes', async () => {
    const { bearer, cookie, secret, player } = await playerWithTwoFactor();
    const off = await office('twofactorauthdisable', bearer, { hash: appCode(secret, 1) });
    expect(off.statusCode, off.body).toBe(200);
    expect(await codesLeft(cookie)).toBe(0);
    const rows = await app.db.query(
      'SELECT 1 FROM two_factor_recovery_codes WHERE player_id = $1',
      [Number(player.id)],
    );
    expect(rows).toEqual([]);
    const none = await office('twofactorrecoverycodes', bearer, { password: player.password });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: 'error_two_factor_off' });
  });

  it('turns two-factor off with a recovery code when the phone is lost', async () => {
    const { bearer, codes } = await playerWithTwoFactor();
    const off = await office('twofactorauthdisable', bearer, { hash: codes[3]! });
    expect(off.statusCode, off.body).toBe(200);
  });
});
