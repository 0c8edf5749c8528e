import { type AnyStateMachine, StateMachine } from 'xstate';

import { analyticsSessionEntry } from '../machines/analytics-session/analytics-session.fixtures';
import { autoLogoffEntry } from '../machines/auto-logoff/auto-logoff.fixtures';
import { captchaEntry } from '../machines/captcha/captcha.fixtures';
import { cashOutEntry } from '../machines/cash-out/cash-out.fixtures';
import { couponEntry } from '../machines/coupon/coupon.fixtures';
import { couponBookingEntry } from '../machines/coupon-booking/coupon-booking.fixtures';
import { crossFrameChannelEntry } from '../machines/cross-frame-channel/cross-frame-channel.fixtures';
import { modalQueueEntry } from '../machines/modal-queue/modal-queue.fixtures';
import { passwordResetEntry } from '../machines/password-reset/password-reset.fixtures';
import { payAndPlayEntry } from '../machines/pay-and-play/pay-and-play.fixtures';
import { paymentConsultantEntry } from '../machines/payment-consultant/payment-consultant.fixtures';
import { phoneConfirmationEntry } from '../machines/phone-confirmation/phone-confirmation.fixtures';
import { pollingTimerEntry } from '../machines/polling-timer/polling-timer.fixtures';
import { powerBetEntry } from '../machines/power-bet/power-bet.fixtures';
import { registrationEntry } from '../machines/registration/registration.fixtures';
import { serviceTokenEntry } from '../machines/service-token/service-token.fixtures';
import { signInEntry } from '../machines/sign-in/sign-in.fixtures';
import { twoFactorEntry } from '../machines/two-factor/two-factor.fixtures';
import { userTokenEntry } from '../machines/user-token/user-token.fixtures';
import type { CatalogueEntry } from './catalogue-entry';
import { machineVersion } from './fingerprint';

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
  paymentConsultantEntry,
  pollingTimerEntry,
  modalQueueEntry,
  crossFrameChannelEntry,
  analyticsSessionEntry,
  couponEntry,
  cashOutEntry,
  couponBookingEntry,
  powerBetEntry,
].map(withVersion);

/** The catalogue entry of a machine id, or undefined. */
export const findMachine = (id: string): CatalogueMachine | undefined =>
  catalogue.find((entry) => entry.id === id);

/** The catalogue entry of an actor's logic: the machine itself or a `machine.provide(…)` copy (same config). */
export const entryOfLogic = (logic: unknown): CatalogueMachine | undefined =>
  logic instanceof StateMachine
    ? catalogue.find((entry) => entry.machine.config === (logic as AnyStateMachine).config)
    : undefined;
