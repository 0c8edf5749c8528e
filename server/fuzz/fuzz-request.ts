import fc from 'fast-check';

import type { RouteEntry } from '../contract.ts';
import { hostileValue, hostileVariantOf } from './hostile.ts';
import { resolveRef, type RouteContract } from './route-contracts.ts';
import { arbitraryOf, type Samples } from './schema-arbitrary.ts';
import {
  CONTENT_TYPES,
  ENCODINGS,
  HEADER_NAMES,
  HEADER_VALUES,
  HOSTS,
  RAW_BODIES,
  RAW_QUERY,
  RAW_SEGMENTS,
} from './vocabulary.ts';
import { headerText, pathOf, type Plan, queryString } from './wire.ts';

/** What one request attacks: nothing (a request by the contract) or one part of it. */
type Attack =
  | 'none'
  | 'params'
  | 'segment'
  | 'query'
  | 'rawQuery'
  | 'host'
  | 'headers'
  | 'body'
  | 'rawBody'
  | 'contentType'
  | 'encoding';

const contractValue = (ref: string | undefined, samples: Samples): fc.Arbitrary<unknown> => {
  if (!ref) return fc.constant({});
  const { schema, base } = resolveRef(ref);
  return arbitraryOf(schema, { base, samples, depth: 0 });
};

/** A generated body as a page's form would post it: one field per key, every value as text. */
function formEncoded(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const fields = Object.entries(value).map(([key, v]): [string, string] => [
    key,
    typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
  ]);
  return new URLSearchParams(fields).toString();
}

function attacksOn(route: RouteEntry, paramCount: number): Attack[] {
  const attacks: Attack[] = ['query', 'rawQuery', 'host', 'headers'];
  if (paramCount > 0) attacks.push('params', 'segment');
  if (route.method !== 'GET' && route.method !== 'HEAD')
    attacks.push('body', 'body', 'rawBody', 'contentType', 'encoding');
  return attacks;
}

/**
 * Requests for one route, generated from its contract: about a third as the contract allows (so
 * the code behind validation runs), the rest with one part attacked — a path parameter, the query
 * or the body mutated with hostile values, raw broken encodings, another content type or content
 * encoding, a hostile host or header. The captcha header is a solved one, none or junk; the caller
 * address is random, so per-address budgets do not hide a route behind 429s.
 */
export function planArbitrary(
  route: RouteEntry,
  contract: RouteContract,
  samples: Samples,
): fc.Arbitrary<Plan> {
  const takesBody = route.method !== 'GET' && route.method !== 'HEAD';
  const paramNames = route.url.match(/:[A-Za-z0-9_]+|\*$/g) ?? [];
  const attacks = attacksOn(route, paramNames.length);
  const params = contractValue(contract.params, samples);
  const query = contractValue(contract.query, samples);
  const body = contractValue(contract.body, samples);
  return fc
    .record({
      attack: fc.oneof(
        { weight: Math.ceil(attacks.length / 2), arbitrary: fc.constant<Attack>('none') },
        { weight: attacks.length, arbitrary: fc.constantFrom(...attacks) },
      ),
      params: fc.tuple(params, hostileVariantOf(params)),
      query: fc.tuple(query, hostileVariantOf(query)),
      body: fc.tuple(body, hostileVariantOf(body)),
      segment: fc.tuple(fc.nat(), fc.constantFrom(...RAW_SEGMENTS)),
      rawQuery: fc.constantFrom(...RAW_QUERY),
      rawBody: fc.constantFrom(...RAW_BODIES),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      encoding: fc.constantFrom(...ENCODINGS),
      zipped: fc.constantFrom(false, false, false, false, false, true),
      host: fc.constantFrom(...HOSTS),
      extra: fc.dictionary(
        fc.constantFrom(...HEADER_NAMES),
        fc.oneof(fc.constantFrom(...HEADER_VALUES), hostileValue.map(headerText)),
        { minKeys: 1, maxKeys: 3 },
      ),
      captcha: fc.oneof(fc.constant('none'), fc.constant('solved'), hostileValue.map(headerText)),
      remoteAddress: fc.ipV4(),
    })
    .map((g): Plan => {
      const a = g.attack;
      const segments = paramNames.map((_, i) =>
        a === 'segment' && i === g.segment[0] % paramNames.length ? g.segment[1] : undefined,
      );
      const value = a === 'body' ? g.body[1] : g.body[0];
      const form = contract.bodyType === 'form';
      const encoded = form ? formEncoded(value) : (JSON.stringify(value) ?? 'null');
      const payload = takesBody ? (a === 'rawBody' ? g.rawBody : encoded) : undefined;
      // Well-formed gzip now and then on a sound request; a broken or unknown encoding as an attack.
      const gzip = takesBody && a === 'none' && g.zipped;
      const headers: Record<string, string> = {
        host: a === 'host' ? g.host : 'localhost:8080',
        ...(a === 'headers' ? g.extra : {}),
      };
      if (takesBody)
        headers['content-type'] =
          a === 'contentType'
            ? g.contentType
            : form
              ? 'application/x-www-form-urlencoded'
              : 'application/json';
      if (gzip) headers['content-encoding'] = 'gzip';
      if (a === 'encoding') headers['content-encoding'] = g.encoding;
      const path = pathOf(route.url, a === 'params' ? g.params[1] : g.params[0], segments);
      const rawQuery = a === 'rawQuery' ? g.rawQuery : undefined;
      return {
        method: route.method,
        url: path + queryString(a === 'query' ? g.query[1] : g.query[0], rawQuery),
        headers,
        ...(payload === undefined ? {} : { payload }),
        gzip,
        remoteAddress: g.remoteAddress,
        captcha: g.captcha,
      };
    });
}
