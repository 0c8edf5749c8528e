import { catalogueEntry } from '../../qa/catalogue-entry';
import { crossFrameChannelMachine } from './cross-frame-channel.machine';

const app = 'https://app.example';
const stranger = 'https://evil.example';

/** The channel as QA plays it: both roles, the handshake, a set each way, a forged origin, an unknown key. */
export const crossFrameChannelEntry = catalogueEntry({
  id: 'crossFrameChannel',
  description:
    'Cross-frame shared store: init, then handshaked after hello/welcome from an allowed origin; local changes go to the peer as sets; other origins and unknown keys are ignored.',
  machine: crossFrameChannelMachine,
  inputs: [
    { role: 'host', allowedOrigins: [app] },
    { role: 'frame', allowedOrigins: [app] },
  ],
  fixtures: {
    events: {
      'peer.message': [
        { origin: app, data: { channel: 'betframe', kind: 'hello' } },
        {
          origin: app,
          data: {
            channel: 'betframe',
            kind: 'welcome',
            state: { headerHidden: false, overlayTheme: 'dark' },
          },
        },
        {
          origin: app,
          data: { channel: 'betframe', kind: 'set', key: 'headerHidden', value: true },
        },
        {
          origin: stranger,
          data: { channel: 'betframe', kind: 'set', key: 'headerHidden', value: false },
        },
      ],
      'local.set': [
        { key: 'headerHidden', value: false },
        { key: 'unknownKey', value: true },
      ],
    },
  },
  // `ignored` only grows: the traversal tells states apart by value, the shared state and what is pending.
  serialize: (snapshot) => {
    const { role, shared, pending, peerOrigin } = snapshot.context as {
      role: string;
      shared: unknown;
      pending: unknown;
      peerOrigin?: string;
    };
    return JSON.stringify([snapshot.value, role, shared, pending, peerOrigin ?? null]);
  },
});
