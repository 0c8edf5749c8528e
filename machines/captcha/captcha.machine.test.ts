import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';

import { type CaptchaKind, captchaMachine } from './captcha.machine';

function start(
  kind: CaptchaKind,
  load: (kind: CaptchaKind) => Promise<{ hidden: boolean }> = () =>
    Promise.resolve({ hidden: false }),
) {
  const reportCaptchaFailed = vi.fn();
  const actor = createActor(
    captchaMachine.provide({
      actors: {
        loadProvider: fromPromise(({ input }: { input: { kind: CaptchaKind } }) =>
          load(input.kind),
        ),
      },
      actions: { reportCaptchaFailed },
    }),
    { input: { kind } },
  );
  actor.start();
  return { actor, reportCaptchaFailed, done: toPromise(actor) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('captcha machine', () => {
  it('loads, shows and ends solved with the token', async () => {
    const { actor, done } = start('puzzle');
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    actor.send({ type: 'captcha.solve', token: 'tok' });
    await expect(done).resolves.toEqual({ token: 'tok' });
  });

  it("ends dismissed with 'Dismissed captcha' and reports the captcha-failed event", async () => {
    const { actor, done, reportCaptchaFailed } = start('puzzle');
    await settle();
    actor.send({ type: 'captcha.dismiss' });
    await expect(done).resolves.toEqual({
      dismissed: true,
      error: { code: 'captcha_dismissed', message: 'Dismissed captcha' },
    });
    expect(reportCaptchaFailed).toHaveBeenCalledOnce();
  });

  it('fails clearly when the provider cannot load (offline), and can retry', async () => {
    let online = false;
    const { actor, done } = start('google', () =>
      online
        ? Promise.resolve({ hidden: false })
        : Promise.reject(
            new Error('script https://www.google.com/recaptcha/api.js failed to load'),
          ),
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'captcha_load_failed',
      message: 'script https://www.google.com/recaptcha/api.js failed to load',
    });
    online = true;
    actor.send({ type: 'captcha.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    actor.send({ type: 'captcha.solve', token: 'g' });
    await expect(done).resolves.toEqual({ token: 'g' });
  });

  it('runs the hidden flow created → executed → solved, and dismisses on expiry', async () => {
    const hidden = start('google', () => Promise.resolve({ hidden: true }));
    await settle();
    expect(hidden.actor.getSnapshot().value).toEqual({ hidden: 'created' });
    hidden.actor.send({ type: 'captcha.solve', token: 'early' });
    expect(hidden.actor.getSnapshot().value).toEqual({ hidden: 'created' });
    hidden.actor.send({ type: 'captcha.execute' });
    hidden.actor.send({ type: 'captcha.solve', token: 'inv' });
    await expect(hidden.done).resolves.toEqual({ token: 'inv' });
    const expiring = start('google', () => Promise.resolve({ hidden: true }));
    await settle();
    expiring.actor.send({ type: 'captcha.execute' });
    expiring.actor.send({ type: 'captcha.expire' });
    await expect(expiring.done).resolves.toMatchObject({ dismissed: true });
    expect(expiring.reportCaptchaFailed).toHaveBeenCalledOnce();
  });

  it('skips the challenge when the variant disables captcha', async () => {
    const load = vi.fn();
    const { done } = start('disabled', load);
    await expect(done).resolves.toEqual({ token: '' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a new challenge when a shown one expires', async () => {
    let loads = 0;
    const { actor } = start('puzzle', () => {
      loads += 1;
      return Promise.resolve({ hidden: false });
    });
    await settle();
    actor.send({ type: 'captcha.expire' });
    await settle();
    expect([actor.getSnapshot().value, loads]).toEqual(['shown', 2]);
  });
});
