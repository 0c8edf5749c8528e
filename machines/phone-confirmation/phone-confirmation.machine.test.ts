import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise } from 'xstate';

import { machineError } from '../machine-error';
import { phoneConfirmationMachine } from './phone-confirmation.machine';

const SENT = { codeLength: 4, expiresIn: 300, resendIn: 60 };

function start(
  options: {
    send?: () => Promise<typeof SENT>;
    check?: (code: string) => Promise<{ token: string }>;
  } = {},
) {
  const clock = new SimulatedClock();
  let sends = 0;
  const actor = createActor(
    phoneConfirmationMachine.provide({
      actors: {
        sendCode: fromPromise(() => {
          sends += 1;
          return options.send ? options.send() : Promise.resolve(SENT);
        }),
        checkCode: fromPromise(({ input }: { input: { phone: string; code: string } }) =>
          options.check
            ? options.check(input.code)
            : input.code === '1234'
              ? Promise.resolve({ token: 'proof' })
              : Promise.reject(
                  machineError({ code: 'auth_incorrect_code', message: 'wrong', attemptsLeft: 4 }),
                ),
        ),
      },
    }),
    { input: { phone: '+77011234567' }, clock },
  );
  actor.start();
  return { actor, clock, done: toPromise(actor), sends: () => sends };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('phone confirmation machine', () => {
  it('sends a code, takes the right one and ends confirmed with the proof', async () => {
    const { actor, done } = start();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ codeSent: 'entering' });
    expect(actor.getSnapshot().context.codeLength).toBe(4);
    actor.send({ type: 'code.submit', code: '1234' });
    await expect(done).resolves.toEqual({ token: 'proof' });
  });

  it('keeps a wrong code on the entry step with the attempts left', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'code.submit', code: '0000' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ codeSent: 'entering' });
    expect(actor.getSnapshot().context.error).toMatchObject({
      code: 'auth_incorrect_code',
      attemptsLeft: 4,
    });
  });

  it('allows a resend only after the cool-down the server gave', async () => {
    const { actor, clock, sends } = start();
    await settle();
    actor.send({ type: 'code.resend' });
    expect(sends()).toBe(1);
    clock.increment(59_000);
    expect(actor.getSnapshot().context.canResend).toBe(false);
    clock.increment(1_000);
    expect(actor.getSnapshot().context.canResend).toBe(true);
    actor.send({ type: 'code.resend' });
    await settle();
    expect(sends()).toBe(2);
    expect(actor.getSnapshot().context.canResend).toBe(false);
  });

  it('expires the code after its lifetime; a new one can then be sent', async () => {
    const { actor, clock, sends } = start();
    await settle();
    clock.increment(300_000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.error?.code).toBe('auth_code_expired');
    actor.send({ type: 'code.resend' });
    await settle();
    expect([actor.getSnapshot().value, sends()]).toEqual([{ codeSent: 'entering' }, 2]);
  });

  it('locks after too many wrong codes until a new code is sent', async () => {
    const { actor } = start({
      check: () =>
        Promise.reject(machineError({ code: 'error_too_many_attempts', message: 'locked' })),
    });
    await settle();
    actor.send({ type: 'code.submit', code: '9999' });
    await settle();
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'code.resend' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ codeSent: 'entering' });
  });

  it('waits the retry-after of a refused send before allowing another', async () => {
    let refuse = true;
    const { actor, clock } = start({
      send: () =>
        refuse
          ? Promise.reject(
              machineError({ code: 'sms_code_resend_wait', message: '429', retryAfter: 30 }),
            )
          : Promise.resolve(SENT),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('sendFailed');
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().value).toBe('sendFailed');
    clock.increment(30_000);
    refuse = false;
    actor.send({ type: 'code.resend' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ codeSent: 'entering' });
  });

  it('can be cancelled at any step, saying whether a code went out', async () => {
    const sent = start();
    await settle();
    sent.actor.send({ type: 'phone.cancel' });
    await expect(sent.done).resolves.toEqual({ cancelled: true, codeSent: true });
    const sending = start({ send: () => new Promise(() => undefined) });
    sending.actor.send({ type: 'phone.cancel' });
    await expect(sending.done).resolves.toEqual({ cancelled: true });
  });

  it('lets the first send offer a code still valid; a resend always asks for a new one', async () => {
    const inputs: unknown[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      phoneConfirmationMachine.provide({
        actors: {
          sendCode: fromPromise(({ input }) => {
            inputs.push(input);
            return Promise.resolve({ ...SENT, at: 1_000 });
          }),
        },
      }),
      { input: { phone: '+77011234567' }, clock },
    ).start();
    await settle();
    expect(actor.getSnapshot().context.at).toBe(1_000);
    clock.increment(60_000);
    actor.send({ type: 'code.resend' });
    await settle();
    expect(inputs).toEqual([
      { phone: '+77011234567', captchaToken: undefined, resend: false },
      { phone: '+77011234567', captchaToken: undefined, resend: true },
    ]);
  });
});
