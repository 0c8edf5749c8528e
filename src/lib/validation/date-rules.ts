const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Strict date parsing (spec §5): month 1–12, a real day of that month (leap years included),
 * hour 0–23 (24 only as 24:00:00), minutes and seconds 0–59. `yyyy-MM-dd[ HH:mm[:ss]]`, as UTC.
 */
export function parseStrictDate(text: string): Date | undefined {
  const m = DATE.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (month === undefined || day === undefined || year === undefined) return undefined;
  if (month < 1 || month > 12) return undefined;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (day < 1 || day > daysInMonth) return undefined;
  if (minute > 59 || second > 59) return undefined;
  if (hour > 24 || (hour === 24 && (minute !== 0 || second !== 0))) return undefined;
  const date = new Date(0);
  // setUTCFullYear keeps years 0–99 as they are (Date.UTC would read them as 1900–1999);
  // setUTCHours(24) then rolls midnight over to the next day.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date;
}

/** Whole years between a birthday and a day. */
export function ageOn(birthday: Date, today: Date): number {
  let age = today.getUTCFullYear() - birthday.getUTCFullYear();
  const before =
    today.getUTCMonth() < birthday.getUTCMonth() ||
    (today.getUTCMonth() === birthday.getUTCMonth() && today.getUTCDate() < birthday.getUTCDate());
  if (before) age -= 1;
  return age;
}
