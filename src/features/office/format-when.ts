import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useHydrated } from '@/lib/use-hydrated';

/** Something that writes a moment as a person reads it. */
export interface MomentFormat {
  readonly format: (date: Date) => string;
}

/** A formatter of the platform's UTC timestamps as the player reads dates (their language and time zone). */
export const dateTimeFormat = (locale: string): MomentFormat =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** "2026-11-25 10:48 UTC": the same text wherever it is written. */
const UTC_MOMENT: MomentFormat = {
  format: (date) => {
    const iso = date.toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  },
};

/**
 * The moments a view shows: in the player's language and time zone once the page is the
 * browser's; in UTC, written alike everywhere, while the platform renders it and hydration takes
 * it over (the platform knows neither the player's time zone nor, for some languages, the
 * browser's locale data — a different text would break hydration).
 */
export function useDateTimeFormat(): MomentFormat {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  return useMemo(
    () => (hydrated ? dateTimeFormat(i18n.language) : UTC_MOMENT),
    [hydrated, i18n.language],
  );
}

/** The currency mark (symbol, else ISO code) of an ISO code, from the player's accounts. */
export function currencyMarks(
  accounts: readonly { iso: string; symbol: string }[] | undefined,
): (iso: string) => string {
  const marks = new Map((accounts ?? []).map((a) => [a.iso, a.symbol || a.iso]));
  return (iso) => marks.get(iso) ?? iso;
}
