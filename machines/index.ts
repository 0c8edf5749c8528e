import type { AnyStateMachine } from 'xstate';

import { analyticsSessionEntry } from './analytics-session/analytics-session.fixtures';
import { autoLogoffEntry } from './auto-logoff/auto-logoff.fixtures';
import { captchaEntry } from './captcha/captcha.fixtures';
import { crossFrameChannelEntry } from './cross-frame-channel/cross-frame-channel.fixtures';
import { modalQueueEntry } from './modal-queue/modal-queue.fixtures';
import { passwordResetEntry } from './password-reset/password-reset.fixtures';
import { payAndPlayEntry } from './pay-and-play/pay-and-play.fixtures';
import { phoneConfirmationEntry } from './phone-confirmation/phone-confirmation.fixtures';
import { pollingTimerEntry } from './polling-timer/polling-timer.fixtures';
import type { CatalogueEntry } from './qa/catalogue-entry';
import { machineVersion } from './qa/fingerprint';
import { registrationEntry } from './registration/registration.fixtures';
import { serviceTokenEntry } from './service-token/service-token.fixtures';
import { signInEntry } from './sign-in/sign-in.fixtures';
import { twoFactorEntry } from './two-factor/two-factor.fixtures';
import { userTokenEntry } from './user-token/user-token.fixtures';

/** A catalogue entry with the version recordings of it carry. */
export interface CatalogueMachine extends CatalogueEntry {
  readonly version: string;
}

const withVersion = (entry: CatalogueEntry): CatalogueMachine => ({
  ...entry,
  version: machineVersion(entry.machine),
});

/** Every machine of the app, with its fixtures: what the paths tests, the QA tools and recordings use. */
export const catalogue: readonly CatalogueMachine[] = [
  registrationEntry,
  captchaEntry,
  phoneConfirmationEntry,
  payAndPlayEntry,
  signInEntry,
  userTokenEntry,
  serviceTokenEntry,
  twoFactorEntry,
  autoLogoffEntry,
  passwordResetEntry,
  pollingTimerEntry,
  modalQueueEntry,
  crossFrameChannelEntry,
  analyticsSessionEntry,
].map(withVersion);

/** The catalogue entry of a machine id, or undefined. */
export const findMachine = (id: string): CatalogueMachine | undefined =>
  catalogue.find((entry) => entry.id === id);

/** The catalogue entry of a machine (by identity, also for `machine.provide(...)` copies: same config). */
export const entryOfMachine = (machine: AnyStateMachine): CatalogueMachine | undefined =>
  catalogue.find((entry) => entry.machine === machine || entry.machine.config === machine.config);
