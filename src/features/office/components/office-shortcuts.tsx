import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useOfficeSections } from '../hooks/use-office-sections';

/** The cashier's sections the office home links to, in this order, where the office has them. */
const SHORTCUTS = ['office_recharge', 'office_deduce', 'office_historypay'] as const;

/** Links to deposit, withdrawal and payment history: only those the variant enables and the app has built. */
export function OfficeShortcuts() {
  const { t } = useTranslation('office');
  const { lng = '' } = useParams();
  const sections = useOfficeSections();
  const shown = SHORTCUTS.flatMap((key) => sections.filter((s) => s.key === key));
  if (shown.length === 0) return null;
  return (
    <nav className="office-shortcuts" aria-label={t('office_shortcuts_label')}>
      <ul>
        {shown.map((section, i) => (
          <li key={section.key}>
            <Link
              className={i === 0 ? 'button' : 'button button--secondary'}
              to={`/${lng}/office/${section.path}`}
            >
              {t(`office_shortcut_${section.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
