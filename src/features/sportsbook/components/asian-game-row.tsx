import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { WireOutcome } from '@/lib/feed/bet-types';
import { lineSize } from '@/lib/odds/asian-line';
import { OddsFormat, type OddsFormatId } from '@/lib/odds/odds-formats';

import { asianColumns, FIRST_HALF } from '../asian-columns';
import { sportsbookPath } from '../paths';
import type { FeedGame } from '../types';
import { GameStatus } from './game-status';
import { OddsButton } from './odds-button';

/** One price of a cell: its outcome (none: not priced) and the line written beside it. */
interface Slot {
  readonly outcome: WireOutcome | undefined;
  readonly line?: string;
}

/**
 * A column's prices one under another, level with the teams (and the draw) they are about;
 * `format` where the column is written in one format whatever the player's.
 */
function PriceStack({
  game,
  slots,
  format,
}: {
  game: FeedGame;
  slots: readonly Slot[];
  format?: OddsFormatId;
}) {
  return (
    <div className="asian-cell">
      {slots.map(({ outcome, line }, i) =>
        outcome ? (
          <OddsButton key={i} game={game} outcome={outcome} line={line ?? ''} format={format} />
        ) : (
          <span key={i} className="odds odds--empty" aria-hidden="true">
            —
          </span>
        ),
      )}
    </div>
  );
}

/**
 * The handicap's line written as Asian books do: once, unsigned, beside the side that gives it
 * (side 1 on a level line); the price's accessible name keeps the signed line of each side.
 */
function handicapSlots([home, away]: readonly (WireOutcome | undefined)[]): Slot[] {
  const line = home?.p ?? away?.p ?? 0;
  const size = lineSize(line);
  return [
    { outcome: home, line: line <= 0 ? size : '' },
    { outcome: away, line: line > 0 ? size : '' },
  ];
}

interface AsianGameRowProps {
  readonly game: FeedGame;
  readonly language: string;
  readonly threeWay: boolean;
}

/**
 * A game in an Asian league table: when (or the clock and score), the teams (and the draw) linking
 * to the game page, then the full-time and first-half 1X2, handicap and over/under on their main
 * lines. Only a game whose data changed renders again (memo over the structurally shared answer).
 */
export const AsianGameRow = memo(function AsianGameRow({
  game,
  language,
  threeWay,
}: AsianGameRowProps) {
  const { t } = useTranslation('sportsbook');
  const href = sportsbookPath(language, {
    mode: game.live ? 'live' : 'line',
    sportId: game.sportId,
    champId: game.champId,
    gameId: game.id,
  });
  const periods = [asianColumns(game.outcomes), asianColumns(game.outcomes, FIRST_HALF)];
  return (
    <tr className="asian-row">
      <td className="asian-row__when">
        <GameStatus game={game} />
      </td>
      <th scope="row" className="asian-row__event">
        <div className="asian-row__sides">
          <Link to={href} className="asian-row__teams">
            <span className="asian-row__team">{game.team1.name}</span>
            <span className="asian-row__team">{game.team2.name}</span>
            <span className="visually-hidden">{t('game_open')}</span>
          </Link>
          {threeWay && (
            <span className="asian-row__draw" aria-hidden="true">
              {t('out_name_2')}
            </span>
          )}
        </div>
      </th>
      {periods.map((columns, p) => [
        threeWay && (
          <td key={`r${p}`}>
            {/* Asian books write the 1X2 in decimal: Malay, HK and Indonesian odds are for two-way lines. */}
            <PriceStack
              game={game}
              slots={columns.result.map((outcome) => ({ outcome }))}
              format={OddsFormat.decimal}
            />
          </td>
        ),
        <td key={`h${p}`}>
          <PriceStack game={game} slots={handicapSlots(columns.handicap)} />
        </td>,
        <td key={`t${p}`}>
          <PriceStack
            game={game}
            slots={[
              {
                outcome: columns.total[0],
                line: columns.total[0] && lineSize(columns.total[0].p ?? 0),
              },
              { outcome: columns.total[1], line: t('asian_under_short') },
            ]}
          />
        </td>,
      ])}
    </tr>
  );
});
