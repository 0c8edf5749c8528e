import { useTranslation } from 'react-i18next';

import { PhoneInput } from '@/components/ui/phone-input/phone-input';
import { useLoadedSettings } from '@/config/use-settings.ts';
import type { PhoneCatalogue } from '@/lib/forms/phone-catalogue';
import { phoneRule } from '@/lib/validation/phone-rule';
import type { RuleFailure } from '@/lib/validation/types';

import type { SignInTab } from './first-factor-form';

const INPUT: Readonly<Record<'email' | 'id', { type: string; inputMode: 'numeric' | 'email' }>> = {
  email: { type: 'email', inputMode: 'email' },
  id: { type: 'text', inputMode: 'numeric' },
};

/** Tabs whose login is a phone: typed with the registration's phone input. */
export const isPhoneTab = (tab: SignInTab): tab is 'phone_number' | 'sms' =>
  tab === 'phone_number' || tab === 'sms';

/** What the shared rule engine says of a phone login (the platform checks the same), with its params. */
export function phoneProblem(
  phone: string,
  catalogue: PhoneCatalogue,
  phoneRules: Parameters<typeof phoneRule>[2]['phoneRules'],
): RuleFailure | undefined {
  return phoneRule(
    phone,
    { rule: 'phone', message: 'validation_phone_incorrect' },
    { values: {}, phoneCountries: catalogue.rules, phoneRules },
    { id: 'phone', name: 'phone', type: 'phone' },
  );
}

interface LoginFieldProps {
  readonly id: string;
  readonly tab: SignInTab;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly catalogue: PhoneCatalogue;
  readonly describedBy?: string;
  readonly invalid: boolean;
}

/** The login of a tab: an e-mail or account number, or a phone through the code picker. */
export function LoginField({
  id,
  tab,
  value,
  onChange,
  catalogue,
  describedBy,
  invalid,
}: LoginFieldProps) {
  const { t } = useTranslation(['auth', 'registration']);
  const { settings } = useLoadedSettings();
  return (
    <div className="form-field">
      <label htmlFor={id}>{t(`auth_login_${tab}`)}</label>
      {isPhoneTab(tab) ? (
        <PhoneInput
          id={id}
          value={value}
          onChange={(next) => onChange(next ?? '')}
          countries={catalogue.options}
          defaultCountryId={settings.globalConfig.geo_country_id}
          t={(key, params) => t(key, { ns: 'registration', ...params })}
          autoComplete={tab === 'sms' ? 'tel-national' : 'username'}
          required
          invalid={invalid}
          describedBy={describedBy}
        />
      ) : (
        <input
          id={id}
          className="form-control"
          required
          value={value}
          dir="ltr"
          autoComplete="username"
          {...INPUT[tab]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
