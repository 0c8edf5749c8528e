import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, toPromise } from 'xstate';

import type { captchaMachine } from '../captcha/captcha.machine';
import { machineError } from '../machine-error';
import type { payAndPlayMachine } from '../pay-and-play/pay-and-play.machine';
import type { phoneConfirmationMachine } from '../phone-confirmation/phone-confirmation.machine';
import { registrationMachine } from './registration.machine';
import type {
  FormDefinition,
  RegisterCall,
  RegistrationInput,
  RegistrationResult,
  RegistrationStart,
  RegistrationType,
} from './registration.types';

const form = (name: string): FormDefinition => ({
  fields: [{ id: name, name, type: 'input' }],
  relations: [],
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type RegisterInput = RegisterCall;

interface Setup {
  types?: RegistrationType[];
  input?: Partial<RegistrationInput>;
  register?: (input: RegisterInput) => Promise<RegistrationResult>;
  captcha?: 'solve' | 'dismiss';
  /** How the phone-confirmation child ends (a function: its output, one per start). */
  phone?: 'confirm' | 'cancel' | (() => unknown);
  /** How the pay-and-play child ends. */
  payment?: 'redirected' | 'cancelled';
  form?: (type: RegistrationType) => FormDefinition;
}

/** A stand-in child that ends at once with `output` (or what it returns), recording its input. */
function child<T>(output: unknown, inputs: unknown[]) {
  return createMachine({
    context: ({ input }) => {
      inputs.push(input);
      return {};
    },
    initial: 'done',
    states: { done: { type: 'final' } },
    output: () => (typeof output === 'function' ? (output as () => unknown)() : output),
  }) as unknown as T;
}

function start(setupOptions: Setup = {}) {
  const loadStart = vi.fn(() =>
    Promise.resolve<RegistrationStart>({
      types: setupOptions.types ?? ['full_reg', 'phone_reg', 'fast_reg'],
      bonuses: [{ id: '1', bonusCode: 'SPORT100', title: 'b', cancel: false }],
    }),
  );
  const loadForm = vi.fn(({ input }: { input: { type: RegistrationType } }) =>
    Promise.resolve((setupOptions.form ?? ((type) => form(`${type}_field`)))(input.type)),
  );
  const register = vi.fn(({ input }: { input: RegisterInput }) =>
    setupOptions.register
      ? setupOptions.register(input)
      : Promise.resolve({ userId: 7, password: 'pw' }),
  );
  const captchaInputs: unknown[] = [];
  const phoneInputs: unknown[] = [];
  const paymentInputs: unknown[] = [];
  const signedIn = vi.fn();
  const reportRegistration = vi.fn();
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadStart: fromPromise(loadStart),
        loadForm: fromPromise(loadForm),
        register: fromPromise(register),
        captcha: child<typeof captchaMachine>(
          setupOptions.captcha === 'dismiss'
            ? {
                dismissed: true,
                error: { code: 'captcha_dismissed', message: 'Dismissed captcha' },
              }
            : { token: 'captcha-token' },
          captchaInputs,
        ),
        phoneConfirmation: child<typeof phoneConfirmationMachine>(
          typeof setupOptions.phone === 'function'
            ? setupOptions.phone
            : setupOptions.phone === 'cancel'
              ? { cancelled: true }
              : { token: 'phone-proof' },
          phoneInputs,
        ),
        payAndPlay: child<typeof payAndPlayMachine>(
          setupOptions.payment === 'cancelled' ? { cancelled: true } : { redirected: true },
          paymentInputs,
        ),
      },
      actions: { signedIn, reportRegistration },
    }),
    {
      input: {
        captchaKind: 'puzzle',
        captchaRequired: true,
        phoneConfirmation: false,
        defaultCurrency: { id: 7, name: 'KZT' },
        ...setupOptions.input,
      },
    },
  );
  actor.start();
  return {
    actor,
    loadStart,
    loadForm,
    register,
    captchaInputs,
    phoneInputs,
    paymentInputs,
    signedIn,
    reportRegistration,
    done: toPromise(actor),
  };
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

  const withPhone = (): FormDefinition => ({
    fields: [
      { id: 'email', name: 'email', type: 'email' },
      { id: 'mobile', name: 'mobile', type: 'phone' },
    ],
    relations: [],
  });

  it('puts the captcha before the SMS code: the code’s send spends the token, the register call needs none', async () => {
    const { actor, register, phoneInputs, done } = start({
      input: { phoneConfirmation: true },
      form: withPhone,
    });
    await settle();
    actor.send({ type: 'form.submit', values: { email: 'a@b.co', mobile: '+77011234567' } });
    await expect(done).resolves.toEqual({ userId: 7, password: 'pw' });
    expect(phoneInputs).toEqual([{ phone: '+77011234567', captchaToken: 'captcha-token' }]);
    expect(register.mock.calls[0]?.[0].input).toEqual({
      type: 'full_reg',
      values: { email: 'a@b.co', mobile: '+77011234567', phone_confirmation: 'phone-proof' },
      captchaToken: undefined,
      bonusCode: undefined,
    });
  });

  it('keeps a confirmed phone across a refusal for another field, and confirms a changed one again', async () => {
    let calls = 0;
    const { actor, register, captchaInputs, phoneInputs } = start({
      input: { phoneConfirmation: true },
      form: withPhone,
      register: () =>
        ++calls === 1
          ? Promise.reject(
              machineError({
                code: 'error_validation',
                message: '422',
                fields: { email: ['taken'] },
              }),
            )
          : Promise.resolve({ userId: 8, password: 'pw' }),
    });
    await settle();
    actor.send({ type: 'form.submit', values: { email: 'taken@b.co', mobile: '+77011234567' } });
    await settle();
    expect(actor.getSnapshot().context.phoneProof).toEqual({
      phone: '+77011234567',
      token: 'phone-proof',
    });
    // Same phone: straight to the register call with the proof, no captcha, no new code.
    actor.send({ type: 'form.submit', values: { email: 'free@b.co', mobile: '+77011234567' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('registered');
    expect(captchaInputs).toHaveLength(1);
    expect(phoneInputs).toHaveLength(1);
    expect(register.mock.calls[1]?.[0].input.values).toMatchObject({
      phone_confirmation: 'phone-proof',
    });
  });

  it('returns to the form when the player closes the phone confirmation', async () => {
    const { actor, register } = start({
      input: { phoneConfirmation: true },
      form: withPhone,
      phone: 'cancel',
    });
    await settle();
    actor.send({ type: 'form.submit', values: { mobile: '+77011234567' } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
    expect(register).not.toHaveBeenCalled();
  });

  it('goes back to a code already sent when the player closed its dialog: no second captcha', async () => {
    let outputs = [{ cancelled: true, codeSent: true }, { token: 'phone-proof' }];
    const { actor, captchaInputs, phoneInputs, register } = start({
      input: { phoneConfirmation: true },
      form: withPhone,
      phone: () => outputs.shift(),
    });
    await settle();
    actor.send({ type: 'form.submit', values: { mobile: '+77011234567' } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
    expect(actor.getSnapshot().context.codeSentTo).toBe('+77011234567');
    actor.send({ type: 'form.submit', values: { mobile: '+77011234567' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('registered');
    expect(captchaInputs).toHaveLength(1);
    expect(phoneInputs).toEqual([
      { phone: '+77011234567', captchaToken: 'captcha-token' },
      { phone: '+77011234567', captchaToken: undefined },
    ]);
    expect(register).toHaveBeenCalledTimes(1);
    outputs = [];
  });

  it('after a reload (codeSentTo given) skips the captcha for that phone only', async () => {
    const same = start({
      input: { phoneConfirmation: true, codeSentTo: '+77011234567' },
      form: withPhone,
    });
    await settle();
    same.actor.send({ type: 'form.submit', values: { mobile: '+77011234567' } });
    await settle();
    expect([same.captchaInputs.length, same.phoneInputs.length]).toEqual([0, 1]);
    const other = start({
      input: { phoneConfirmation: true, codeSentTo: '+77019999999' },
      form: withPhone,
    });
    await settle();
    other.actor.send({ type: 'form.submit', values: { mobile: '+77011234567' } });
    await settle();
    expect([other.captchaInputs.length, other.phoneInputs.length]).toEqual([1, 1]);
  });

  it('hands pay-and-play to its child (which has the captcha) with the form’s currency, and waits for the bank', async () => {
    const currencyForm = (): FormDefinition => ({
      fields: [
        {
          id: 'money',
          name: 'money',
          type: 'select',
          autocomplete: 'transaction-currency',
          options: [{ id: 10, name: 'USD' }],
        },
      ],
      relations: [],
    });
    const { actor, captchaInputs, paymentInputs, register } = start({
      types: ['pay_and_play'],
      form: currencyForm,
    });
    await settle();
    actor.send({ type: 'form.submit', values: { money: 10 } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ submitting: 'leftForBank' });
    expect(captchaInputs).toEqual([]);
    expect(paymentInputs).toEqual([
      {
        captchaKind: 'puzzle',
        captchaRequired: true,
        currency: { id: 10, name: 'USD' },
        values: { money: 10 },
      },
    ]);
    expect(register).not.toHaveBeenCalled();
  });

  it('comes back to the form when the player gives up the deposit, in the visitor’s currency', async () => {
    const { actor, paymentInputs } = start({ types: ['pay_and_play'], payment: 'cancelled' });
    await settle();
    actor.send({ type: 'form.submit', values: {} });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
    expect(paymentInputs[0]).toMatchObject({ currency: { id: 7, name: 'KZT' } });
  });

  it('starts ready from what the page already has, and sends a paid bank return at once without a captcha', async () => {
    const { loadStart, loadForm, register, captchaInputs, signedIn, reportRegistration, done } =
      start({
        input: {
          initialType: 'pay_and_play',
          start: { types: ['full_reg', 'pay_and_play'], bonuses: [] },
          forms: { pay_and_play: form('agree') },
          bankReturn: { outcome: 'paid', reference: 'PNP-1', values: { agree: true } },
        },
      });
    await expect(done).resolves.toEqual({ userId: 7, password: 'pw' });
    expect(loadStart).not.toHaveBeenCalled();
    expect(loadForm).not.toHaveBeenCalled();
    expect(captchaInputs).toEqual([]);
    expect(register.mock.calls[0]?.[0].input).toMatchObject({
      type: 'pay_and_play',
      values: { agree: true, payment_reference: 'PNP-1' },
      captchaToken: undefined,
    });
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(reportRegistration).toHaveBeenCalledTimes(1);
  });

  it('restores the form after a cancelled bank trip and sends nothing by itself', async () => {
    const { actor, register } = start({
      input: {
        initialType: 'pay_and_play',
        bankReturn: { outcome: 'cancelled', values: { agree: true } },
      },
      types: ['pay_and_play'],
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
    expect(actor.getSnapshot().context.restoredValues).toEqual({ agree: true });
    expect(register).not.toHaveBeenCalled();
  });

  it('registers with the social identity’s token when one came back from its provider', async () => {
    const { actor, register, done } = start({ input: { socialToken: 'soc-1' } });
    await settle();
    actor.send({ type: 'form.submit', values: { x: 1 } });
    await done;
    expect(register.mock.calls[0]?.[0].input.values).toEqual({ x: 1, social_token: 'soc-1' });
  });
});
