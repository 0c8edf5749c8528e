import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useApi } from '@/lib/api-client/use-api';
import { useSession } from '@/lib/session/session-context';
import { TOTO_PICKS, type TotoPick } from '@/lib/toto/toto-maths';

import { getTotoCoupons } from '../api/get-toto-coupons';
import { getTotoDraw } from '../api/get-toto-draw';
import { formatDrawTime, totoPath, type TotoPlace } from '../toto-path';
import { TotoCouponForm } from './toto-coupon-form';
import { TotoCoupons } from './toto-coupons';
import { TotoPrizes } from './toto-prizes';

type DrawPlace = Extract<TotoPlace, { kind: 'draw' }>;

/** A draw: its events (with 1/X/2 toggles while open), the coupon, the player's coupons, prizes. */
export function TotoDraw({ place, language }: { place: DrawPlace; language: string }) {
  const { t } = useTranslation('toto');
  const { authenticated } = useSession();
  const drawId = String(place.drawId);
  // Asked again whenever the page shows (no de-duplication): a draw settles between two visits,
  // and its coupons with it.
  const fresh = { dedupingInterval: 0 };
  const { data, error } = useApi(getTotoDraw, {}, { pathParams: { drawId }, swr: fresh });
  const coupons = useApi(getTotoCoupons, authenticated ? { drawId } : null, { swr: fresh });
  const [picks, setPicks] = useState<TotoPick[][]>([]);
  const back = (
    <p>
      <Link to={totoPath(language, { kind: 'draws', type: place.type, page: 1 })}>
        {t('toto_back_to_draws')}
      </Link>
    </p>
  );
  if (!data)
    return (
      <>
        {back}
        <h1 className="toto__title">{t('toto_draw_number', { drawId })}</h1>
        {error ? (
          <p role="alert">{t(error.status === 404 ? 'toto_not_found' : 'toto_load_failed')}</p>
        ) : (
          <p aria-busy="true">{t('toto_loading')}</p>
        )}
      </>
    );
  const open = data.status === 'open';
  const eventPicks = data.events.map((_, i) => picks[i] ?? []);
  const toggle = (index: number, pick: TotoPick) =>
    setPicks(
      eventPicks.map((event, i) =>
        i !== index
          ? event
          : event.includes(pick)
            ? event.filter((p) => p !== pick)
            : [...event, pick],
      ),
    );
  return (
    <>
      {back}
      <h1 className="toto__title">{t('toto_draw_number', { drawId })}</h1>
      <p className="toto__meta">
        <span className={`toto__status toto__status--${data.status}`}>
          {t(`toto_status_${data.status}`)}
        </span>{' '}
        {t('toto_closes_at')}: {formatDrawTime(data.closesAt)}
      </p>
      <table className="toto__table toto__events">
        <caption className="toto__caption">{t('toto_events')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('toto_event')}</th>
            <th scope="col">{t('toto_match')}</th>
            <th scope="col" className="toto__start">
              {t('toto_start')}
            </th>
            <th scope="col">{open ? t('toto_picks') : t('toto_result')}</th>
          </tr>
        </thead>
        <tbody>
          {data.events.map((event, i) => (
            <tr key={event.gameId}>
              <td>{event.number}</td>
              <td>
                <span className="toto__teams">
                  {event.team1} – {event.team2}
                </span>
                <span className="toto__champ">{event.champ}</span>
                {/* On a phone the start goes under the match, its column left out. */}
                <span className="toto__when">{formatDrawTime(event.start)}</span>
              </td>
              <td className="toto__start">{formatDrawTime(event.start)}</td>
              <td>
                {open ? (
                  <span
                    className="toto__picks"
                    role="group"
                    aria-label={t('toto_event_picks', { number: event.number })}
                  >
                    {TOTO_PICKS.map((pick) => (
                      <button
                        key={pick}
                        type="button"
                        className="toto__pick"
                        aria-pressed={eventPicks[i]!.includes(pick)}
                        aria-label={t('toto_pick_label', {
                          pick: t(`toto_pick_${pick}`),
                          number: event.number,
                        })}
                        onClick={() => toggle(i, pick)}
                      >
                        {t(`toto_pick_${pick}`)}
                      </button>
                    ))}
                  </span>
                ) : (
                  <span className="toto__result">
                    {event.score ? `${event.score[0]}:${event.score[1]}` : ''}
                    {event.result && (
                      <strong>
                        {' '}
                        {event.result === 'void'
                          ? t('toto_result_void')
                          : t(`toto_pick_${event.result}`)}
                      </strong>
                    )}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open && (
        <TotoCouponForm
          drawId={data.drawId}
          picks={eventPicks}
          maxCombinations={data.maxCombinations}
          language={language}
          onPlaced={() => {
            setPicks([]);
            void coupons.mutate();
          }}
        />
      )}
      {authenticated && coupons.data && coupons.data.length > 0 && (
        <TotoCoupons coupons={coupons.data} events={data.events} />
      )}
      <TotoPrizes draw={data} />
    </>
  );
}
