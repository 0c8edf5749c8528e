import { useActorRef } from '@xstate/react';
import type { Actor, ActorOptions, AnyActorLogic, RequiredActorOptionsKeys } from 'xstate';

import { flowInspect } from './inspection';

type FlowActorOptions<TLogic extends AnyActorLogic> = ActorOptions<TLogic> & {
  [K in RequiredActorOptionsKeys<TLogic>]: unknown;
};

/**
 * `useActorRef` for the app's flow machines: the one place their actors are created, so the QA
 * recorder and the development inspector see every flow.
 */
export function useFlowActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: FlowActorOptions<TLogic>,
): Actor<TLogic> {
  const create = useActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => Actor<TLogic>;
  return create(logic, { ...options, inspect: flowInspect() });
}
