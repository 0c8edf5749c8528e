import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';

import type { GlobalGamesResponse } from '@/lib/api-contract/generated/api-types.ts';
import { useHydrated } from '@/lib/use-hydrated';

import type { GlobalInput } from '../api/global-endpoints';
import {
  CALENDAR_DAYS,
  type CalendarDay,
  calendarDays,
  dayLabel,
  dayNamed,
} from '../calendar-days';
import { GlobalGameList } from './themed-games';

/**
 * The cyber calendar (betting spec §2, cyberCalendar): the week's days to come, and the chosen
 * day's games (`?day=YYYY-MM-DD`, today by default) by championship with their prices. Days are
 * the player's once the page is the browser's, UTC while the platform renders it (as kick-offs).
 */
export function CyberCalendar({
  inputs,
  language,
  initial,
}: {
  inputs: { day: (day: CalendarDay, pages: number) => GlobalInput };
  language: string;
  initial?: GlobalGamesResponse['data'];
}) {
  const { t } = useTranslation('sportsbook');
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  // Today is the day the page opened on: a calendar left open past midnight keeps its week.
  const [openedAt] = useState(() => Date.now());
  const days = useMemo(() => calendarDays(openedAt, CALENDAR_DAYS, hydrated), [openedAt, hydrated]);
  const day = dayNamed(days, search.get('day'));
  const [pages, setPages] = useState({ day: day.key, count: 1 });
  const count = pages.day === day.key ? pages.count : 1;
  const name = (d: CalendarDay) =>
    d.offset === 0 ? t('calendar_today') : d.offset === 1 ? t('calendar_tomorrow') : dayLabel(d);
  return (
    <section className="cyber-calendar" aria-labelledby="cyber-calendar-title">
      <h2 id="cyber-calendar-title" className="cyber-calendar__title">
        {t('calendar_title', { day: dayLabel(day) })}
      </h2>
      <nav aria-label={t('calendar_days')}>
        <ul className="cyber-calendar__days">
          {days.map((d) => (
            <li key={d.key}>
              <Link
                className="cyber-calendar__day"
                to={`${pathname}?day=${d.key}`}
                aria-current={d.key === day.key ? 'date' : undefined}
              >
                {name(d)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <GlobalGameList
        key={day.key}
        input={inputs.day(day, count)}
        mode="line"
        language={language}
        initial={initial}
        empty={t('calendar_none')}
        onMore={() => setPages({ day: day.key, count: count + 1 })}
      />
    </section>
  );
}
