import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';

import type { captchaMachine } from '@machines/captcha/captcha.machine';

// Shown only once a flow reaches its captcha: the first paint carries the form alone.
const CaptchaDialog = lazy(() =>
  import('./captcha-dialog').then((m) => ({ default: m.CaptchaDialog })),
);

/** A flow's captcha step (its `captcha` child, while it runs): the dialog, loaded on demand. */
export function CaptchaStep({ actor }: { actor: ActorRefFrom<typeof captchaMachine> | undefined }) {
  if (!actor) return null;
  return (
    <Suspense fallback={null}>
      <CaptchaDialog actor={actor} />
    </Suspense>
  );
}
