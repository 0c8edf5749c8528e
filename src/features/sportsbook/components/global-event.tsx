import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApi } from '@/lib/api-client/use-api';
import { useHydrated } from '@/lib/use-hydrated';

import { getGlobalChamps } from '../api/global-endpoints';
import { countdownTo, eventStartMs } from '../countdown';
import { sportsbookPath } from '../paths';
import { globalEventInput } from '../promotions-first-data';
import { enabledGlobalSections } from '../themed-sections';

const two = (n: number) => String(n).padStart(2, '0');

/** The clock, a second at a time while `running` and until `until`. */
function useNow(running: boolean, until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const over = now >= until;
  useEffect(() => {
    if (!running || over) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, over]);
  return now;
}

/**
 * How long until the first game, ticking each second; "under way" from then on. The platform's
 * page (and hydration) says when it starts, in UTC digits: the clocks of the two differ.
 */
function EventCountdown({ startMs }: { startMs: number }) {
  const { t } = useTranslation('sportsbook');
  const hydrated = useHydrated();
  const left = countdownTo(startMs, useNow(hydrated, startMs));
  if (left.started)
    return (
      <p className="global-event__status global-event__status--live">
        {t('global_event_under_way')}
      </p>
    );
  const start = new Date(startMs);
  if (!hydrated)
    return (
      <p className="global-event__status">
        {t('global_event_starts_at', {
          day: `${two(start.getUTCDate())}.${two(start.getUTCMonth() + 1)}.${start.getUTCFullYear()}`,
          time: `${two(start.getUTCHours())}:${two(start.getUTCMinutes())}`,
        })}
      </p>
    );
  return (
    <p className="global-event__status" role="timer">
      <time dateTime={start.toISOString()}>
        {t('global_event_countdown', {
          count: left.days,
          time: `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`,
        })}
      </time>
    </p>
  );
}

/**
 * The promoted global event on the home page (account spec §3, globalEventConfig): its name (a
 * dictionary key; the platform's name of its global championship above it), a countdown to its
 * first game or "under way", and links to its themed section (where the variant has it) and to
 * its championship's line. Nothing unless the variant enables it.
 */
export function GlobalEvent({ language }: { language: string }) {
  const { t } = useTranslation('sportsbook');
  const { settings } = useLoadedSettings();
  const config = settings.globalEventConfig;
  const { data } = useApi(getGlobalChamps.line, globalEventInput(settings, language));
  if (!config.enabled) return null;
  const startMs = eventStartMs(config.first_game_start);
  const global = data?.globalChamp;
  const champ = data?.champs.find((c) => c.id === config.champ_id);
  const title = config.name
    ? t(config.name, { ns: ['sportsbook', 'common'] })
    : (global?.name ?? t('global_event_title'));
  const section =
    global && enabledGlobalSections(settings).includes(global.key) ? global : undefined;
  const lineOn = settings.modulesConfig.streams.includes('line');
  return (
    <section className="global-event" aria-labelledby="global-event-title">
      {global && global.name !== title && <p className="global-event__kicker">{global.name}</p>}
      <h2 id="global-event-title" className="global-event__title">
        {title}
      </h2>
      {startMs !== undefined && <EventCountdown startMs={startMs} />}
      {(section ?? (champ && lineOn)) && (
        <div className="global-event__links">
          {section && (
            <Link className="button" to={`/${language}/${section.key}`}>
              {t('global_event_section', { name: section.name })}
            </Link>
          )}
          {champ && lineOn && (
            <Link
              className="button button--secondary"
              to={sportsbookPath(language, {
                mode: 'line',
                sportId: champ.sportId,
                champId: champ.id,
              })}
            >
              {t('global_event_champ', { champ: champ.name })}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
