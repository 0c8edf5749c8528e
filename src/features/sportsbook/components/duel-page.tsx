import { type FormEvent, memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router';

import { useApiClient } from '@/lib/api-client/api-client-context';
import type { FirstDataArgs } from '@/lib/api-client/first-answers';
import { machineErrorOf } from '@/lib/api-client/machine-error-of';
import { usePolledCall } from '@/lib/feed/use-polled-call';
import { useKickoffFormat } from '@/lib/format/use-kickoff-format';

import {
  buildDuel,
  type BuiltDuel,
  type DuelPlayer,
  type DuelPlayers,
  getDuelPlayers,
} from '../api/duel-endpoints';
import { CouponSlot } from './coupon-slot';
import { OddsButton } from './odds-button';

/** The line's games come and go slowly: the list is asked again every minute. */
const PLAYERS_POLL_MS = 60_000;
/** The next games whose players the page offers, one at a time. */
const GAMES_SHOWN = 12;

type Side = 1 | 2;
/** Each picked player's side, by player id. */
type Picks = ReadonlyMap<string, Side>;

const SIDES = [1, 2] as const;

/** A player's two buttons: on side 1, on side 2 (pressed where they are; again: off). */
const PlayerRow = memo(function PlayerRow({
  player,
  side,
  onPick,
}: {
  player: DuelPlayer;
  side: Side | undefined;
  onPick: (player: DuelPlayer, side: Side) => void;
}) {
  const { t } = useTranslation('sportsbook');
  return (
    <li className="duel-player">
      <span className="duel-player__name">
        {player.number !== undefined && (
          <span className="duel-player__number" dir="ltr">
            {player.number}
          </span>
        )}
        {player.name}
        <span className="duel-player__position">{player.position}</span>
      </span>
      <span className="duel-player__expected">
        {t('duel_expected', { goals: player.expectedGoals.toFixed(2) })}
      </span>
      <span className="duel-player__sides">
        {SIDES.map((s) => (
          <button
            key={s}
            type="button"
            className="button duel-player__side"
            aria-pressed={side === s}
            aria-label={t('duel_pick', { player: player.name, number: s })}
            onClick={() => onPick(player, s)}
          >
            {s}
          </button>
        ))}
      </span>
    </li>
  );
});

/**
 * The upcoming games in a list to choose from, and the chosen one's two squads, each scorer with
 * the buttons putting them on a side (picks stay when another game is chosen).
 */
function GameChoices({
  data,
  picks,
  onPick,
}: {
  data: DuelPlayers;
  picks: Picks;
  onPick: (player: DuelPlayer, side: Side) => void;
}) {
  const { t } = useTranslation('sportsbook');
  const kickoff = useKickoffFormat();
  const [chosen, setChosen] = useState<number>();
  if (data.games.length === 0) return <p className="sportsbook__empty">{t('duel_none')}</p>;
  const game = data.games.find((g) => g.id === chosen) ?? data.games[0]!;
  const when = (start: number) => `${kickoff.day(start)} ${kickoff.time(start)}`;
  return (
    <div className="duel-games">
      <label className="duel-games__choice">
        <span>{t('duel_game')}</span>
        <select value={game.id} onChange={(event) => setChosen(Number(event.target.value))}>
          {data.games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.team1.name} – {g.team2.name}, {when(g.start)}
            </option>
          ))}
        </select>
      </label>
      <section className="duel-game" aria-labelledby="duel-game-title">
        <h3 id="duel-game-title" className="duel-game__title">
          {game.team1.name} – {game.team2.name}
        </h3>
        <p className="duel-game__meta">
          {game.champ.name} · {when(game.start)}
        </p>
        <div className="duel-game__teams">
          {[game.team1, game.team2].map((team) => (
            <div key={team.id} className="duel-team">
              <h4 className="duel-team__name">{team.name}</h4>
              <ul className="duel-team__players">
                {data.players
                  .filter((p) => p.gameId === game.id && p.teamId === team.id)
                  .map((p) => (
                    <PlayerRow key={p.id} player={p} side={picks.get(p.id)} onPick={onPick} />
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

/** The duel built: its sides, its kick-off, its prices (a click adds one to the bet slip). */
function DuelGame({ duel }: { duel: BuiltDuel }) {
  const { t } = useTranslation('sportsbook');
  const kickoff = useKickoffFormat();
  const { game } = duel;
  return (
    <section className="duel-built" aria-labelledby="duel-built-title">
      <h2 id="duel-built-title" className="duel-built__title">
        {game.team1.name} – {game.team2.name}
      </h2>
      <p className="duel-built__meta">
        {game.champ} ·{' '}
        {t('duel_start', { time: `${kickoff.day(game.start)} ${kickoff.time(game.start)}` })}
      </p>
      <p className="duel-built__rules">{t('duel_rules')}</p>
      {game.outcomes.length === 0 ? (
        <p className="sportsbook__empty">{t('duel_closed')}</p>
      ) : (
        <div className="duel-built__prices" role="group" aria-label={t('duel_prices')}>
          {game.outcomes.map((o) => (
            <OddsButton key={`${o.g}:${o.t}:${o.p ?? ''}`} game={game} outcome={o} labelled />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The duel builder (/{lng}/duels): the scorers of upcoming games, each put on side 1 or 2 with a
 * button; Build asks the platform for the duel — a game like any other, "whose side scores more"
 * and total goals — whose prices add to the bet slip beside.
 */
export function DuelPage() {
  const { t } = useTranslation('sportsbook');
  const { lng = '' } = useParams();
  const client = useApiClient();
  const { first } = useLoaderData<{ first?: DuelPlayers }>();
  const { data, failed } = usePolledCall(
    getDuelPlayers,
    { lng, count: GAMES_SHOWN },
    PLAYERS_POLL_MS,
    first,
  );
  const [picks, setPicks] = useState<Picks>(new Map());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [duel, setDuel] = useState<BuiltDuel>();

  const pick = useCallback((player: DuelPlayer, side: Side) => {
    setPicks((picked) => {
      const next = new Map(picked);
      if (next.get(player.id) === side) next.delete(player.id);
      else next.set(player.id, side);
      return next;
    });
  }, []);
  const named = (side: Side) => (data?.players ?? []).filter((p) => picks.get(p.id) === side);
  const sides = SIDES.map(named);
  const ready = sides.every((s) => s.length > 0);

  const build = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const [team1, team2] = sides.map((s) => s.map((p) => p.id));
      setDuel(await client.call(buildDuel, { team1Ids: team1!, team2Ids: team2!, lng }));
    } catch (problem) {
      setFailure(machineErrorOf(problem).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="virtual-sports duels">
      <div className="virtual-sports__page">
        <h1 className="sportsbook__title">{t('duel_title')}</h1>
        <p className="duels__intro">{t('duel_intro')}</p>
        {failed && data && (
          <p role="status" className="sportsbook__stale">
            {t('feed_failed')}
          </p>
        )}
        <form className="duel-sides" onSubmit={(event) => void build(event)}>
          {SIDES.map((s, i) => (
            <section key={s} className="duel-side" aria-labelledby={`duel-side-${s}`}>
              <h2 id={`duel-side-${s}`} className="duel-side__title">
                {t('duel_side', { number: s })}
              </h2>
              {sides[i]!.length === 0 ? (
                <p className="duel-side__empty">{t('duel_side_empty')}</p>
              ) : (
                <ul className="duel-side__players">
                  {sides[i]!.map((p) => (
                    <li key={p.id} className="duel-side__player">
                      <span>
                        {p.name} <span className="duel-side__team">({p.team})</span>
                      </span>
                      <button
                        type="button"
                        className="selection__remove"
                        aria-label={t('duel_remove', { player: p.name })}
                        onClick={() => pick(p, s)}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          {failure && (
            <p role="alert" className="duel-sides__failure">
              {t(failure, { defaultValue: t('duel_failed') })}
            </p>
          )}
          <button
            type="submit"
            className="button duel-sides__build"
            disabled={!ready || busy}
            aria-busy={busy}
          >
            {t('duel_build')}
          </button>
        </form>
        {duel && <DuelGame duel={duel} />}
        <h2 className="duels__choose">{t('duel_choose')}</h2>
        {data ? (
          <GameChoices data={data} picks={picks} onPick={pick} />
        ) : (
          <p className="sportsbook__loading">{t(failed ? 'feed_failed' : 'loading')}</p>
        )}
      </div>
      <div className="virtual-sports__coupon" id="coupon">
        <CouponSlot />
      </div>
    </div>
  );
}

/** The players in the platform's page (RegistryEntry.firstData): the same call the page polls. */
export const duelFirstData = ({ client, language }: FirstDataArgs): Promise<DuelPlayers> =>
  client.call(getDuelPlayers, { lng: language, count: GAMES_SHOWN });
