/** One choice of a select modal (spec: name, iso, checked, disabled) plus its value. */
export interface SelectModalOption {
  readonly id: string | number;
  readonly name: string;
  /** A short code a search also matches (country ISO alpha-2, currency code). */
  readonly iso?: string;
  /** The current choice. */
  readonly checked?: boolean;
  readonly disabled?: boolean;
}

/** Spec §9: the fields a select-modal search looks at. */
export const DEFAULT_SEARCH_FIELDS = ['name', 'iso'] as const;

/** Spec §9: placeholder rows while options load. */
export const DEFAULT_SKELETON_COUNT = 5;

/**
 * Options whose search fields contain the query (case-insensitive, exact substring: spec
 * threshold 0), ordered by where the query occurs (start first), then in their own order.
 */
export function searchOptions<T extends SelectModalOption>(
  options: readonly T[],
  query: string,
  fields: readonly (keyof T & string)[] = DEFAULT_SEARCH_FIELDS,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...options];
  const found: { option: T; at: number; order: number }[] = [];
  options.forEach((option, order) => {
    let at = Number.POSITIVE_INFINITY;
    for (const field of fields) {
      const text = option[field];
      if (typeof text !== 'string') continue;
      const index = text.toLowerCase().indexOf(needle);
      if (index >= 0 && index < at) at = index;
    }
    if (at !== Number.POSITIVE_INFINITY) found.push({ option, at, order });
  });
  return found.sort((a, b) => a.at - b.at || a.order - b.order).map((f) => f.option);
}
