import { type AnyEventObject, assign, type EventObject } from 'xstate';

import type { MachineError } from '../machine-error';
import type { CaptchaKind, CaptchaOutput } from './captcha.machine';

/** The error a flow keeps when the player closed the captcha instead of solving it. */
export const CAPTCHA_DISMISSED = {
  code: 'captcha_dismissed',
  message: 'Dismissed captcha',
} as const;

/** What a flow that puts a captcha in front of a call keeps in its context. */
export interface CaptchaStepContext {
  readonly captchaKind: CaptchaKind;
  /** The solved challenge's token, for the one call that spends it (single use, short-lived). */
  readonly captchaToken?: string;
}

const outputOf = (event: AnyEventObject) => (event as { output?: CaptchaOutput }).output;

/** Whether the captcha child ended without a token (the player closed it). */
export const captchaDismissed = ({ event }: { event: AnyEventObject }) => {
  const output = outputOf(event);
  return output !== undefined && 'dismissed' in output;
};

/** The token a solved captcha child ended with ('' when the variant has none). */
export const captchaTokenOf = ({ event }: { event: AnyEventObject }): string | undefined => {
  const output = outputOf(event);
  return output && 'token' in output ? output.token : undefined;
};

/**
 * The captcha in front of a call, written once for every flow (registration, pay-and-play,
 * sign-in): invokes the `captcha` child (id `captcha`), then goes to `solved` with the token kept
 * (action `captchaSolved`) or to `dismissed` (action `captchaDismissed`). A flow's setup names the
 * `captcha` actor, the `captchaDismissed` guard and the two actions (see `captchaStepActions`).
 */
export const captchaStep = <TSolved extends string, TDismissed extends string>(
  solved: TSolved,
  dismissed: TDismissed,
) =>
  ({
    invoke: {
      id: 'captcha',
      src: 'captcha',
      input: ({ context }: { context: CaptchaStepContext }) => ({ kind: context.captchaKind }),
      onDone: [
        { guard: 'captchaDismissed', target: dismissed, actions: 'captchaDismissed' },
        { target: solved, actions: 'captchaSolved' },
      ],
    },
  }) as const;

/** The step's two context updates, for a flow's `setup({ actions: captchaStepActions<C, E>() })`. */
export const captchaStepActions = <
  TContext extends CaptchaStepContext & { readonly error?: MachineError },
  TEvent extends EventObject,
>() => ({
  // The context is generic here: TypeScript cannot see that these keys are TContext's own.
  captchaSolved: assign<TContext, AnyEventObject, undefined, TEvent, never>(
    ({ event }) => ({ captchaToken: captchaTokenOf({ event }) }) as Partial<TContext>,
  ),
  captchaDismissed: assign<TContext, AnyEventObject, undefined, TEvent, never>(
    () => ({ captchaToken: undefined, error: CAPTCHA_DISMISSED }) as Partial<TContext>,
  ),
});
