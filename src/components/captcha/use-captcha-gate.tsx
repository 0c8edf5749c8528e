import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type ActorRefFrom, createActor } from 'xstate';

import type { captchaMachine, CaptchaOutput } from '@machines/captcha/captcha.machine';
import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { flowInspect } from '@/lib/machines/inspection';

import { captchaLogic } from './captcha-actors';
import { CaptchaStep } from './captcha-step';

/** What a gated call gets: the solved token ('' where no captcha is asked), or undefined when the player closed it. */
export type CaptchaPass = string | undefined;

/**
 * A captcha in front of a single call that is not part of a flow machine (an office setting):
 * `pass()` shows the variant's captcha when `required` and resolves with its token; `dialog` is
 * what to render meanwhile.
 */
export function useCaptchaGate(
  settings: SiteSettings,
  required: boolean,
): { pass: () => Promise<CaptchaPass>; dialog: ReactNode } {
  const [actor, setActor] = useState<ActorRefFrom<typeof captchaMachine>>();
  const running = useRef<ActorRefFrom<typeof captchaMachine> | undefined>(undefined);
  useEffect(() => () => running.current?.stop(), []);
  const pass = useCallback(async (): Promise<CaptchaPass> => {
    if (!required) return '';
    running.current?.stop();
    const started = createActor(captchaLogic(settings), {
      input: { kind: settings.captchaConfig.captcha_type },
      inspect: flowInspect(),
    });
    running.current = started;
    const output = await new Promise<CaptchaOutput>((resolve) => {
      started.subscribe((snapshot) => {
        if (snapshot.status === 'done') resolve(snapshot.output);
      });
      started.start();
      setActor(started);
    });
    setActor(undefined);
    return 'token' in output ? output.token : undefined;
  }, [required, settings]);
  return { pass, dialog: <CaptchaStep actor={actor} /> };
}
