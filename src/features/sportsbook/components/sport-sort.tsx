import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { SportSort } from '@/lib/preferences/preference-keys';
import { usePreference } from '@/lib/preferences/use-preference';

import { MENU_SECTION } from '../menu-sections';

const SORTS: readonly SportSort[] = ['popular', 'name'];

/** Menu section "sport-sort" (10000): the full list by popularity or A–Z, kept as a preference. */
export function SportSortControl() {
  const { t } = useTranslation('sportsbook');
  const id = useId();
  const [sort, setSort] = usePreference('sportSort');
  return (
    <div className="sports-menu__sort" data-menu-section={MENU_SECTION.sportSort}>
      <label htmlFor={id}>{t('sport_sort_label')}</label>
      <select
        id={id}
        value={sort}
        onChange={(event) => setSort(event.target.value === 'name' ? 'name' : 'popular')}
      >
        {SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`sport_sort_${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
