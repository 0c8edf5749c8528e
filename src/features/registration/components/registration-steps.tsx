import { lazy, Suspense } from 'react';
import type { SnapshotFrom } from 'xstate';

import type { registrationMachine } from '@machines/registration/registration.machine';
import { CaptchaStep } from '@/components/captcha/captcha-step';

// What shows only after the player submits, and only in some variants, loads then: the route's
// first paint carries the form alone.
const PayAndPlayDialog = lazy(() =>
  import('./pay-and-play-dialog').then((m) => ({ default: m.PayAndPlayDialog })),
);
const PhoneConfirmationDialog = lazy(() =>
  import('./phone-confirmation-dialog').then((m) => ({ default: m.PhoneConfirmationDialog })),
);

/** The step the registration machine is running as a child: captcha, phone code or bank deposit. */
export function RegistrationSteps({
  children,
}: {
  children: SnapshotFrom<typeof registrationMachine>['children'];
}) {
  const { captcha, phoneConfirmation, payAndPlay } = children;
  return (
    <>
      <CaptchaStep actor={captcha} />
      <Suspense fallback={null}>
        {phoneConfirmation && <PhoneConfirmationDialog actor={phoneConfirmation} />}
        {payAndPlay && <PayAndPlayDialog actor={payAndPlay} />}
      </Suspense>
    </>
  );
}
