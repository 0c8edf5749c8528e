import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { buildTestServer } from '../testing/test-server.ts';

const samples = join(import.meta.dirname, '../../config-samples');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestServer({
    configDir: samples,
    distDir: join(import.meta.dirname, 'no-dist'),
  });
});
afterAll(async () => {
  await app?.close();
});

/** GET a call on a variant's host; 200 and checked against the contract. */
async function get<T>(host: string, url: string, def: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: { host } });
  expect(res.statusCode, res.body).toBe(200);
  expectContract('seo', def, res.json());
  return res.json<{ data: { attributes: T } }>().data.attributes;
}

/** The 422's field names. */
async function rejected(url: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(422);
  return Object.keys(res.json<{ validation_errors: Record<string, string[]> }>().validation_errors);
}

describe('GET /seo-module-api/api/v1/visual', () => {
  const visual = (host: string, query: string) =>
    get<{ title: string }>(host, `/seo-module-api/api/v1/visual?${query}`, 'visualResponse');

  it('gives the home page its H1 in the language asked for, with the brand', async () => {
    expect((await visual('sahara.localhost', 'language=en&domain=sahara.localhost')).title).toBe(
      'Welcome to Sahara Play',
    );
    expect((await visual('bola.localhost', 'language=pt&domain=bola.localhost')).title).toBe(
      'Bem-vindo a Bola Brasil',
    );
  });

  it('gives an information page (or its alias) its page title, and nothing for a page the variant lacks', async () => {
    expect(
      (
        await visual(
          'localhost',
          'language=en&domain=localhost&section=information&menuSection=rules%2Fresponsible',
        )
      ).title,
    ).toBe('Responsible gaming');
    expect(
      (
        await visual(
          'localhost',
          'language=en&domain=localhost&section=information&menuSection=smsbets',
        )
      ).title,
    ).toBe('');
    expect((await visual('localhost', 'language=en&domain=localhost&section=nowhere')).title).toBe(
      '',
    );
  });

  it('answers for the development variant override (?partner=&country=) the app sends', async () => {
    const meta = await visual('localhost', 'language=pt&domain=localhost&partner=4&country=BR');
    expect(meta.title).toBe('Bem-vindo a Bola Brasil');
  });

  it.each([
    ['domain=localhost', 'language'],
    ['language=en&domain=localhost&section=a%20b', 'section'],
  ])('answers %s with a 422 naming %s', async (query, name) => {
    expect(await rejected(`/seo-module-api/api/v1/visual?${query}`)).toEqual([name]);
  });
});

describe('GET /web-api/external-api/seo/questions/footer/{section}', () => {
  type Questions = { questions: { question: string; answer: string }[] };
  const questions = (host: string, path: string) =>
    get<Questions>(
      host,
      `/web-api/external-api/seo/questions/footer${path}`,
      'footerQuestionsResponse',
    );

  it("gives 'main' when no section is named, every question with its answer, in order", async () => {
    const main = await questions('localhost', '?language=en');
    expect(main.questions.map((q) => q.question)).toEqual([
      'How do I open an account?',
      'How do I place a bet?',
      'How do I withdraw my winnings?',
    ]);
    expect(await questions('localhost', '/main?language=en')).toEqual(main);
  });

  it("gives a section's own questions in the language (the variant's default for one it lacks), none for a section without any", async () => {
    const ar = await questions('sahara.localhost', '/registration?language=ar');
    expect(ar.questions[0]).toEqual({
      question: 'من يمكنه التسجيل؟',
      answer: expect.stringContaining('البالغون') as unknown,
    });
    expect((await questions('sahara.localhost', '/registration?language=kk')).questions).toEqual(
      ar.questions,
    );
    expect((await questions('localhost', '/casino?language=en')).questions).toEqual([]);
  });

  it.each([
    ['/main', 'language'],
    ['/main?language=eng', 'language'],
    ['/a.b?language=en', 'section'],
    ['/main?language=en&x=1', 'x'],
  ])('answers %s with a 422 naming %s', async (path, name) => {
    expect(await rejected(`/web-api/external-api/seo/questions/footer${path}`)).toEqual([name]);
  });
});

describe('GET /web-api/external-api/seo/information/links', () => {
  it("lists the variant's information pages in menu order, titled in the language", async () => {
    const { links } = await get<{ links: { title: string; url: string }[] }>(
      'bola.localhost',
      '/web-api/external-api/seo/information/links?language=pt',
      'informationLinksResponse',
    );
    expect(links.map((l) => l.url)).toEqual(
      ['about', 'contacts', 'rules', 'responsiblegaming', 'privacyPolicy', 'cookies', 'taxes'].map(
        (p) => `/pt/information/${p}`,
      ),
    );
    expect(links[6]?.title).toBe('Impostos');
  });

  it('answers a missing language with a 422', async () => {
    expect(await rejected('/web-api/external-api/seo/information/links')).toEqual(['language']);
  });
});

describe('GET /seo-module-api/api/public/v1/analytics-counters', () => {
  const counters = (host: string, query: string) =>
    get<{ counters: { id: string; scriptUrl: string }[] }>(
      host,
      `/seo-module-api/api/public/v1/analytics-counters?${query}`,
      'analyticsCountersResponse',
    );

  it("gives the variant's counters for its own project, none for another project or a variant without any", async () => {
    expect(
      (await counters('britannia.localhost', 'projectId=2&domain=britannia.localhost')).counters,
    ).toEqual([
      {
        id: 'britannia-visits',
        name: 'Visits counter (stand-in)',
        scriptUrl: '/seo-standin/counter.js',
      },
    ]);
    expect(
      (await counters('britannia.localhost', 'projectId=3&domain=britannia.localhost')).counters,
    ).toEqual([]);
    expect((await counters('localhost', 'projectId=1&domain=localhost')).counters).toEqual([]);
  });

  it.each([
    ['domain=localhost', 'projectId'],
    ['projectId=x&domain=localhost', 'projectId'],
    ['projectId=1', 'domain'],
  ])('answers %s with a 422 naming %s', async (query, name) => {
    expect(await rejected(`/seo-module-api/api/public/v1/analytics-counters?${query}`)).toEqual([
      name,
    ]);
  });
});

describe('stand-in counter', () => {
  it('serves its script and keeps the hits it reports, newest first, readable at /__dev/counter-hits', async () => {
    const script = await app.inject({ method: 'GET', url: '/seo-standin/counter.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('/seo-standin/counter/hit');
    for (const page of ['/en/', '/en/information/about']) {
      const hit = await app.inject({
        method: 'POST',
        url: '/seo-standin/counter/hit',
        headers: { host: 'britannia.localhost' },
        payload: { counter: 'test-counter', page },
      });
      expect(hit.statusCode).toBe(204);
    }
    const res = await app.inject({
      method: 'GET',
      url: '/__dev/counter-hits?counter=test-counter',
    });
    expect(
      res.json<{ data: { page: string; host: string }[] }>().data.map((h) => [h.host, h.page]),
    ).toEqual([
      ['britannia.localhost', '/en/information/about'],
      ['britannia.localhost', '/en/'],
    ]);
  });

  it('refuses a hit that is not one', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/seo-standin/counter/hit',
      payload: { counter: 'Bad Id', page: '/' },
    });
    expect(res.statusCode).toBe(400);
  });
});
