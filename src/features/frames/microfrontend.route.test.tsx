import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
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
    fromFrame(frame, { channel: 'betframe', kind: 'set', key: 'headerHidden', value: false }, 'https://evil.example');
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
});
