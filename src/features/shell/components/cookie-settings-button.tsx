import { useTranslation } from 'react-i18next';

import { useConsentBanner } from '@/lib/consent/consent-context';

/** Reopens the cookie-consent banner, on variants that ask for consent. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  const { required, reopen } = useConsentBanner();
  if (!required) return null;
  return (
    <p>
      <button
        type="button"
        className="link-button"
        onClick={(event) => reopen(event.currentTarget)}
      >
        {t('consent_settings')}
      </button>
    </p>
  );
}
