import { fromPromise } from 'xstate';

import { type CaptchaKind, captchaMachine } from '@machines/captcha/captcha.machine';
import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { EVENT_CODES } from '@/lib/analytics/event-codes';
import { track } from '@/lib/analytics/track';
import { loadScript } from '@/lib/load-script';
import { logger } from '@/lib/logger';

/** The captcha machine's I/O: our puzzle needs nothing loaded; the providers load their script. */
export function captchaActors(settings: SiteSettings) {
  return {
    loadProvider: fromPromise<{ hidden: boolean }, { kind: CaptchaKind }>(async ({ input }) => {
      if (input.kind === 'puzzle' || input.kind === 'custom' || input.kind === 'disabled')
        return { hidden: false };
      await loadScript(settings.captchaConfig.script_url);
      return { hidden: false };
    }),
  };
}

/** The captcha machine ready to invoke for this variant (what flows provide as their `captcha` actor). */
export const captchaLogic = (settings: SiteSettings) =>
  captchaMachine.provide({
    actors: captchaActors(settings),
    actions: {
      reportCaptchaFailed: () => {
        logger.warn('captcha failed: Dismissed captcha');
        track(EVENT_CODES.captchaFailed, {
          kind: settings.captchaConfig.captcha_type,
          reason: 'dismissed',
        });
      },
    },
  });
