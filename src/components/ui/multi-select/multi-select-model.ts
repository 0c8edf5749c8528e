/** One choice of a multi-select (spec: label, tracking key, disabled flag). */
export interface MultiSelectOption {
  readonly value: string | number;
  readonly label: string;
  /** Other texts a search matches (aliases, codes). */
  readonly keywords?: readonly string[];
  readonly disabled?: boolean;
}

export type MultiSelectValue = string | number;

/** Spec §9 multi-select defaults. */
export const MULTI_SELECT_DEFAULTS = {
  maxHeight: 300,
  optionHeight: 40,
  limit: 99999,
  optionsLimit: 1000,
  /** Recycle scroller: rows kept beyond the visible window, in pixels. */
  bufferPx: 200,
} as const;

/** Options whose label or keywords contain the search (case-insensitive), at most `optionsLimit` of them. */
export function filterOptions(
  options: readonly MultiSelectOption[],
  search: string,
  optionsLimit: number,
): MultiSelectOption[] {
  const needle = search.trim().toLowerCase();
  const found: MultiSelectOption[] = [];
  for (const option of options) {
    if (found.length >= optionsLimit) break;
    const text = [option.label, ...(option.keywords ?? [])].join(' ').toLowerCase();
    if (text.includes(needle)) found.push(option);
  }
  return found;
}

/** A typed text becomes a tag only when it is not blank and no option's label is that text. */
export function tagOf(options: readonly MultiSelectOption[], search: string): string | undefined {
  const text = search.trim();
  if (text === '') return undefined;
  const lower = text.toLowerCase();
  return options.some(
    (o) => o.label.toLowerCase() === lower || String(o.value).toLowerCase() === lower,
  )
    ? undefined
    : text;
}
