import { catalogueEntry } from '../../qa/catalogue-entry';
import { pollingTimerMachine } from './polling-timer.machine';

/** The polling timer as QA plays it: runs that succeed or fail, forces during and between runs, pause and destroy. */
export const pollingTimerEntry = catalogueEntry({
  id: 'pollingTimer',
  description:
    'Polling timer: start runs at once (or after an interval when it starts with a fresh answer) then every interval; force runs now or once right after a run under way (never overlapping); pause cancels; destroy ends.',
  machine: pollingTimerMachine,
  inputs: [{ intervalMs: 30_000 }, { intervalMs: 30_000, startsFresh: true }],
  fixtures: {
    actors: { run: { done: [undefined], error: [{ code: 'error_network', message: 'offline' }] } },
  },
  // `runs` only grows: the traversal tells states apart by value, error and the queued force.
  serialize: (snapshot) => {
    const { error, forced, fresh } = snapshot.context as {
      error?: { code: string };
      forced: boolean;
      fresh: boolean;
    };
    return JSON.stringify([snapshot.value, error?.code ?? null, forced, fresh]);
  },
});
