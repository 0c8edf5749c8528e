import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import { modalQueueMachine, ModalStatus } from './modal-queue.machine';

function start(keepFinished = 5) {
  const logFailure = vi.fn<(event: unknown) => void>();
  const actor = createActor(
    modalQueueMachine.provide({ actions: { logFailure: ({ event }) => void logFailure(event) } }),
    { input: { keepFinished } },
  );
  actor.start();
  const statuses = () =>
    Object.fromEntries(actor.getSnapshot().context.records.map((r) => [r.id, r.status]));
  return { actor, logFailure, statuses };
}

describe('modal queue machine', () => {
  it('opens one modal at a time, in the order shown, the next when the open one closes', () => {
    const { actor, statuses } = start();
    for (const id of ['a', 'b', 'c']) actor.send({ type: 'modal.show', id, name: `promo_${id}` });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(statuses()).toEqual({
      a: ModalStatus.open,
      b: ModalStatus.queued,
      c: ModalStatus.queued,
    });
    actor.send({ type: 'modal.close', id: 'a' });
    expect(statuses()).toEqual({
      a: ModalStatus.closed,
      b: ModalStatus.open,
      c: ModalStatus.queued,
    });
    actor.send({ type: 'modal.close', id: 'b' });
    actor.send({ type: 'modal.close', id: 'c' });
    expect(statuses()).toEqual({
      a: ModalStatus.closed,
      b: ModalStatus.closed,
      c: ModalStatus.closed,
    });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('opens an over modal at once on top; the queue waits until nothing is open', () => {
    const { actor, statuses } = start();
    actor.send({ type: 'modal.show', id: 'a', name: 'promo_a' });
    actor.send({ type: 'modal.show', id: 'b', name: 'promo_b' });
    actor.send({ type: 'modal.show', id: 'w', name: 'warning', over: true });
    expect(statuses()).toEqual({ a: ModalStatus.open, b: ModalStatus.queued, w: ModalStatus.open });
    actor.send({ type: 'modal.close', id: 'a' });
    expect(statuses()).toMatchObject({ b: ModalStatus.queued, w: ModalStatus.open });
    actor.send({ type: 'modal.close', id: 'w' });
    expect(statuses()).toMatchObject({ b: ModalStatus.open });
  });

  it('gives a modal closed while still queued the error status, and it never opens', () => {
    const { actor, statuses } = start();
    actor.send({ type: 'modal.show', id: 'a', name: 'promo_a', args: { amount: 5 } });
    actor.send({ type: 'modal.show', id: 'b', name: 'promo_b' });
    actor.send({ type: 'modal.close', id: 'b' });
    actor.send({ type: 'modal.close', id: 'a' });
    expect(statuses()).toEqual({ a: ModalStatus.closed, b: ModalStatus.error });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.records.find((r) => r.id === 'a')?.args).toEqual({
      amount: 5,
    });
  });

  it('logs a modal that fails to open, closes it with the error and opens the next', () => {
    const { actor, logFailure, statuses } = start();
    actor.send({ type: 'modal.show', id: 'a', name: 'broken' });
    actor.send({ type: 'modal.show', id: 'b', name: 'promo_b' });
    const error = { code: 'error_modal_failed', message: 'chunk failed' };
    actor.send({ type: 'modal.failed', id: 'a', error });
    expect(logFailure).toHaveBeenCalledWith({ type: 'modal.failed', id: 'a', error });
    expect(statuses()).toEqual({ a: ModalStatus.closed, b: ModalStatus.open });
    expect(actor.getSnapshot().context.records.find((r) => r.id === 'a')?.error).toEqual(error);
  });

  it('ignores a second show of a live id and a close of an unknown one; keeps only the newest finished records', () => {
    const { actor, statuses } = start(2);
    actor.send({ type: 'modal.show', id: 'a', name: 'promo_a' });
    actor.send({ type: 'modal.show', id: 'a', name: 'promo_a', over: true });
    actor.send({ type: 'modal.close', id: 'zzz' });
    expect(actor.getSnapshot().context.records).toHaveLength(1);
    for (const id of ['b', 'c', 'd']) actor.send({ type: 'modal.show', id, name: id });
    for (const id of ['a', 'b', 'c']) actor.send({ type: 'modal.close', id });
    expect(statuses()).toEqual({
      b: ModalStatus.closed,
      c: ModalStatus.closed,
      d: ModalStatus.open,
    });
  });
});
