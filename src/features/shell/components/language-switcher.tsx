import { useTranslation } from 'react-i18next';

import { Dropdown } from '@/components/ui/dropdown';

import { useLanguageLinks } from '../hooks/use-language-links';
import { LanguageList } from './language-list';

/** Languages from settings (those hidden from guests left out), each a link to this page in it. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { current, links } = useLanguageLinks();
  if (links.length < 2) return null;
  return (
    <Dropdown
      className="language-switcher"
      trigger="hover"
      ariaLabel={`${t('lang_switcher_label')}: ${t(`lang_name_${current}`)}`}
      label={<span lang={current}>{current.toUpperCase()}</span>}
    >
      {(close) => <LanguageList className="menu-list" onPick={close} />}
    </Dropdown>
  );
}
