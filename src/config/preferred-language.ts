const TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;
const Q = /^[qQ]=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
/** A browser sends a handful; more only costs time. */
const MAX_ENTRIES = 32;

/**
 * The language tags of an `Accept-Language` header, most wanted first (by q-value, the header's
 * order among equals). `q=0`, the wildcard and anything malformed are left out.
 */
export function acceptedLanguages(header: string): string[] {
  const entries: { tag: string; q: number; at: number }[] = [];
  header
    .split(',')
    .slice(0, MAX_ENTRIES)
    .forEach((part, at) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      if (!TAG.test(tag)) return;
      let q = 1;
      for (const param of params) {
        const match = Q.exec(param);
        if (!match) return;
        q = Number(match[1]);
      }
      if (q > 0) entries.push({ tag, q, at });
    });
  return entries.sort((a, b) => b.q - a.q || a.at - b.at).map((e) => e.tag);
}

/**
 * The first of the visitor's languages (most wanted first) that the variant offers, matched by
 * primary subtag (`pt-BR` → `pt`); undefined when it offers none of them.
 */
export function preferredLanguage(
  wanted: readonly string[],
  offered: readonly string[],
): string | undefined {
  for (const tag of wanted) {
    const primary = tag.split('-')[0]?.toLowerCase() ?? '';
    if (offered.includes(primary)) return primary;
  }
  return undefined;
}
