import type { HostMap } from './config-set.ts';
import type { VariantRequest } from './settings-service.ts';

export interface RequestFacts {
  /** Host header value, possibly with a port. */
  readonly host: string;
  readonly geoCountry?: string;
  readonly query: { partner?: string; country?: string; lang?: string };
}

const COUNTRY = /^[A-Za-z]{2}$/;
const LANGUAGE = /^[A-Za-z]{2}$/;

/**
 * Which variant a request is for: the host mapping, then the geo header the operator's edge sets
 * (x-geo-country), then — outside production only — the ?partner=&country= dev override.
 * The language is the visitor's choice in every mode.
 */
export function variantOfRequest(
  facts: RequestFacts,
  hosts: HostMap,
  production: boolean,
  defaultPartner = 1,
): VariantRequest {
  const host = facts.host.toLowerCase();
  const mapped = hosts.get(host) ?? hosts.get(host.replace(/:\d+$/, ''));
  let partner = mapped?.partner ?? defaultPartner;
  let country =
    facts.geoCountry && COUNTRY.test(facts.geoCountry)
      ? facts.geoCountry.toUpperCase()
      : mapped?.country;
  if (!production) {
    const p = Number.parseInt(facts.query.partner ?? '', 10);
    if (Number.isInteger(p) && p > 0) partner = p;
    if (facts.query.country && COUNTRY.test(facts.query.country))
      country = facts.query.country.toUpperCase();
  }
  const lang = facts.query.lang;
  const language = lang && LANGUAGE.test(lang) ? lang.toLowerCase() : mapped?.language;
  return { partner, country, language };
}
