import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { SETTINGS_ROUTE_ID } from '@/config/use-settings.ts';
import { AppShell } from '@/features/shell/components/app-shell';

import { DEMO_PLAYER } from '../../server/db/seed.ts';
import type { AppServices } from './app-services';
import { languageLoader, pageLoader } from './loaders';
import { RouteError } from './route-error';
import { renderApp } from './testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
let configDir: string;
const open = async (...args: Parameters<typeof renderApp>) => (app = await renderApp(...args));
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

beforeAll(() => {
  configDir = mkdtempSync(join(tmpdir(), 'betframe-guards-'));
  cpSync(join(import.meta.dirname, '../../config-samples'), configDir, { recursive: true });
  writeFileSync(
    join(configDir, 'partners/5.json'),
    JSON.stringify({
      match: { partner: 5 },
      globalConfig: { langs_order: ['en', 'ru', 'pt'], langs_hidden_unauth: ['pt'] },
    }),
  );
});
afterAll(() => rmSync(configDir, { recursive: true, force: true }));
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

/** The real shell with one extra page whose registry entry carries an access rule. */
const withGuardedPage =
  (access: NonNullable<Parameters<typeof pageLoader>[1]['access']>) => (services: AppServices) => [
    {
      id: SETTINGS_ROUTE_ID,
      path: '/:lng',
      loader: languageLoader(services),
      Component: AppShell,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            {
              path: 'office',
              loader: pageLoader(services, { load: () => Promise.resolve(() => null), access }),
              Component: () => <h1>Office</h1>,
            },
          ],
        },
      ],
    },
  ];

describe('route guards in the app', () => {
  it('sends a guest on an auth-only page to log in (and back afterwards), and shows the page to a player', async () => {
    await open('/en/office?tab=2', { routes: withGuardedPage({ authOnly: true }) });
    await waitFor(() => expect(app?.router.state.location.pathname).toBe('/en/login'));
    expect(app?.router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/en/office?tab=2')}`,
    );
    await app?.server.close();
    await open('/en/office', {
      routes: withGuardedPage({ authOnly: true }),
      signedInAs: DEMO_PLAYER,
    });
    await heading('Office');
    expect(app?.services.session.get().authenticated).toBe(true);
  });

  it('denies a page limited to other languages', async () => {
    await open('/en/office', { routes: withGuardedPage({ languages: ['ru'] }) });
    await heading('Access denied');
  });

  it('hides languages listed in langs_hidden_unauth from guests only', async () => {
    const { user } = await open('/pt/?partner=5', { configDir });
    await heading('Welcome to Betframe');
    expect(app?.router.state.location.pathname).toBe('/en/');
    const toggle = screen.getByRole('button', { name: 'Language: English' });
    await user.click(toggle);
    const panel = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    expect(panel.getAllByRole('link').map((a) => a.textContent)).toEqual(['English', 'Русский']);
  });

  it('shows hidden languages to a logged-in player', async () => {
    await open('/pt/?partner=5', { configDir, signedInAs: DEMO_PLAYER });
    await heading('Bem-vindo a Betframe');
    expect(app?.router.state.location.pathname).toBe('/pt/');
  });
});

describe('settings the app refuses', () => {
  it('shows the misconfigured-site page naming the bad key, and renders nothing from the settings', async () => {
    const answer = (body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    const fakeFetch: typeof fetch = (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith('/frontend-api/site-settings')) {
        return answer({
          data: { attributes: { captchaConfig: { captcha_type: 'recaptcha' } } },
          meta: { variant: { partner: 1, language: 'en' } },
        });
      }
      if (url.startsWith('/translation-api/by-lang/'))
        return answer({ data: { attributes: { dictionaryMap: '{"1":"en/common.json"}' } } });
      return answer({
        settings_invalid_title: 'This site is misconfigured',
        settings_invalid_text: 'Bad at {{pointer}}: {{message}}.',
      });
    };
    await open('/en/', { fetch: fakeFetch });
    await heading('This site is misconfigured');
    expect(
      screen.getByText(
        'Bad at /captchaConfig/captcha_type: must be one of google, custom, hunt, puzzle, third_party, disabled.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
