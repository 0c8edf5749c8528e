import { describe, expect, it, vi } from 'vitest';

import { startCrossFrameChannel } from './cross-frame-channel';

/** A window stand-in: `postMessage` (asynchronous, like a browser's) reaches it only when the target origin is its own, from the sender's origin. */
class FakeWindow extends EventTarget {
  readonly posted: string[] = [];
  constructor(
    readonly origin: string,
    public peer?: FakeWindow,
  ) {
    super();
  }
  get location() {
    return { origin: this.origin };
  }
  postMessage(data: unknown, targetOrigin: string) {
    this.posted.push(targetOrigin);
    if (targetOrigin === this.origin)
      setTimeout(() =>
        this.dispatchEvent(
          new MessageEvent('message', {
            data,
            origin: this.peer!.origin,
            source: this.peer as unknown as Window,
          }),
        ),
      );
  }
}

const asWindow = (w: FakeWindow) => w as unknown as Window;
/** Messages hop through timers: wait until the expectation holds (a fixed sleep was flaky on a busy machine). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 2000, interval: 5 });

describe('cross-frame channel runtime', () => {
  it('handshakes a host and a frame on the same origin, then shares changes both ways with explicit origins', async () => {
    const top = new FakeWindow('https://site.example');
    const child = new FakeWindow('https://site.example', top);
    top.peer = child;
    const host = startCrossFrameChannel({
      role: 'host',
      allowedOrigins: [],
      self: asWindow(top),
      peer: () => asWindow(child),
      initial: { routePath: '/en/microfrontend/demo' },
    });
    let changes = 0;
    host.subscribe(() => changes++);
    const frame = startCrossFrameChannel({
      role: 'frame',
      allowedOrigins: ['https://other.example'],
      self: asWindow(child),
      peer: () => asWindow(top),
    });
    await eventually(() => {
      expect(host.get().status).toBe('handshaked');
      expect(frame.get()).toMatchObject({
        status: 'handshaked',
        shared: { routePath: '/en/microfrontend/demo' },
      });
    });
    frame.set('headerHidden', true);
    await eventually(() => expect(host.get().shared.headerHidden).toBe(true));
    host.set('overlayTheme', 'dark');
    await eventually(() => expect(frame.get().shared.overlayTheme).toBe('dark'));
    expect(changes).toBeGreaterThan(0);
    expect([...top.posted, ...child.posted]).not.toContain('*');
    expect(top.posted).toContain('https://other.example');
    frame.close();
    expect(frame.get().status).toBe('closed');
  });

  it('drops messages that do not come from the peer window', () => {
    const top = new FakeWindow('https://site.example');
    const child = new FakeWindow('https://site.example', top);
    const host = startCrossFrameChannel({
      role: 'host',
      allowedOrigins: [],
      self: asWindow(top),
      peer: () => asWindow(child),
    });
    top.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: 'betframe', kind: 'hello' },
        origin: 'https://site.example',
        source: asWindow(top),
      }),
    );
    expect(host.get().status).toBe('init');
  });
});
