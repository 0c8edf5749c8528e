import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLanguageLinks } from '../hooks/use-language-links';

/** This page in each language the visitor may use, the current one marked; `onPick` closes what holds it. */
export function LanguageList({
  className,
  onPick,
}: {
  readonly className: string;
  readonly onPick: () => void;
}) {
  const { t } = useTranslation();
  const { current, links } = useLanguageLinks();
  return (
    <ul className={className}>
      {links.map(({ language, to, flag }) => (
        <li key={language}>
          <Link
            to={to}
            lang={language}
            hrefLang={language}
            aria-current={language === current ? 'true' : undefined}
            onClick={onPick}
            data-flag={flag}
          >
            {t(`lang_name_${language}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
