import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createCookieJar } from '@/app/testing/cookie-jar';
import { fetchThrough, renderApp } from '@/app/testing/render-app';
import { sharedServer } from '@/app/testing/shared-server';

const server = sharedServer();
afterEach(() => {
  vi.restoreAllMocks();
});

type Answer = (url: URL) => Response | undefined;

/** The reference server, except for the calls `answer` answers itself. */
function renderWith(
  path: string,
  answer: Answer,
  host = 'localhost:8080',
  cookies = createCookieJar(),
) {
  const through = fetchThrough(server(), host, {}, cookies);
  const seen: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    seen.push(url.pathname);
    return answer(url) ?? through(input, init);
  };
  return renderApp(path, { server: server(), fetch, cookies }).then((app) => ({ ...app, seen }));
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('footer questions', () => {
  it('are native disclosures (keyboard-operable), closed at first, for the section the page is in', async () => {
    const { user, router } = await renderApp('/en/', { server: server() });
    const footer = await screen.findByRole('contentinfo');
    const faq = await within(footer).findByRole('region', { name: 'Frequently asked questions' });
    const summaries = [...faq.querySelectorAll('summary')];
    expect(summaries.map((s) => s.textContent)).toEqual([
      'How do I open an account?',
      'How do I place a bet?',
      'How do I withdraw my winnings?',
    ]);
    const first = within(faq).getByText('How do I open an account?');
    const details = first.closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText(/fill in the form and confirm your phone/)).not.toBeVisible();

    await user.click(first);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/fill in the form and confirm your phone/)).toBeVisible();
    await user.click(first);
    expect(details.open).toBe(false);

    await router.navigate('/en/registration');
    expect(await within(footer).findByText('Who can register?')).toBeInTheDocument();
    expect(within(footer).queryByText('How do I open an account?')).toBeNull();
  });
});

describe('information links', () => {
  it("list the variant's information pages in the footer and lead to them", async () => {
    const { user } = await renderApp('/en/', { server: server() });
    const nav = await screen.findByRole('navigation', { name: 'Help and information' });
    const names = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names).toEqual([
      'About us',
      'Contacts',
      'Rules',
      'Responsible gaming',
      'Privacy policy',
      'Cookie policy',
      'Payment methods',
      'How to bet',
      'Licences',
      'AML and KYC',
    ]);
    await user.click(within(nav).getByRole('link', { name: 'Licences' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Licences' })).toBeInTheDocument();
  });
});

describe('visual title', () => {
  it("is the home page's H1 when the platform has one", async () => {
    await renderWith('/en/', (url) =>
      url.pathname === '/seo-module-api/api/v1/visual'
        ? json({
            data: { type: 'visual', id: 'home/', attributes: { title: 'Bet on the big match' } },
          })
        : undefined,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bet on the big match' }),
    ).toBeInTheDocument();
  });
});

describe('the page-metadata failure rule', () => {
  it.each([403, 422])(
    'gives the defaults on a %i: the page’s own H1, no questions, no links',
    async (status) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const refused = new Set([
        '/seo-module-api/api/v1/visual',
        '/web-api/external-api/seo/questions/footer/main',
        '/web-api/external-api/seo/information/links',
      ]);
      const { seen } = await renderWith('/en/', (url) =>
        refused.has(url.pathname)
          ? json({ success: false, message: 'error_validation' }, status)
          : undefined,
      );
      // Other parts of the page may warn too (analytics); count the failure rule's own lines.
      const defaultsUsed = () =>
        warn.mock.calls.filter(([line]) => String(line).includes('defaults used')).length;
      await waitFor(() => expect(defaultsUsed()).toBe(3));
      expect(seen).toEqual(expect.arrayContaining([...refused]));
      expect(
        screen.getByRole('heading', { level: 1, name: 'Welcome to Betframe' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Frequently asked questions' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Help and information' })).toBeNull();
    },
  );

  it('gives the defaults, logged as an error, when the platform fails otherwise', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWith('/en/', (url) =>
      url.pathname.startsWith('/web-api/external-api/seo/') ? json({}, 500) : undefined,
    );
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Betframe' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Help and information' })).toBeNull();
  });
});

describe('analytics counters', () => {
  const counterScript = () =>
    document.head.querySelector('script[data-counter-id="britannia-visits"]');
  afterEach(() => {
    counterScript()?.remove();
  });

  it('load on a variant that asks for consent once marketing is allowed, with the counter id on the tag', async () => {
    // A browser that allowed marketing on an earlier visit.
    const cookies = createCookieJar();
    cookies.write('cookie_consent=2; path=/');
    const { seen } = await renderWith('/en/', () => undefined, 'britannia.localhost:8080', cookies);
    await waitFor(() => expect(counterScript()).not.toBeNull());
    expect(counterScript()).toHaveAttribute('src', '/seo-standin/counter.js');
    expect(
      seen.filter((p) => p === '/seo-module-api/api/public/v1/analytics-counters'),
    ).toHaveLength(1);
  });
});
