import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.server.close();
  app = undefined;
});

/** A message as the framed page would post it to the host window. */
function fromFrame(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frame.contentWindow }),
    );
  });
}

describe('microfrontend page', () => {
  it('frames the configured microfrontend, handshakes with it and applies what it sets; other origins are ignored', async () => {
    app = await renderApp('/en/microfrontend/demo');
    const frame = await screen.findByTitle<HTMLIFrameElement>('Demo microfrontend');
    expect(frame.getAttribute('src')).toBe('/microfrontend-demo/');
    const region = screen.getByRole('region', { name: 'Shared state' });
    expect(within(region).getByRole('status')).toHaveTextContent('Channel: init');

    fromFrame(frame, { channel: 'betframe', kind: 'hello' }, 'https://evil.example');
    expect(within(region).getByRole('status')).toHaveTextContent('Channel: init');
    fromFrame(frame, { channel: 'betframe', kind: 'hello' });
    expect(within(region).getByRole('status')).toHaveTextContent('Channel: handshaked');

    fromFrame(frame, { channel: 'betframe', kind: 'set', key: 'headerHidden', value: true });
    expect(within(region).getByRole('checkbox', { name: 'Header hidden' })).toBeChecked();
    expect(document.documentElement.dataset.headerHidden).toBe('true');
    fromFrame(frame, { channel: 'betframe', kind: 'set', key: 'overlayTheme', value: 'dark' });
    expect(document.documentElement.dataset.overlayTheme).toBe('dark');
    fromFrame(
      frame,
      { channel: 'betframe', kind: 'set', key: 'headerHidden', value: false },
      'https://evil.example',
    );
    expect(document.documentElement.dataset.headerHidden).toBe('true');

    await app.user.click(within(region).getByRole('checkbox', { name: 'Header hidden' }));
    expect(document.documentElement.dataset.headerHidden).toBeUndefined();
  });

  it('has no page for a key the variant does not configure', async () => {
    app = await renderApp('/en/microfrontend/unknown');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Shared state' })).toBeNull();
    expect(screen.queryByTitle('Demo microfrontend')).toBeNull();
  });

  it('makes the site follow every key the frame sets, tells the frame what the host sets, and reverts all on leaving', async () => {
    app = await renderApp('/en/microfrontend/demo');
    const frame = await screen.findByTitle<HTMLIFrameElement>('Demo microfrontend');
    const region = screen.getByRole('region', { name: 'Shared state' });
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    fromFrame(frame, { channel: 'betframe', kind: 'hello' });
    expect(within(region).getByRole('status')).toHaveTextContent('Channel: handshaked');
    // The welcome carries the host's route path.
    expect(
      posted.mock.calls.some(
        ([message]) =>
          (message as { kind?: string; state?: { routePath?: string } }).state?.routePath ===
          '/en/microfrontend/demo',
      ),
    ).toBe(true);
    const set = (key: string, value: unknown) =>
      fromFrame(frame, { channel: 'betframe', kind: 'set', key, value });
    const root = document.documentElement.dataset;

    // Host to frame: each host control posts the key to the frame.
    for (const [key, label] of [
      ['bottomActionsVisible', 'Bottom actions visible'],
      ['canInstallPwa', 'Can install PWA'],
    ] as const) {
      posted.mockClear();
      await app.user.click(within(region).getByRole('checkbox', { name: label }));
      expect(posted.mock.calls.map((call): unknown => call[0])).toContainEqual(
        expect.objectContaining({ kind: 'set', key }),
      );
      await app.user.click(within(region).getByRole('checkbox', { name: label }));
    }

    set('bottomNavigationHidden', true);
    expect(root.bottomNavigationHidden).toBe('true');

    expect(screen.getByRole('navigation', { name: 'Page actions' })).toBeInTheDocument();
    set('bottomActionsVisible', false);
    expect(screen.queryByRole('navigation', { name: 'Page actions' })).toBeNull();

    expect(screen.getByRole('group', { name: 'Bet type' })).toBeInTheDocument();
    set('betsHistoryTypeFilterVisible', false);
    expect(screen.queryByRole('group', { name: 'Bet type' })).toBeNull();

    expect(screen.queryByRole('link', { name: 'Chat with a consultant' })).toBeNull();
    set('consultantAvailable', true);
    expect(screen.getByRole('link', { name: 'Chat with a consultant' })).toHaveAttribute(
      'href',
      'https://support.betframe.example/chat',
    );

    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    set('canInstallPwa', true);
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeInTheDocument();

    const header = document.querySelector('header.site-header');
    expect(header).not.toHaveAttribute('inert');
    set('microfrontendModalOpen', true);
    expect(root.microfrontendModalOpen).toBe('true');
    expect(header).toHaveAttribute('inert');
    expect(document.querySelector('footer.site-footer')).toHaveAttribute('inert');
    expect(screen.getByTestId('host-modal-backdrop')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).not.toBeNull();

    set('overlayTheme', 'dark');
    expect(root.overlayTheme).toBe('dark');
    set('headerHidden', true);

    // A route path that is not this site's, in this language, is not followed.
    for (const path of ['https://evil.example/en/', '//evil.example/en/', '/ru/', '/en/../x'])
      set('routePath', path);
    expect(app.router.state.location.pathname).toBe('/en/microfrontend/demo');

    // A same-site path is: the host goes there, and everything the frame set is undone.
    set('routePath', '/en/');
    await vi.waitFor(() => expect(app?.router.state.location.pathname).toBe('/en/'));
    // The page unmounts (and cleans up) once the new route has rendered, a moment after the location changed.
    await vi.waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Shared state' })).toBeNull();
      for (const key of [
        'headerHidden',
        'bottomNavigationHidden',
        'microfrontendModalOpen',
        'overlayTheme',
      ])
        expect(root[key], key).toBeUndefined();
      expect(document.querySelector('header.site-header')).not.toHaveAttribute('inert');
    });
  });
});
