import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, toPromise } from 'xstate';

import type { captchaMachine } from '../captcha/captcha.machine';
import { machineError } from '../machine-error';
import { registrationMachine } from './registration.machine';
import type {
  FormDefinition,
  RegistrationInput,
  RegistrationStart,
  RegistrationType,
} from './registration.types';

const form = (name: string): FormDefinition => ({
  fields: [{ id: name, name, type: 'input' }],
  relations: [],
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type RegisterInput = {
  type: RegistrationType;
  values: Readonly<Record<string, unknown>>;
  captchaToken?: string;
  bonusCode?: string;
};

interface Setup {
  types?: RegistrationType[];
  input?: Partial<RegistrationInput>;
  register?: (input: RegisterInput) => Promise<{ userId: number; password: string }>;
  captcha?: 'solve' | 'dismiss';
}

function start(setupOptions: Setup = {}) {
  const loadForm = vi.fn(({ input }: { input: { type: RegistrationType } }) =>
    Promise.resolve(form(`${input.type}_field`)),
  );
  const register = vi.fn(({ input }: { input: RegisterInput }) =>
    setupOptions.register
      ? setupOptions.register(input)
      : Promise.resolve({ userId: 7, password: 'pw' }),
  );
  // A stand-in captcha child that ends the way the test asks.
  const captcha = createMachine({
    initial: 'done',
    states: { done: { type: 'final' } },
    output: () =>
      setupOptions.captcha === 'dismiss'
        ? { dismissed: true, error: { code: 'captcha_dismissed', message: 'Dismissed captcha' } }
        : { token: 'captcha-token' },
  }) as unknown as typeof captchaMachine;
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadStart: fromPromise(() =>
          Promise.resolve<RegistrationStart>({
            types: setupOptions.types ?? ['full_reg', 'phone_reg', 'fast_reg'],
            bonuses: [{ id: '1', bonusCode: 'SPORT100', title: 'b', cancel: false }],
          }),
        ),
        loadForm: fromPromise(loadForm),
        register: fromPromise(register),
        captcha,
      },
    }),
    { input: { captchaKind: 'puzzle', captchaRequired: true, ...setupOptions.input } },
  );
  actor.start();
  return { actor, loadForm, register, done: toPromise(actor) };
}

describe('registration machine', () => {
  it('makes the offered types tabs, picks ?type= when offered, and loads its form', async () => {
    const { actor, loadForm } = start({ input: { initialType: 'phone_reg' } });
    await settle();
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ ready: 'editing' });
    expect(context.types).toEqual(['full_reg', 'phone_reg', 'fast_reg']);
    expect(context.activeType).toBe('phone_reg');
    expect(loadForm).toHaveBeenCalledTimes(1);
    expect(context.forms.phone_reg).toEqual(form('phone_reg_field'));
  });

  it('falls back to the first type when ?type= is not offered', async () => {
    const { actor } = start({ input: { initialType: 'soc_reg' } });
    await settle();
    expect(actor.getSnapshot().context.activeType).toBe('full_reg');
  });

  it('caches each type’s form: switching back loads nothing again', async () => {
    const { actor, loadForm } = start();
    await settle();
    actor.send({ type: 'type.select', registrationType: 'fast_reg' });
    await settle();
    actor.send({ type: 'type.select', registrationType: 'full_reg' });
    await settle();
    expect(loadForm.mock.calls.map(([{ input }]) => input.type)).toEqual(['full_reg', 'fast_reg']);
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
  });

  it('ignores a type that is not offered', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'type.select', registrationType: 'pay_and_play' });
    expect(actor.getSnapshot().context.activeType).toBe('full_reg');
  });

  it('preselects the bonus code from the route when a welcome bonus has it', async () => {
    const { actor } = start({ input: { bonusCode: 'sport100' } });
    await settle();
    expect(actor.getSnapshot().context.bonusCode).toBe('SPORT100');
  });

  it('submits through the captcha to the register call and ends with the result', async () => {
    const { actor, register, done } = start();
    await settle();
    actor.send({ type: 'form.submit', values: { email: 'a@b.co' } });
    await expect(done).resolves.toEqual({ userId: 7, password: 'pw' });
    expect(register.mock.calls[0]?.[0].input).toEqual({
      type: 'full_reg',
      values: { email: 'a@b.co' },
      captchaToken: 'captcha-token',
      bonusCode: undefined,
    });
  });

  it('skips the captcha when the variant does not ask for one', async () => {
    const { actor, register, done } = start({ input: { captchaRequired: false } });
    await settle();
    actor.send({ type: 'form.submit', values: {} });
    await done;
    expect(register.mock.calls[0]?.[0].input.captchaToken).toBeUndefined();
  });

  it('returns to the form when the captcha is dismissed', async () => {
    const { actor, register } = start({ captcha: 'dismiss' });
    await settle();
    actor.send({ type: 'form.submit', values: {} });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'captcha_dismissed',
      message: 'Dismissed captcha',
    });
    expect(register).not.toHaveBeenCalled();
  });

  it('puts the platform’s field errors on the form', async () => {
    const rejection = machineError({
      code: 'error_validation',
      message: '422',
      fields: { email: ['validation_email_taken'] },
    });
    const { actor } = start({ register: () => Promise.reject(rejection) });
    await settle();
    actor.send({ type: 'form.submit', values: { email: 'taken@b.co' } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['validation_email_taken'] });
  });

  it('does not change the type while submitting', async () => {
    let finish!: (value: { userId: number; password: string }) => void;
    const { actor } = start({ register: () => new Promise((resolve) => (finish = resolve)) });
    await settle();
    actor.send({ type: 'form.submit', values: {} });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ submitting: 'registering' });
    actor.send({ type: 'type.select', registrationType: 'fast_reg' });
    expect(actor.getSnapshot().context.activeType).toBe('full_reg');
    finish({ userId: 1, password: 'x' });
  });

  it('says registration is unavailable when no type is offered', async () => {
    const { actor } = start({ types: [] });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'unavailable' });
  });
});
