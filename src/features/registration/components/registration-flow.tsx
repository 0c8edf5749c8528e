import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { RegistrationType } from '@machines/registration/registration.types';
import { Tabs } from '@/components/ui/tabs';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { tabCaption, tabIcon } from '@/lib/registration/registration-rules';
import { useHydrated } from '@/lib/use-hydrated';

import {
  holdsAny,
  NOTHING_HELD,
  readTabRegistration,
  type TabRegistration,
} from '../hooks/tab-registration';
import {
  type RegistrationStartOptions,
  useRegistrationActor,
} from '../hooks/use-registration-actor';
import { RegistrationFormPanel } from './registration-form-panel';
import { RegistrationSkeleton } from './registration-skeleton';
import { RegistrationSteps } from './registration-steps';
import { RetryAlert } from './retry-alert';
import { WelcomeBonuses } from './welcome-bonuses';

const RegistrationSuccess = lazy(() =>
  import('./registration-success').then((m) => ({ default: m.RegistrationSuccess })),
);

interface RegistrationFlowProps extends RegistrationStartOptions {
  readonly idPrefix: string;
  readonly onDone: () => void;
  /**
   * The address names the tab (?type=): a tab chosen goes there (a history entry), and a type the
   * address comes to name (Back/Forward) is selected. Without it the tabs only tell the machine.
   */
  readonly address?: { readonly type?: string; readonly select: (type: RegistrationType) => void };
  /** The new account's credentials are on screen: nothing may close them but Continue. */
  readonly onRegistered?: () => void;
}

/**
 * The whole registration (page or popup). On a page the platform rendered, the flow hydrates as
 * rendered, knowing nothing of this tab; once hydrated, a tab that holds something of a
 * registration (a social identity back, a code sent, the bank's return, a draft) starts the flow
 * again with it. Without any (nearly always), what the player typed before the script ran stays.
 */
export function RegistrationFlow(props: RegistrationFlowProps) {
  const inBrowser = useHydrated();
  const [search] = useSearchParams();
  // Read at the first render, before what the player typed into the rendered page is handed to
  // the form (which writes a draft of it), and acted on once the page is the browser's.
  const [tab] = useState(() => readTabRegistration(search));
  const fromTab = inBrowser && holdsAny(tab);
  return (
    <RegistrationFlowOfTab
      key={fromTab ? 'tab' : 'page'}
      {...props}
      tab={fromTab ? tab : NOTHING_HELD}
    />
  );
}

/**
 * The registration as the registration machine has it: tabs, bonuses, the form, the step it runs
 * (captcha, phone code, bank deposit), the result. It only reads the machine's state and sends it
 * the player's events.
 */
function RegistrationFlowOfTab({
  initialType,
  bonusCode,
  first,
  tab,
  idPrefix,
  onDone,
  address,
  onRegistered,
}: RegistrationFlowProps & { readonly tab: TabRegistration }) {
  const { t } = useTranslation(['registration', 'common']);
  const { settings } = useLoadedSettings();
  const { actor, social, bankReturn } = useRegistrationActor({
    initialType,
    bonusCode,
    first,
    tab,
  });
  const state = useSelector(actor, (s) => s);
  const { types, activeType, error, bonuses, result } = state.context;
  const panelId = `${idPrefix}-panel`;
  const addressType = types.find((type) => type === address?.type);
  // Only a change of the address selects (Back/Forward): a tab the player picks is selected at
  // once, and the address catches up after.
  useEffect(() => {
    if (addressType && addressType !== actor.getSnapshot().context.activeType)
      actor.send({ type: 'type.select', registrationType: addressType });
  }, [actor, addressType]);
  const registered = state.matches('registered') && result !== undefined;
  useEffect(() => {
    if (registered) onRegistered?.();
  }, [registered, onRegistered]);

  if (registered) {
    return (
      <Suspense fallback={<p role="status">{t('loading', { ns: 'common' })}</p>}>
        <RegistrationSuccess
          result={result}
          brand={settings.customizeConfig.brand}
          showSaveNotice={settings.registrationConfig.additional.isLoginSavingNotificationVisible}
          onContinue={onDone}
        />
      </Suspense>
    );
  }
  return (
    <div className="registration">
      {state.matches('loading') && <RegistrationSkeleton />}
      {state.matches('failed') && (
        <RetryAlert code={error?.code} onRetry={() => actor.send({ type: 'start.retry' })} />
      )}
      {state.matches({ ready: 'unavailable' }) && <p role="status">{t('reg_unavailable')}</p>}
      <Tabs
        types={types}
        active={activeType}
        label={t('reg_types_label')}
        idPrefix="registration"
        panelId={panelId}
        disabled={state.matches('submitting')}
        caption={(type: RegistrationType) => t(tabCaption(settings, type))}
        icon={(type: RegistrationType) => tabIcon(type, settings.authConfig.social_providers[0])}
        onSelect={(type) => {
          actor.send({ type: 'type.select', registrationType: type });
          address?.select(type);
        }}
      />
      <div
        id={panelId}
        role={types.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={
          activeType && types.length > 1 ? `registration-tab-${activeType}` : undefined
        }
      >
        <WelcomeBonuses
          bonuses={bonuses}
          selected={state.context.bonusCode}
          legend={t('reg_bonus_legend')}
          t={(key) => t(key)}
          onSelect={(code) => actor.send({ type: 'bonus.select', bonusCode: code })}
        />
        <RegistrationFormPanel
          state={state}
          social={social}
          bankReturn={bankReturn}
          idPrefix={idPrefix}
          onSubmit={(values) => actor.send({ type: 'form.submit', values })}
          onRetry={() => actor.send({ type: 'fields.retry' })}
        />
      </div>
      <RegistrationSteps children={state.children} />
    </div>
  );
}
