import { useMemo, useState } from 'react';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { readBankReturn } from '@/lib/payments/bank-client';
import { useSessionStore } from '@/lib/session/session-context';
import { pendingSocialRegistration } from '@/lib/social/oauth-client';
import { useHydrated } from '@/lib/use-hydrated';

import { registrationLogic } from '../actors/registration-logic';
import type { RegistrationFirstData } from '../first-data';
import { draftStore } from '../storage/drafts';
import { sentCodeStore } from '../storage/sent-code';
import { useBankReturn } from './use-bank-return';

export interface RegistrationStartOptions {
  readonly initialType?: string;
  readonly bonusCode?: string;
  /** The page's first view, fetched by its loader (the machine starts at the form). */
  readonly first?: RegistrationFirstData;
}

/**
 * The registration actor of this page or popup: the variant's machine, started with what the
 * settings say, what the page was rendered with, and what came back to this tab from a third party
 * (a social identity, the bank, a code sent) — that last only once the page is the browser's (the
 * platform's render and hydration know nothing of the tab; see RegistrationFlow).
 */
export function useRegistrationActor({ initialType, bonusCode, first }: RegistrationStartOptions) {
  const client = useApiClient();
  const { settings, variant } = useLoadedSettings();
  const session = useSessionStore();
  const machine = useMemo(
    () => registrationLogic({ client, settings, language: variant.language, session }),
    [client, settings, variant.language, session],
  );
  const inBrowser = useHydrated();
  const [social] = useState(() => (inBrowser ? pendingSocialRegistration.read() : undefined));
  const [codeSentTo] = useState(() =>
    inBrowser ? sentCodeStore.recentPhone(Date.now()) : undefined,
  );
  const bankReturn = useBankReturn(inBrowser);
  const { captchaConfig, registrationConfig, globalConfig } = settings;
  const actor = useFlowActor(machine, {
    input: {
      initialType,
      bonusCode,
      captchaKind: captchaConfig.captcha_type,
      captchaRequired:
        captchaConfig.captcha_type !== 'disabled' && registrationConfig.captcha_required,
      phoneConfirmation: registrationConfig.phone_confirmation,
      defaultCurrency: {
        id: globalConfig.geo_currency.id,
        name: globalConfig.geo_currency.code ?? '',
      },
      socialToken: social?.socialToken,
      bankReturn,
      codeSentTo,
      start: first?.start,
      forms: first?.forms,
    },
  });
  return { actor, social, bankReturn };
}

/**
 * Whether this tab holds anything of a registration: a social identity back from its provider, a
 * code sent, the bank's return, a draft. Read once the page is the browser's.
 */
export const tabHasRegistration = (search: URLSearchParams): boolean =>
  pendingSocialRegistration.read() !== undefined ||
  sentCodeStore.recentPhone(Date.now()) !== undefined ||
  readBankReturn(search) !== undefined ||
  draftStore.any();
