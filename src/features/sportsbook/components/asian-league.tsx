import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { periodName } from '@/lib/feed/outcome-text';

import { FIRST_HALF, hasDraw } from '../asian-columns';
import { sportsbookPath } from '../paths';
import { AsianGameRow } from './asian-game-row';
import type { ChampGroup } from './champ-header';
import { FavouriteToggle } from './favourite-toggle';

/** The columns of one period, named in full for screen readers: 1X2 where there is a draw, HDP, O/U. */
function ColumnHeadings({ threeWay }: { threeWay: boolean }) {
  const { t } = useTranslation('sportsbook');
  return (
    <>
      {threeWay && (
        <th scope="col" aria-label={t('market_1')}>
          {t('out_short_1')}
          {t('out_short_2')}
          {t('out_short_3')}
        </th>
      )}
      <th scope="col" aria-label={t('column_handicap')}>
        {t('asian_hdp')}
      </th>
      <th scope="col" aria-label={t('column_total')}>
        {t('asian_ou')}
      </th>
    </>
  );
}

/**
 * A league as Asian books show it: its name (a link to its page), then a table of its games with
 * the full-time and first-half columns under their headings; wide tables scroll sideways.
 */
export function AsianLeague({
  group,
  language,
  mode,
}: {
  group: ChampGroup;
  language: string;
  mode: 'line' | 'live';
}) {
  const { t } = useTranslation('sportsbook');
  const threeWay = hasDraw(group.games);
  const headingId = `asian-league-${group.champId}`;
  const span = threeWay ? 3 : 2;
  return (
    <div role="group" className="asian-league" aria-labelledby={headingId}>
      <div className="asian-league__header">
        <FavouriteToggle kind="championships" id={group.champId} name={group.name} />
        <h2 id={headingId} className="asian-league__title">
          <Link
            to={sportsbookPath(language, { mode, sportId: group.sportId, champId: group.champId })}
          >
            <span className="asian-league__sport">{group.sport}</span> {group.name}
          </Link>
        </h2>
      </div>
      <div className="asian-league__scroll">
        <table className="asian-table" aria-labelledby={headingId}>
          <colgroup span={2} />
          <colgroup span={span} className="asian-table__period" />
          <colgroup span={span} className="asian-table__period" />
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className="asian-table__when">
                {t('asian_time')}
              </th>
              <th scope="col" rowSpan={2} className="asian-table__event">
                {t('asian_event')}
              </th>
              <th scope="colgroup" colSpan={span}>
                {t('asian_full_time')}
              </th>
              <th scope="colgroup" colSpan={span}>
                {periodName(t, group.sportId, FIRST_HALF)}
              </th>
            </tr>
            <tr>
              <ColumnHeadings threeWay={threeWay} />
              <ColumnHeadings threeWay={threeWay} />
            </tr>
          </thead>
          <tbody>
            {group.games.map((game) => (
              <AsianGameRow key={game.id} game={game} language={language} threeWay={threeWay} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
