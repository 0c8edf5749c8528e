/** The development variant override (`?partner=&country=`), sticky for the browser session. */
export interface VariantOverride {
  readonly partner?: number;
  readonly country?: string;
}

const KEY = 'betframe.variant';

/** What the session remembered, trusting nothing about its shape. */
function readStored(storage: Pick<Storage, 'getItem'> | undefined): VariantOverride {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    const { partner, country } = value as Record<string, unknown>;
    return {
      partner:
        typeof partner === 'number' && Number.isInteger(partner) && partner > 0
          ? partner
          : undefined,
      country: typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Reads `?partner=&country=` from the URL and remembers them for the session; without them, the
 * remembered ones. The server honours them only outside production.
 */
export function variantOverrideFrom(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
): VariantOverride {
  const query = new URLSearchParams(search);
  const stored = readStored(storage);
  const partnerText = query.get('partner') ?? '';
  const partner = /^[1-9]\d{0,8}$/.test(partnerText) ? Number(partnerText) : undefined;
  const country = query.get('country');
  if (!query.has('partner') && !country) return stored;
  const next: VariantOverride = {
    partner: partner ?? stored.partner,
    country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : stored.country,
  };
  try {
    storage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Without session storage the override lasts for this page only.
  }
  return next;
}
