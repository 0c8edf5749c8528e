import { and, assign, setup } from 'xstate';

import type { MachineError } from '../machine-error';

/** A modal's status, numbered as the platform's modal records: queued 0, open 1, closed 2, error 3. */
export const ModalStatus = { queued: 0, open: 1, closed: 2, error: 3 } as const;
export type ModalStatus = (typeof ModalStatus)[keyof typeof ModalStatus];

/** One modal the app asked for: which (name), with what (args), and where it is in its life. */
export interface ModalRecord {
  readonly id: string;
  readonly name: string;
  readonly status: ModalStatus;
  readonly args: Readonly<Record<string, unknown>>;
  /** Opened at once over whatever is open instead of waiting its turn. */
  readonly over: boolean;
  /** Why it closed without being seen (its component failed to load or render). */
  readonly error?: MachineError;
}

export interface ModalQueueInput {
  /** How many finished (closed or error) records are kept after the live ones. */
  readonly keepFinished: number;
}

export interface ModalQueueContext {
  readonly records: readonly ModalRecord[];
  readonly keepFinished: number;
}

export type ModalQueueEvent =
  | {
      type: 'modal.show';
      id: string;
      name: string;
      args?: Readonly<Record<string, unknown>>;
      over?: boolean;
    }
  | { type: 'modal.close'; id: string }
  | { type: 'modal.failed'; id: string; error: MachineError };

const isLive = (r: ModalRecord) => r.status === ModalStatus.queued || r.status === ModalStatus.open;
const statusOf = (context: ModalQueueContext, id: string) =>
  context.records.find((r) => r.id === id && isLive(r))?.status;

/** Live records first (in the order they were shown), then the newest finished ones up to the limit. */
function bounded(records: readonly ModalRecord[], keepFinished: number): ModalRecord[] {
  const finished = records.filter((r) => !isLive(r));
  return [
    ...records.filter(isLive),
    ...finished.slice(Math.max(0, finished.length - keepFinished)),
  ];
}

function finish(
  context: ModalQueueContext,
  id: string,
  status: ModalStatus,
  error?: MachineError,
): ModalRecord[] {
  // The finished record moves to the end: the newest finished are the last.
  const record = context.records.find((r) => r.id === id && isLive(r))!;
  const rest = context.records.filter((r) => r !== record);
  return bounded(
    [...rest, { ...record, status, ...(error ? { error } : {}) }],
    context.keepFinished,
  );
}

/** The first queued record opens when nothing is open any more. */
function openNext(records: readonly ModalRecord[]): ModalRecord[] {
  if (records.some((r) => r.status === ModalStatus.open)) return [...records];
  const next = records.find((r) => r.status === ModalStatus.queued);
  return records.map((r) => (r === next ? { ...r, status: ModalStatus.open } : r));
}

/**
 * The modal queue: modals open one at a time in the order they were shown; one shown `over` opens
 * at once on top of the open one; when the open one closes the next queued opens. A modal closed
 * while still queued ends with status error (3); one that fails to open is logged and closed.
 */
export const modalQueueMachine = setup({
  types: {
    context: {} as ModalQueueContext,
    events: {} as ModalQueueEvent,
    input: {} as ModalQueueInput,
  },
  actions: {
    /** Reports a modal that could not open (the runtime provides the logger). */
    logFailure: () => undefined,
    openModal: assign({
      records: ({ context, event }) => {
        const {
          id,
          name,
          args = {},
          over = false,
        } = event as Extract<ModalQueueEvent, { type: 'modal.show' }>;
        return bounded(
          [
            ...context.records.filter((r) => r.id !== id),
            { id, name, args, over, status: ModalStatus.open },
          ],
          context.keepFinished,
        );
      },
    }),
    queueModal: assign({
      records: ({ context, event }) => {
        const {
          id,
          name,
          args = {},
          over = false,
        } = event as Extract<ModalQueueEvent, { type: 'modal.show' }>;
        return bounded(
          [
            ...context.records.filter((r) => r.id !== id),
            { id, name, args, over, status: ModalStatus.queued },
          ],
          context.keepFinished,
        );
      },
    }),
    dropQueued: assign({
      records: ({ context, event }) =>
        finish(context, (event as { id: string }).id, ModalStatus.error),
    }),
    closeModal: assign({
      records: ({ context, event }) =>
        openNext(finish(context, (event as { id: string }).id, ModalStatus.closed)),
    }),
    failModal: assign({
      records: ({ context, event }) => {
        const { id, error } = event as Extract<ModalQueueEvent, { type: 'modal.failed' }>;
        return openNext(finish(context, id, ModalStatus.closed, error));
      },
    }),
  },
  guards: {
    isNew: ({ context, event }) => statusOf(context, (event as { id: string }).id) === undefined,
    isOver: ({ event }) => (event as { over?: boolean }).over === true,
    isQueued: ({ context, event }) =>
      statusOf(context, (event as { id: string }).id) === ModalStatus.queued,
    isOpen: ({ context, event }) =>
      statusOf(context, (event as { id: string }).id) === ModalStatus.open,
    isLastLive: ({ context, event }) => {
      const live = context.records.filter(isLive);
      return live.length === 1 && live[0]!.id === (event as { id: string }).id;
    },
  },
}).createMachine({
  id: 'modalQueue',
  context: ({ input }) => ({ records: [], keepFinished: input.keepFinished }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'modal.show': { target: 'showing', actions: 'openModal' } },
    },
    showing: {
      on: {
        'modal.show': [
          { guard: and(['isNew', 'isOver']), actions: 'openModal' },
          { guard: 'isNew', actions: 'queueModal' },
        ],
        'modal.close': [
          { guard: 'isQueued', actions: 'dropQueued' },
          { guard: 'isLastLive', target: 'idle', actions: 'closeModal' },
          { guard: 'isOpen', actions: 'closeModal' },
        ],
        'modal.failed': [
          {
            guard: and(['isOpen', 'isLastLive']),
            target: 'idle',
            actions: ['logFailure', 'failModal'],
          },
          { guard: 'isOpen', actions: ['logFailure', 'failModal'] },
        ],
      },
    },
  },
});
