import { useMemo } from 'react';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { useSessionStore } from '@/lib/session/session-context';

import { registrationLogic } from '../actors/registration-logic';
import type { RegistrationFirstData } from '../first-data';
import type { TabRegistration } from './tab-registration';
import { useForgetBankReturn } from './use-bank-return';

export interface RegistrationStartOptions {
  readonly initialType?: string;
  readonly bonusCode?: string;
  /** The page's first view, fetched by its loader (the machine starts at the form). */
  readonly first?: RegistrationFirstData;
}

interface RegistrationActorOptions extends RegistrationStartOptions {
  /** What the tab holds (nothing while a rendered page hydrates; see RegistrationFlow). */
  readonly tab: TabRegistration;
}

/**
 * The registration actor of this page or popup: the variant's machine, started with what the
 * settings say, what the page was rendered with, and what came back to this tab from a third party
 * (a social identity, the bank, a code sent).
 */
export function useRegistrationActor({
  initialType,
  bonusCode,
  first,
  tab,
}: RegistrationActorOptions) {
  const client = useApiClient();
  const { settings, variant } = useLoadedSettings();
  const session = useSessionStore();
  const machine = useMemo(
    () => registrationLogic({ client, settings, language: variant.language, session }),
    [client, settings, variant.language, session],
  );
  const { social, codeSentTo, bankReturn } = tab;
  useForgetBankReturn(bankReturn);
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
