import { useMemo } from 'react';

import { useHydrated } from '@/lib/use-hydrated';

const two = (n: number) => String(n).padStart(2, '0');

/** A kick-off's day and time as sportsbooks print them: "25.11" and "18:30" (spec §9: dd.MM, HH:mm). */
export interface KickoffFormat {
  readonly day: (epochSeconds: number) => string;
  readonly time: (epochSeconds: number) => string;
  /** Whether two kick-offs fall on the same day (where lists start a new day heading). */
  readonly dayKey: (epochSeconds: number) => string;
}

const formatIn = (local: boolean): KickoffFormat => {
  const parts = (s: number) => {
    const d = new Date(s * 1000);
    return local
      ? {
          y: d.getFullYear(),
          mo: d.getMonth(),
          da: d.getDate(),
          h: d.getHours(),
          mi: d.getMinutes(),
        }
      : {
          y: d.getUTCFullYear(),
          mo: d.getUTCMonth(),
          da: d.getUTCDate(),
          h: d.getUTCHours(),
          mi: d.getUTCMinutes(),
        };
  };
  return {
    day: (s) => {
      const p = parts(s);
      return `${two(p.da)}.${two(p.mo + 1)}`;
    },
    time: (s) => {
      const p = parts(s);
      return `${two(p.h)}:${two(p.mi)}`;
    },
    dayKey: (s) => {
      const p = parts(s);
      return `${p.y}-${p.mo}-${p.da}`;
    },
  };
};

const UTC = formatIn(false);
const LOCAL = formatIn(true);

/**
 * Kick-off times in the player's time zone once the page is the browser's, in UTC while the
 * platform renders it and hydration takes over (the platform does not know the player's zone).
 * Digits only: no locale data is involved, so every language writes them alike.
 */
export function useKickoffFormat(): KickoffFormat {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? LOCAL : UTC), [hydrated]);
}
