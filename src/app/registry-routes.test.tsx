import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PLAYER } from '../../server/db/seed.ts';
import type { AppServices } from './app-services';
import { type LayoutRegistry, layoutRegistry, type RegistryEntry } from './layout-registry';
import { createRoutes } from './routes';
import { renderApp } from './testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
let configDir: string;
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const path = () => app?.router.state.location.pathname;

beforeAll(() => {
  // The sample variant, with a themed section and a second built office section switched on.
  configDir = mkdtempSync(join(tmpdir(), 'betframe-registry-'));
  cpSync(join(import.meta.dirname, '../../config-samples'), configDir, { recursive: true });
  const base = JSON.parse(readFileSync(join(configDir, 'base.json'), 'utf8')) as object;
  writeFileSync(
    join(configDir, 'base.json'),
    JSON.stringify({
      ...base,
      modulesConfig: { themed_sections: ['cyber'] },
      officeConfig: { sections: ['office_change_password', 'office_security'] },
    }),
  );
});
afterAll(() => rmSync(configDir, { recursive: true, force: true }));
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

/** A registry page that notes when its component is loaded. */
const loaded: string[] = [];
const page = (title: string, extra: Partial<RegistryEntry> = {}): RegistryEntry => ({
  load: () => {
    loaded.push(title);
    return Promise.resolve(() => <h1>{title}</h1>);
  },
  ...extra,
});

const registry: LayoutRegistry = {
  ...layoutRegistry,
  stream: { homepage: page('Homepage stream'), line: page('Line stream') },
  themed: { cyber: page('Cyber section', { access: { authOnly: true } }) },
};
const routes = (services: AppServices) => createRoutes(services, registry);

describe('routes generated from the layout registry', () => {
  it('gives each stream its own route, loading only its own component; a stream the variant does not enable is a 404', async () => {
    loaded.length = 0;
    app = await renderApp('/en/homepage/today', { routes, configDir });
    await heading('Homepage stream');
    expect(loaded).toEqual(['Homepage stream']);
    await app.router.navigate('/en/line');
    await heading('Page not found');
  });

  it('keeps the access rule of a themed section: a guest signs in first', async () => {
    app = await renderApp('/en/cyber', { routes, configDir });
    await waitFor(() => expect(path()).toBe('/en/login'));
    expect(app.router.state.location.search).toBe(`?redirect=${encodeURIComponent('/en/cyber')}`);
    app.unmount();
    await app.server.close();
    app = await renderApp('/en/cyber', { routes, configDir, signedInAs: DEMO_PLAYER });
    await heading('Cyber section');
  });

  it('leaves a guests-only page in place when the player signs up on it and the page changes its query', async () => {
    const withSignUp: LayoutRegistry = {
      ...registry,
      page: { ...registry.page, registration: page('Sign up', { access: { guestOnly: true } }) },
    };
    app = await renderApp('/en/registration?start=1', {
      routes: (services) => createRoutes(services, withSignUp),
      configDir,
    });
    await heading('Sign up');
    // Signed up and in on this page (as the registration's last step does).
    await app.signIn(DEMO_PLAYER);
    app.services.session.set({ authenticated: true });
    await app.router.navigate('/en/registration', { replace: true });
    expect(path()).toBe('/en/registration');
    expect(app.router.state.errors).toBeNull();
    await heading('Sign up');
    // Another guests-only page is still refused to the player.
    await app.router.navigate('/en/login');
    await heading('Access denied');
  });

  it('lists the office sections in the order of settings, each on its own route', async () => {
    app = await renderApp('/en/office', { configDir, signedInAs: DEMO_PLAYER });
    await heading('Password');
    expect(path()).toBe('/en/office/change_password');
    const menu = screen.getByRole('navigation', { name: 'Personal office' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Password', 'Security']);
    await app.user.click(within(menu).getByRole('link', { name: 'Security' }));
    await heading('Security');
    expect(path()).toBe('/en/office/security');
    expect(within(menu).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
