import { assign, setup } from 'xstate';

/** The state both sides of the channel share, by key. */
export interface SharedState {
  readonly headerHidden: boolean;
  readonly bottomNavigationHidden: boolean;
  readonly routePath: string;
  readonly microfrontendModalOpen: boolean;
  readonly bottomActionsVisible: boolean;
  readonly betsHistoryTypeFilterVisible: boolean;
  readonly overlayTheme: string;
  readonly consultantAvailable: boolean;
  readonly canInstallPwa: boolean;
}

export type SharedKey = keyof SharedState;

/** The shared state before anything changes it. */
export const defaultSharedState: SharedState = {
  headerHidden: false,
  bottomNavigationHidden: false,
  routePath: '/',
  microfrontendModalOpen: false,
  bottomActionsVisible: true,
  betsHistoryTypeFilterVisible: true,
  overlayTheme: 'light',
  consultantAvailable: false,
  canInstallPwa: false,
};

/** Every shared key, in display order. */
export const sharedKeys = Object.keys(defaultSharedState) as readonly SharedKey[];

/** The channel name every message carries. */
export const channelName = 'betframe';

/** A message on the channel (plain data, as `postMessage` carries it). */
export type ChannelMessage =
  | { readonly channel: typeof channelName; readonly kind: 'hello' }
  | { readonly channel: typeof channelName; readonly kind: 'welcome'; readonly state: SharedState }
  | {
      readonly channel: typeof channelName;
      readonly kind: 'set';
      readonly key: SharedKey;
      readonly value: unknown;
    };

export interface CrossFrameInput {
  readonly role: 'host' | 'frame';
  /** Origins whose messages count; the frame says hello to each of them. */
  readonly allowedOrigins: readonly string[];
  readonly initial?: Partial<SharedState>;
}

export interface CrossFrameContext {
  readonly role: 'host' | 'frame';
  readonly allowedOrigins: readonly string[];
  readonly shared: SharedState;
  /** The peer's origin once handshaked: the only origin sets are taken from and sent to. */
  readonly peerOrigin: string | undefined;
  /** Local changes made before the handshake: they go to the peer right after it. */
  readonly pending: Partial<SharedState>;
  /** Messages dropped: other origins, other channels, malformed. */
  readonly ignored: number;
}

export type CrossFrameEvent =
  | { type: 'peer.message'; origin: string; data: unknown }
  | { type: 'local.set'; key: string; value: unknown }
  | { type: 'channel.close' };

/** What `post` sends: messages in order, each to every one of the exact origins given (never '*'). */
export interface PostParams {
  readonly messages: readonly ChannelMessage[];
  readonly targetOrigins: readonly string[];
}

const hello = ({ context }: { context: CrossFrameContext }): PostParams => ({
  messages: context.role === 'frame' ? [{ channel: channelName, kind: 'hello' }] : [],
  targetOrigins: context.allowedOrigins,
});
const welcome = ({ context }: { context: CrossFrameContext }): PostParams => ({
  messages: [{ channel: channelName, kind: 'welcome', state: context.shared }],
  targetOrigins: context.peerOrigin ? [context.peerOrigin] : [],
});
// Changes made before the handshake, after the host's state was taken: the peer gets them now.
const pendingSets = ({ context }: { context: CrossFrameContext }): PostParams => ({
  messages: Object.entries(context.pending).map(([key, value]) => ({
    channel: channelName,
    kind: 'set',
    key: key as SharedKey,
    value: value,
  })),
  targetOrigins: context.peerOrigin ? [context.peerOrigin] : [],
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a key and value fit the shared state (known key, same type as its default). */
export const isValidEntry = (key: unknown, value: unknown): key is SharedKey =>
  typeof key === 'string' &&
  Object.hasOwn(defaultSharedState, key) &&
  typeof value === typeof defaultSharedState[key as SharedKey];

/** The valid entries of untrusted data, as a partial shared state. */
export const validEntries = (data: unknown): Partial<SharedState> =>
  isRecord(data)
    ? Object.fromEntries(Object.entries(data).filter(([k, v]) => isValidEntry(k, v)))
    : {};

const messageOf = (
  origin: string,
  data: unknown,
  context: CrossFrameContext,
  kind: ChannelMessage['kind'],
): Record<string, unknown> | undefined =>
  context.allowedOrigins.includes(origin) &&
  isRecord(data) &&
  data.channel === channelName &&
  data.kind === kind
    ? data
    : undefined;

/**
 * The cross-frame shared store: the frame says hello to its parent, the host answers an allowed
 * hello with its whole state (welcome) and both are `handshaked`; then each local change goes to
 * the peer as a `set` (changes made before go right after the handshake: the host's in its welcome,
 * the frame's as sets). Messages from other origins, other channels or unknown keys are ignored.
 */
export const crossFrameChannelMachine = setup({
  types: {
    context: {} as CrossFrameContext,
    events: {} as CrossFrameEvent,
    input: {} as CrossFrameInput,
  },
  actions: {
    // Provided by the runtime: `window.postMessage(message, origin)` for each target origin.
    post: (_, _params: PostParams) => undefined,
    ignore: assign({ ignored: ({ context }) => context.ignored + 1 }),
  },
  guards: {
    allowedHello: ({ context, event }) =>
      event.type === 'peer.message' &&
      context.role === 'host' &&
      messageOf(event.origin, event.data, context, 'hello') !== undefined,
    allowedWelcome: ({ context, event }) =>
      event.type === 'peer.message' &&
      context.role === 'frame' &&
      messageOf(event.origin, event.data, context, 'welcome') !== undefined,
    peerSet: ({ context, event }) => {
      if (event.type !== 'peer.message' || event.origin !== context.peerOrigin) return false;
      const data = messageOf(event.origin, event.data, context, 'set');
      return data !== undefined && isValidEntry(data.key, data.value);
    },
    validLocal: ({ event }) => event.type === 'local.set' && isValidEntry(event.key, event.value),
  },
}).createMachine({
  id: 'crossFrameChannel',
  context: ({ input }) => ({
    role: input.role,
    allowedOrigins: input.allowedOrigins,
    shared: { ...defaultSharedState, ...validEntries(input.initial) },
    peerOrigin: undefined,
    pending: {},
    ignored: 0,
  }),
  initial: 'init',
  on: { 'channel.close': '.closed' },
  states: {
    init: {
      entry: { type: 'post', params: hello },
      on: {
        'peer.message': [
          {
            guard: 'allowedHello',
            target: 'handshaked',
            actions: [
              assign({ peerOrigin: ({ event }) => event.origin, pending: {} }),
              { type: 'post', params: welcome },
            ],
          },
          {
            guard: 'allowedWelcome',
            target: 'handshaked',
            actions: [
              assign(({ context, event }) => ({
                peerOrigin: event.origin,
                shared: {
                  ...context.shared,
                  ...validEntries((event.data as { state?: unknown }).state),
                  ...context.pending,
                },
              })),
              { type: 'post', params: pendingSets },
              assign({ pending: {} }),
            ],
          },
          { actions: 'ignore' },
        ],
        'local.set': [
          {
            guard: 'validLocal',
            actions: assign(({ context, event }) => ({
              shared: { ...context.shared, [event.key]: event.value },
              pending: { ...context.pending, [event.key]: event.value },
            })),
          },
          { actions: 'ignore' },
        ],
      },
    },
    handshaked: {
      on: {
        'peer.message': [
          // The frame reloaded (or navigated): welcome it again with the whole state.
          {
            guard: 'allowedHello',
            actions: [
              assign({ peerOrigin: ({ event }) => event.origin }),
              { type: 'post', params: welcome },
            ],
          },
          {
            guard: 'peerSet',
            actions: assign({
              shared: ({ context, event }) => {
                const { key, value } = event.data as { key: SharedKey; value: unknown };
                return { ...context.shared, [key]: value };
              },
            }),
          },
          { actions: 'ignore' },
        ],
        'local.set': [
          {
            guard: 'validLocal',
            actions: [
              assign({
                shared: ({ context, event }) => ({ ...context.shared, [event.key]: event.value }),
              }),
              {
                type: 'post',
                params: ({ context, event }) => ({
                  messages: [
                    {
                      channel: channelName,
                      kind: 'set',
                      key: event.key as SharedKey,
                      value: event.value,
                    },
                  ],
                  targetOrigins: context.peerOrigin ? [context.peerOrigin] : [],
                }),
              },
            ],
          },
          { actions: 'ignore' },
        ],
      },
    },
    closed: { type: 'final' },
  },
});
