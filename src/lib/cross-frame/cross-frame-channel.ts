import { createActor } from 'xstate';

import {
  crossFrameChannelMachine,
  type PostParams,
  type SharedKey,
  type SharedState,
} from '@machines/cross-frame-channel/cross-frame-channel.machine';

import { flowInspect } from '../machines/inspection';

/** Where the channel runs: the own window (messages arrive there) and the peer's window (posts go there). */
export interface CrossFrameOptions {
  readonly role: 'host' | 'frame';
  /** Listed origins; the own origin is always allowed too (a microfrontend served by the site itself). */
  readonly allowedOrigins: readonly string[];
  readonly initial?: Partial<SharedState>;
  readonly self: Window;
  /** The peer window: the iframe's content window for the host (may appear later), the parent for the frame. */
  readonly peer: () => Window | null | undefined;
}

/** A running channel: the shared state, its status and the means to change and close it. */
export interface CrossFrameChannel {
  readonly get: () => {
    readonly status: 'init' | 'handshaked' | 'closed';
    readonly shared: SharedState;
  };
  readonly subscribe: (listener: () => void) => () => void;
  readonly set: <K extends SharedKey>(key: K, value: SharedState[K]) => void;
  readonly close: () => void;
}

/** Starts the cross-frame channel machine bound to a window's messages; posts always name the target origin. */
export function startCrossFrameChannel(options: CrossFrameOptions): CrossFrameChannel {
  const own = options.self.location.origin;
  const allowedOrigins = [...new Set([own, ...options.allowedOrigins])];
  const post = (_: unknown, { messages, targetOrigins }: PostParams) => {
    const peer = options.peer();
    if (!peer) return;
    for (const message of messages)
      for (const origin of targetOrigins) peer.postMessage(message, origin);
  };
  const actor = createActor(crossFrameChannelMachine.provide({ actions: { post } }), {
    input: { role: options.role, allowedOrigins, initial: options.initial },
    inspect: flowInspect(),
  });
  const onMessage = (event: MessageEvent) => {
    // Only the peer window speaks on the channel: a message from any other window is not the peer's.
    if (event.source !== options.peer()) return;
    actor.send({ type: 'peer.message', origin: event.origin, data: event.data });
  };
  options.self.addEventListener('message', onMessage);
  actor.start();

  let view = {
    status: 'init' as 'init' | 'handshaked' | 'closed',
    shared: actor.getSnapshot().context.shared,
  };
  actor.subscribe((snapshot) => {
    const status = snapshot.value;
    if (status !== view.status || snapshot.context.shared !== view.shared)
      view = { status, shared: snapshot.context.shared };
  });
  return {
    get: () => view,
    subscribe: (listener) => {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    set: (key, value) => actor.send({ type: 'local.set', key, value }),
    close: () => {
      options.self.removeEventListener('message', onMessage);
      actor.send({ type: 'channel.close' });
    },
  };
}
