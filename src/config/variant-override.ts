/** The development variant override (`?partner=&country=`), sticky for the browser session. */
export interface VariantOverride {
  readonly partner?: number;
  readonly country?: string;
}

const KEY = 'betframe.variant';

/**
 * Reads `?partner=&country=` from the URL and remembers them for the session; without them, the
 * remembered ones. The server honours them only outside production.
 */
export function variantOverrideFrom(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): VariantOverride {
  const query = new URLSearchParams(search);
  let stored: VariantOverride = {};
  try {
    stored = JSON.parse(storage?.getItem(KEY) ?? '{}') as VariantOverride;
  } catch {
    stored = {};
  }
  const partner = Number.parseInt(query.get('partner') ?? '', 10);
  const country = query.get('country');
  if (!Number.isInteger(partner) && !country) return stored;
  const next: VariantOverride = {
    partner: Number.isInteger(partner) && partner > 0 ? partner : stored.partner,
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : stored.country,
  };
  try {
    storage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Without session storage the override lasts for this page only.
  }
  return next;
}
