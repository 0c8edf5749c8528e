const two = (n: number) => String(n).padStart(2, '0');

/**
 * A game's date and time as "dd.MM.yyyy HH:mm" in the browser's zone (past games span seasons, so
 * the year counts). Digits only: every language writes them alike. Statistics arrive after the
 * page is the browser's, so the platform's render never has one to write in another zone.
 */
export function formatGameTime(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  const day = `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()}`;
  return `${day} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A score pair as the feed sends it (`[home, away]`), written "2:1". */
export const scoreText = (pair: readonly unknown[]): string =>
  `${Number(pair[0] ?? 0)}:${Number(pair[1] ?? 0)}`;
