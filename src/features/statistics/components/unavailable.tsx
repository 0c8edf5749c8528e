import { useTranslation } from 'react-i18next';

import type { StatisticsKind } from '../statistics-path';
import { StatisticsWindow } from './statistics-window';

/** What a window this site does not answer says: which kind was asked for, never a blank page. */
export function Unavailable({ asked }: { asked: StatisticsKind | { readonly unknown: string } }) {
  const { t } = useTranslation('statistics');
  // An unknown kind is named as the address spells it, cut short: it is the visitor's text.
  const kind = typeof asked === 'string' ? t(`stats_kind_${asked}`) : asked.unknown.slice(0, 40);
  return (
    <StatisticsWindow title={t('stats_unavailable_title')}>
      <p className="statistics__message" role="status">
        {kind === '' ? t('stats_unavailable_any') : t('stats_unavailable', { kind })}
      </p>
    </StatisticsWindow>
  );
}
