import { useMemo, useState } from 'react';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { useSessionStore } from '@/lib/session/session-context';
import { pendingSocialRegistration } from '@/lib/social/oauth-client';

import { registrationLogic } from '../actors/registration-logic';
import { sentCodeStore } from '../storage/sent-code';
import { useBankReturn } from './use-bank-return';

export interface RegistrationStartOptions {
  readonly initialType?: string;
  readonly bonusCode?: string;
}

/**
 * The registration actor of this page or popup: the variant's machine, started with what the
 * settings say and what came back from a third party (a social identity, the bank).
 */
export function useRegistrationActor({ initialType, bonusCode }: RegistrationStartOptions) {
  const client = useApiClient();
  const { settings, variant } = useLoadedSettings();
  const session = useSessionStore();
  const machine = useMemo(
    () => registrationLogic({ client, settings, language: variant.language, session }),
    [client, settings, variant.language, session],
  );
  const [social] = useState(() => pendingSocialRegistration.read());
  const [codeSentTo] = useState(() => sentCodeStore.recentPhone(Date.now()));
  const bankReturn = useBankReturn();
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
    },
  });
  return { actor, social, bankReturn };
}
