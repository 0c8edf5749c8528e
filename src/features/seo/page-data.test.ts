import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from '@/lib/api-client/client';
import { fakeFetch, jsonResponse } from '@/lib/api-client/test-fetch';
import type { PageMetadata } from '@/lib/api-contract/generated/api-types.ts';

import { getPageData } from './api/get-page-data';
import { EMPTY_PAGE_DATA, pageDataOrDefaults, pageDataQueryOf } from './page-data';
import { applyPageHead } from './page-head';

const META: PageMetadata = {
  title: 'Log in — Betframe',
  description: 'Log in to your Betframe account.',
  metaRobots: 'noindex,nofollow',
  hierarchyMetaRobots: 'noindex,nofollow',
  ampPageUrl: '',
  alternativeLinks: [
    { hreflang: 'ru', href: 'http://localhost/ru/login' },
    { hreflang: 'x-default', href: 'http://localhost/ru/login' },
  ],
  alternateMedia: [],
  customCanonical: 'http://localhost/en/login',
  languageIsoCode: 'en',
  metas: [{ property: 'og:title', content: 'Log in — Betframe' }],
};
const query = pageDataQueryOf('/en/login', 'en', 'localhost');
const headTags = () =>
  [...document.head.querySelectorAll('[data-page-meta]')].map((e) => e.outerHTML);

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.title = '';
});

describe('pageDataOrDefaults', () => {
  it('gives the platform’s page data and sends the page as section and menu section', async () => {
    const { fetch, seen } = fakeFetch(() =>
      jsonResponse({ data: { type: 'page-data', id: 'x', attributes: META } }),
    );
    const client = createApiClient({ fetch });
    expect(
      await pageDataOrDefaults(() =>
        client.call(getPageData, pageDataQueryOf('/en/information/rules/responsible', 'en', 'h')),
      ),
    ).toEqual(META);
    expect(seen[0]?.url).toBe(
      '/seo-module-api/api/v2/pagedata?language=en&domain=h&section=information&menuSection=rules%2Fresponsible',
    );
  });

  it.each([403, 422])('gives the defaults, logged, on a %i', async (status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createApiClient({
      fetch: fakeFetch(() => jsonResponse({ success: false, message: 'error_validation' }, status))
        .fetch,
    });
    expect(await pageDataOrDefaults(() => client.call(getPageData, query))).toEqual(
      EMPTY_PAGE_DATA,
    );
    expect(warn).toHaveBeenCalledOnce();
  });

  it("gives the defaults, logged, on 'Failed with params'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await pageDataOrDefaults(() => Promise.reject(new Error('Failed with params')))).toEqual(
      EMPTY_PAGE_DATA,
    );
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives the defaults on any other failure, logged as an error, and nothing logged once aborted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createApiClient({ fetch: fakeFetch(() => jsonResponse({}, 500)).fetch });
    expect(await pageDataOrDefaults(() => client.call(getPageData, query))).toEqual(
      EMPTY_PAGE_DATA,
    );
    expect(error).toHaveBeenCalledOnce();
    const controller = new AbortController();
    controller.abort();
    expect(
      await pageDataOrDefaults(() => Promise.reject(new Error('aborted')), controller.signal),
    ).toEqual(EMPTY_PAGE_DATA);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('applyPageHead', () => {
  it('replaces the tags the server or the last page put there', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><link rel="canonical" href="http://localhost/ru/" data-page-meta>';
    applyPageHead(META);
    expect(document.title).toBe('Log in — Betframe');
    expect(headTags()).toEqual([
      '<meta name="description" content="Log in to your Betframe account." data-page-meta="">',
      '<meta name="robots" content="noindex,nofollow" data-page-meta="">',
      '<link rel="canonical" href="http://localhost/en/login" data-page-meta="">',
      '<link rel="alternate" hreflang="ru" href="http://localhost/ru/login" data-page-meta="">',
      '<link rel="alternate" hreflang="x-default" href="http://localhost/ru/login" data-page-meta="">',
      '<meta property="og:title" content="Log in — Betframe" data-page-meta="">',
    ]);
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it('on the defaults keeps the title the page set (brand-only by default) and leaves no stale tags', () => {
    applyPageHead(META);
    document.title = 'Betframe';
    applyPageHead(EMPTY_PAGE_DATA);
    expect(document.title).toBe('Betframe');
    expect(headTags()).toEqual([]);
  });
});
