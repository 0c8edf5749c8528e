import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, toPromise } from 'xstate';

import type { captchaMachine } from '../captcha/captcha.machine';
import { machineError } from '../machine-error';
import { payAndPlayMachine, type PaymentStart } from './pay-and-play.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(options: { captchaRequired?: boolean; refuse?: boolean; dismiss?: boolean } = {}) {
  const startPayment = vi.fn((_: { input: PaymentStart }) =>
    options.refuse
      ? Promise.reject(machineError({ code: 'error_too_many_requests', message: '429' }))
      : Promise.resolve(),
  );
  const captcha = createMachine({
    initial: 'done',
    states: { done: { type: 'final' } },
    output: () =>
      options.dismiss
        ? { dismissed: true, error: { code: 'captcha_dismissed', message: 'Dismissed captcha' } }
        : { token: 'captcha-token' },
  }) as unknown as typeof captchaMachine;
  const actor = createActor(
    payAndPlayMachine.provide({ actors: { startPayment: fromPromise(startPayment), captcha } }),
    {
      input: {
        captchaKind: 'puzzle',
        captchaRequired: options.captchaRequired ?? true,
        currency: { id: 10, name: 'USD' },
        values: { agree: true },
      },
    },
  ).start();
  return { actor, startPayment, done: toPromise(actor) };
}

describe('pay-and-play machine', () => {
  it('starts the payment with the amount and the token of the captcha solved just before', async () => {
    const { actor, startPayment, done } = start();
    actor.send({ type: 'deposit.submit', amount: '25.50' });
    await expect(done).resolves.toEqual({ redirected: true });
    expect(startPayment.mock.calls[0]?.[0].input).toEqual({
      amount: '25.50',
      currencyId: 10,
      values: { agree: true },
      captchaToken: 'captcha-token',
    });
  });

  it('goes without a captcha where the variant asks for none', async () => {
    const { actor, startPayment, done } = start({ captchaRequired: false });
    actor.send({ type: 'deposit.submit', amount: '5' });
    await done;
    expect(startPayment.mock.calls[0]?.[0].input.captchaToken).toBeUndefined();
  });

  it('returns to the amount with the reason when the captcha is closed or the start refused', async () => {
    const dismissed = start({ dismiss: true });
    dismissed.actor.send({ type: 'deposit.submit', amount: '5' });
    await settle();
    expect(dismissed.actor.getSnapshot().value).toBe('entering');
    expect(dismissed.actor.getSnapshot().context.error?.code).toBe('captcha_dismissed');
    expect(dismissed.startPayment).not.toHaveBeenCalled();

    const refused = start({ refuse: true });
    refused.actor.send({ type: 'deposit.submit', amount: '5' });
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('entering');
    expect(refused.actor.getSnapshot().context.error?.code).toBe('error_too_many_requests');
  });

  it('ends cancelled when the player goes back to the form', async () => {
    const { actor, done } = start();
    actor.send({ type: 'deposit.cancel' });
    await expect(done).resolves.toEqual({ cancelled: true });
  });
});
