import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { Dropdown } from '@/components/ui/dropdown';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useSession } from '@/lib/session/session-store';

/** Languages from settings (those hidden from guests left out), each a link to this page in it. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { settings, variant } = useLoadedSettings();
  const { authenticated } = useSession();
  const { pathname, search } = useLocation();
  const { langs_order, langs_hidden_unauth, flags_by_lang } = settings.globalConfig;
  const languages = authenticated
    ? langs_order
    : langs_order.filter((l) => !langs_hidden_unauth.includes(l));
  if (languages.length < 2) return null;
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  const current = variant.language;
  return (
    <Dropdown
      className="language-switcher"
      trigger="hover"
      ariaLabel={`${t('lang_switcher_label')}: ${t(`lang_name_${current}`)}`}
      label={<span lang={current}>{current.toUpperCase()}</span>}
    >
      {(close) => (
        <ul className="menu-list">
          {languages.map((language) => (
            <li key={language}>
              <Link
                to={`/${language}${rest || '/'}${search}`}
                lang={language}
                hrefLang={language}
                aria-current={language === current ? 'true' : undefined}
                onClick={close}
                data-flag={flags_by_lang[language]}
              >
                {t(`lang_name_${language}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
