/** One day of the cyber calendar: its key (YYYY-MM-DD) and its kick-off range in epoch seconds. */
export interface CalendarDay {
  readonly key: string;
  /** 0 today, 1 tomorrow, … */
  readonly offset: number;
  readonly from: number;
  /** The day's last second (the feed's tsTo is inclusive). */
  readonly to: number;
}

/** The calendar's days: the line's week ahead. */
export const CALENDAR_DAYS = 7;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `count` days from the one `nowMs` falls in: in the player's time zone (`local`), or in UTC
 * while the platform renders the page and the browser hydrates it (as kick-off times are).
 */
export function calendarDays(nowMs: number, count: number, local: boolean): CalendarDay[] {
  const now = new Date(nowMs);
  const [y, m, d] = local
    ? [now.getFullYear(), now.getMonth(), now.getDate()]
    : [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  const startOf = (offset: number) =>
    local ? new Date(y, m, d + offset).getTime() : Date.UTC(y, m, d + offset);
  return Array.from({ length: count }, (_, offset) => {
    const start = new Date(startOf(offset));
    const key = local
      ? `${start.getFullYear()}-${two(start.getMonth() + 1)}-${two(start.getDate())}`
      : `${start.getUTCFullYear()}-${two(start.getUTCMonth() + 1)}-${two(start.getUTCDate())}`;
    return {
      key,
      offset,
      from: Math.floor(startOf(offset) / 1000),
      to: Math.floor(startOf(offset + 1) / 1000) - 1,
    };
  });
}

/** The day the address names (`?day=YYYY-MM-DD`), else today. */
export const dayNamed = (days: readonly CalendarDay[], key: string | null): CalendarDay =>
  days.find((day) => day.key === key) ?? days[0]!;

/** "28.11": the day as kick-offs print it (no locale data, so every language writes it alike). */
export const dayLabel = (day: CalendarDay): string =>
  `${day.key.slice(8, 10)}.${day.key.slice(5, 7)}`;
