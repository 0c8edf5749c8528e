import fc from 'fast-check';

import type { RouteContract } from './route-contracts.ts';
import { HOSTILE_STRINGS } from './vocabulary.ts';
import { encode, type Plan } from './wire.ts';

/** No route: a page navigation gets the app's page, anything else a 404. */
export const PAGE_CONTRACT: RouteContract = { response: 'text/html' };

const SEGMENTS = [
  'en',
  'ru',
  'ar',
  'registration',
  'office',
  'information',
  'web-api',
  'api',
  '__dev',
  'index.html',
  'assets',
  '..',
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  'a'.repeat(2000),
];

/** Methods and paths no route has (and page paths), hostile segments and queries included. */
export const notFoundPlans: fc.Arbitrary<Plan> = fc
  .record({
    method: fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
    segments: fc.array(
      fc.oneof(
        fc.constantFrom(...SEGMENTS),
        fc.constantFrom(...HOSTILE_STRINGS).map(encode),
        fc.string().map(encode),
      ),
      { maxLength: 5 },
    ),
    query: fc.option(
      fc.constantFrom(
        '?a=%',
        '?lang=%00',
        `?q=${encode('\ud800')}`,
        '?partner=99999999999&country=ZZ',
      ),
      { freq: 3 },
    ),
    html: fc.boolean(),
    remoteAddress: fc.ipV4(),
  })
  .map((g) => ({
    method: g.method,
    url: `/${g.segments.join('/')}${g.query ?? ''}`,
    headers: {
      host: 'localhost:8080',
      ...(g.html ? { accept: 'text/html,application/xhtml+xml' } : {}),
    },
    gzip: false,
    remoteAddress: g.remoteAddress,
    captcha: 'none',
  }));
