/** The minus sign lines are written with (U+2212), apart from the hyphen that joins two halves. */
const MINUS = '\u2212';

/** Whether a line is a quarter line (x.25, x.75): the stake splits between its two neighbours. */
export const isQuarterLine = (line: number): boolean => Math.abs(Math.round(line * 4)) % 2 === 1;

/**
 * A line's size as Asian books write it, without a sign: a quarter line as the two lines the
 * stake is split on ("0-0.5" for 0.25, "0.5-1" for 0.75, "2-2.5" for 2.25), others as they are
 * ("0", "1.5", "2").
 */
export function lineSize(line: number): string {
  const size = Math.abs(line);
  return isQuarterLine(line) ? `${size - 0.25}-${size + 0.25}` : String(size);
}

/**
 * A handicap (`signed`: "+0.5", "−0.5-1", "0") or a total ("2.5", "2-2.5") as Asian books write
 * it; a negative line always carries its minus sign.
 */
export function lineText(line: number, { signed }: { readonly signed: boolean }): string {
  const sign = line < 0 ? MINUS : signed && line > 0 ? '+' : '';
  return `${sign}${lineSize(line)}`;
}
