import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import {
  type ChannelMessage,
  crossFrameChannelMachine,
  type PostParams,
  type SharedKey,
  sharedKeys,
} from './cross-frame-channel.machine';

const app = 'https://app.example';
const shop = 'https://shop.example';

/** One side of the channel with its posts recorded as [message, origin] pairs. */
function side(role: 'host' | 'frame', allowedOrigins = [app, shop]) {
  const posts: [ChannelMessage, string][] = [];
  const machine = crossFrameChannelMachine.provide({
    actions: {
      post: (_, params: PostParams) =>
        params.messages.forEach((m) => params.targetOrigins.forEach((o) => posts.push([m, o]))),
    },
  });
  const actor = createActor(machine, { input: { role, allowedOrigins } }).start();
  return { actor, posts };
}

/** Two sides on the same origin: what one posts (from index `sent`) to that origin, the other gets. */
function handshake() {
  const host = side('host');
  const frame = side('frame');
  const deliver = (from: typeof host, to: typeof host, origin: string, sent: number) => {
    for (const [data, target] of from.posts.slice(sent))
      if (target === origin) to.actor.send({ type: 'peer.message', origin, data });
  };
  return { host, frame, deliver };
}

const sampleValue = (key: SharedKey): unknown =>
  key === 'routePath' ? '/en/bets' : key === 'overlayTheme' ? 'dark' : true;

describe('cross-frame channel machine', () => {
  it('handshakes: the frame says hello to each allowed origin, the host welcomes it with its whole state', () => {
    const host = side('host');
    host.actor.send({ type: 'local.set', key: 'overlayTheme', value: 'dark' });
    const frame = side('frame');
    expect(frame.posts).toEqual([
      [{ channel: 'betframe', kind: 'hello' }, app],
      [{ channel: 'betframe', kind: 'hello' }, shop],
    ]);
    expect(host.posts).toEqual([]);
    host.actor.send({ type: 'peer.message', origin: shop, data: frame.posts[1]![0] });
    expect(host.actor.getSnapshot().value).toBe('handshaked');
    expect(host.posts).toEqual([
      [
        { channel: 'betframe', kind: 'welcome', state: host.actor.getSnapshot().context.shared },
        shop,
      ],
    ]);
    frame.actor.send({ type: 'peer.message', origin: app, data: host.posts[0]![0] });
    expect(frame.actor.getSnapshot().value).toBe('handshaked');
    expect(frame.actor.getSnapshot().context.shared.overlayTheme).toBe('dark');
  });

  it('ignores messages from unlisted origins, other channels and unknown keys, staying in its state', () => {
    const host = side('host', [app]);
    host.actor.send({
      type: 'peer.message',
      origin: 'https://evil.example',
      data: { channel: 'betframe', kind: 'hello' },
    });
    host.actor.send({
      type: 'peer.message',
      origin: app,
      data: { channel: 'other', kind: 'hello' },
    });
    host.actor.send({ type: 'peer.message', origin: app, data: 'hello' });
    expect(host.actor.getSnapshot().value).toBe('init');
    expect(host.actor.getSnapshot().context.ignored).toBe(3);
    host.actor.send({
      type: 'peer.message',
      origin: app,
      data: { channel: 'betframe', kind: 'hello' },
    });
    host.actor.send({
      type: 'peer.message',
      origin: 'https://evil.example',
      data: { channel: 'betframe', kind: 'set', key: 'headerHidden', value: true },
    });
    host.actor.send({
      type: 'peer.message',
      origin: app,
      data: { channel: 'betframe', kind: 'set', key: 'nope', value: true },
    });
    host.actor.send({
      type: 'peer.message',
      origin: app,
      data: { channel: 'betframe', kind: 'set', key: 'headerHidden', value: 'yes' },
    });
    host.actor.send({ type: 'local.set', key: 'nope', value: true });
    expect(host.actor.getSnapshot().context).toMatchObject({
      ignored: 7,
      shared: { headerHidden: false },
    });
    expect(host.posts).toHaveLength(1);
  });

  it.each(sharedKeys.map((key) => [key]))('shares %s both ways', (key) => {
    const { host, frame, deliver } = handshake();
    deliver(frame, host, app, 0);
    deliver(host, frame, app, 0);
    expect([host.actor.getSnapshot().value, frame.actor.getSnapshot().value]).toEqual([
      'handshaked',
      'handshaked',
    ]);
    const [h, f] = [host.posts.length, frame.posts.length];
    host.actor.send({ type: 'local.set', key, value: sampleValue(key) });
    deliver(host, frame, app, h);
    expect(frame.actor.getSnapshot().context.shared[key]).toBe(sampleValue(key));
    const back = typeof sampleValue(key) === 'boolean' ? false : '/en';
    frame.actor.send({ type: 'local.set', key, value: back });
    deliver(frame, host, app, f);
    expect(host.actor.getSnapshot().context.shared[key]).toBe(back);
  });

  it('sends local changes made before the handshake with it: the host in its welcome, the frame as sets after', () => {
    const { host, frame, deliver } = handshake();
    host.actor.send({ type: 'local.set', key: 'routePath', value: '/en/microfrontend/demo' });
    frame.actor.send({ type: 'local.set', key: 'canInstallPwa', value: true });
    expect(frame.posts.filter(([m]) => m.kind === 'set')).toEqual([]);
    deliver(frame, host, app, 0);
    deliver(host, frame, app, 0);
    expect(frame.actor.getSnapshot().context).toMatchObject({
      shared: { routePath: '/en/microfrontend/demo', canInstallPwa: true },
      pending: {},
    });
    deliver(frame, host, app, 2);
    expect(host.actor.getSnapshot().context.shared).toMatchObject({
      routePath: '/en/microfrontend/demo',
      canInstallPwa: true,
    });
  });

  it('closes for good', () => {
    const { actor } = side('frame');
    actor.send({ type: 'channel.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
