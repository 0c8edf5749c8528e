import { registrationMachine } from '@machines/registration/registration.machine';
import { captchaLogic } from '@/components/captcha/captcha-actors';
import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { EVENT_CODES } from '@/lib/analytics/event-codes';
import { identify, track } from '@/lib/analytics/track';
import type { ApiClient } from '@/lib/api-client/client';
import type { SessionStore } from '@/lib/session/session-store';
import { pendingSocialRegistration } from '@/lib/social/oauth-client';

import { draftStore } from '../storage/drafts';
import { sentCodeStore } from '../storage/sent-code';
import { payAndPlayLogic } from './pay-and-play-actors';
import { phoneConfirmationLogic } from './phone-confirmation-actors';
import { registrationActors } from './registration-actors';

interface RegistrationDeps {
  readonly client: ApiClient;
  readonly settings: SiteSettings;
  readonly language: string;
  /** The app's session: the new player is signed in. */
  readonly session: Pick<SessionStore, 'set'>;
}

/** The registration machine with its I/O, its children and its effects for this variant. */
export function registrationLogic({ client, settings, language, session }: RegistrationDeps) {
  const captcha = captchaLogic(settings);
  return registrationMachine.provide({
    actors: {
      ...registrationActors(client),
      captcha,
      phoneConfirmation: phoneConfirmationLogic(client),
      payAndPlay: payAndPlayLogic({ client, language, captcha }),
    },
    actions: {
      // The platform logged the new player in (session cookie); a social sign-up is used up.
      signedIn: () => {
        session.set({ authenticated: true });
        pendingSocialRegistration.clear();
        sentCodeStore.clear();
        draftStore.clear();
      },
      reportRegistration: ({ context }) => {
        const type = context.activeType ?? '';
        if (context.result) identify(context.result.userId);
        track(EVENT_CODES.registration, { type });
        // Pay-and-play opens the account with the deposit paid at the bank: the first deposit.
        if (type === 'pay_and_play') track(EVENT_CODES.firstDeposit, { type });
      },
    },
  });
}
