import { catalogueEntry } from '../../qa/catalogue-entry';
import { autoLogoffMachine } from './auto-logoff.machine';

/** Auto log-off as QA plays it (20 minutes, a minute's warning): activity, the warning, a tab back after a while. */
export const autoLogoffEntry = catalogueEntry({
  id: 'autoLogoff',
  description:
    'Auto log-off after the configured minutes without activity in any tab, with a warning a minute before.',
  machine: autoLogoffMachine,
  inputs: [{ idleMs: 20 * 60_000, warnMs: 60_000 }],
  // Time left changes with every wait: the state and whether a full wait is ahead are what matter.
  serialize: (snapshot) =>
    JSON.stringify({
      value: snapshot.value as unknown,
      full:
        (snapshot.context as { leftMs: number; idleMs: number }).leftMs ===
        (snapshot.context as { idleMs: number }).idleMs,
    }),
  fixtures: {
    events: {
      'tab.back': [
        { idleForMs: 5 * 60_000 },
        { idleForMs: 19.5 * 60_000 },
        { idleForMs: 25 * 60_000 },
      ],
    },
  },
});
