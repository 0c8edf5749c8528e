/**
 * A coupon actor for tests: `placeBet` answered by hand, every call it got recorded; `place()`
 * sends `bet.place` with a fresh guid each time (guid-1, guid-2, …), as a click would.
 */
import { createActor, fromPromise } from 'xstate';

import { couponInput } from './coupon.fixtures';
import { couponMachine } from './coupon.machine';
import type { CouponInput, PlaceBetInput, PlaceBetOutput } from './coupon.types';

/** Lets promise callbacks (the invoked actor's answer) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export function startCoupon(input: Partial<CouponInput> = {}) {
  const calls: PlaceBetInput[] = [];
  const answers: { resolve: (o: PlaceBetOutput) => void; reject: (e: unknown) => void }[] = [];
  const placeBet = fromPromise<PlaceBetOutput, PlaceBetInput>(
    ({ input: placement }) =>
      new Promise((resolve, reject) => {
        calls.push(placement);
        answers.push({ resolve, reject });
      }),
  );
  const actor = createActor(couponMachine.provide({ actors: { placeBet } }), {
    input: { ...couponInput, ...input },
  }).start();
  const context = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  /** Answers the last placement and lets the machine take the answer. */
  const answer = async (output: PlaceBetOutput) => {
    answers.at(-1)?.resolve(output);
    await settle();
  };
  const drop = async (error: unknown) => {
    answers.at(-1)?.reject(error);
    await settle();
  };
  let clicks = 0;
  const place = () => actor.send({ type: 'bet.place', guid: `guid-${++clicks}` });
  return { actor, calls, context, state, answer, drop, place };
}
