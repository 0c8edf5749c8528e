import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  InputFrom,
  StateValue,
} from 'xstate';

/** Sample data for a machine's traversal: what events carry and what invoked actors answer. */
export interface MachineFixtures {
  /** Payload variants of events that carry data (without `type`); other events are sent bare. */
  readonly events?: Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>;
  /** By the actor's `src` name: the outputs it may resolve with and the errors it may reject with. */
  readonly actors?: Readonly<
    Record<string, { readonly done?: readonly unknown[]; readonly error?: readonly unknown[] }>
  >;
}

/** A machine as QA sees it: its logic, a sample input and the fixtures its paths are made of. */
export interface CatalogueEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's id (as in `createMachine({ id })`). */
  readonly id: string;
  readonly description: string;
  readonly machine: TMachine;
  /** Sample inputs: one per way the machine can start (a guard on input needs each side). */
  readonly inputs: readonly [InputFrom<TMachine>, ...InputFrom<TMachine>[]];
  readonly fixtures: MachineFixtures;
  /**
   * What makes two snapshots the same state for the traversal. Default: the state value and the
   * whole context — give a narrower one when the context could grow without end.
   */
  readonly serialize?: (snapshot: AnyMachineSnapshot) => string;
}

/** Keeps the machine's own types in a catalogue entry. */
export const catalogueEntry = <TMachine extends AnyStateMachine>(
  entry: CatalogueEntry<TMachine>,
): CatalogueEntry => entry as CatalogueEntry;

/** A machine snapshot as the QA tools read it (xstate's `AnyMachineSnapshot` types it all `any`). */
export interface QaSnapshot {
  readonly value: StateValue;
  readonly status: 'active' | 'done' | 'error' | 'stopped';
  readonly context: unknown;
  readonly output: unknown;
  readonly children: Readonly<Record<string, { readonly src?: unknown } | undefined>>;
  can(event: EventObject): boolean;
}

/** The QA view of an xstate snapshot. */
export const qaSnapshot = (snapshot: AnyMachineSnapshot): QaSnapshot => snapshot as QaSnapshot;
