import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { StatisticsWindowLink } from '@/components/ui/statistics-window-link';
import type { ResultGame } from '@/lib/api-contract/generated/api-types.ts';
import { useKickoffFormat } from '@/lib/format/use-kickoff-format';

interface Group<T> {
  readonly id: number;
  readonly name: string;
  readonly items: T[];
}

/** Consecutive items with the same key in one group (the platform sends them in that order). */
function groupBy<T>(items: readonly T[], key: (item: T) => [number, string]): Group<T>[] {
  const groups: Group<T>[] = [];
  for (const item of items) {
    const [id, name] = key(item);
    const last = groups.at(-1);
    if (last?.id === id) last.items.push(item);
    else groups.push({ id, name, items: [item] });
  }
  return groups;
}

const scoreText = ([a, b]: readonly number[]) => `${a}:${b}`;

/** A championship's finished games: kick-off, the sides, the final score and each period's. */
function ChampResults({
  name,
  games,
  language,
}: {
  name: string;
  games: readonly ResultGame[];
  language: string;
}) {
  const { t } = useTranslation('sportsbook');
  const kickoff = useKickoffFormat();
  return (
    <div className="results-table__wrap">
      <table className="results-table">
        <caption className="results-table__caption">{name}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results_col_time')}</th>
            <th scope="col">{t('results_col_match')}</th>
            <th scope="col">{t('results_col_score')}</th>
            <th scope="col">{t('results_col_periods')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('statistics')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => {
            const match = `${game.team1.name} – ${game.team2.name}`;
            return (
              <tr key={game.id}>
                <td className="results-table__time">
                  <time dateTime={new Date(game.start * 1000).toISOString()}>
                    {kickoff.time(game.start)}
                  </time>
                </td>
                <th scope="row" className="results-table__match">
                  {match}
                </th>
                <td className="results-table__score">
                  <bdi dir="ltr">{scoreText(game.score.total)}</bdi>
                  {(game.shootout || game.overtime) && (
                    <span className="results-table__note">
                      {t(game.shootout ? 'results_shootout' : 'results_overtime')}
                    </span>
                  )}
                </td>
                <td className="results-table__periods">
                  <bdi dir="ltr">{game.score.periods.map(scoreText).join(', ')}</bdi>
                </td>
                <td>
                  <StatisticsWindowLink
                    className="results-table__statistics"
                    href={`/${language}/statisticpopup/game/${game.sportId}/${game.id}`}
                    label={t('results_statistics_of', { match })}
                  >
                    {t('statistics')}
                  </StatisticsWindowLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The games over, by sport (a heading each) and championship (a table each), as the platform orders them. */
export function ResultsList({
  games,
  language,
}: {
  games: readonly ResultGame[];
  language: string;
}) {
  const id = useId();
  return groupBy(games, (g) => [g.sportId, g.sport]).map((sport) => (
    <section key={sport.id} className="results-sport" aria-labelledby={`${id}-${sport.id}`}>
      <h2 id={`${id}-${sport.id}`} className="results-sport__title">
        {sport.name}
      </h2>
      {groupBy(sport.items, (g) => [g.champId, g.champ]).map((champ) => (
        <ChampResults key={champ.id} name={champ.name} games={champ.items} language={language} />
      ))}
    </section>
  ));
}
