import { catalogueEntry } from '../../qa/catalogue-entry';
import { type AnalyticsSessionContext, analyticsSessionMachine } from './analytics-session.machine';

const T0 = 1_000_000;
const short = { seed: 'qa', now: T0, timeoutMs: 10_000, checkMs: 5_000, ensureMs: 15_000 };

/** The analytics session as QA plays it, on short times: fresh, restored and stale stored sessions, activity, idle expiry. */
export const analyticsSessionEntry = catalogueEntry({
  id: 'analyticsSession',
  description:
    'Analytics session: created when no valid stored one exists, kept alive by activity, ended after the idle timeout (checked on a clock tick), reopened by the next activity.',
  machine: analyticsSessionMachine,
  inputs: [
    short,
    {
      ...short,
      stored: { id: 'old-1', created: T0 - 5_000, updated: T0 - 2_000, isRecording: true },
    },
    {
      ...short,
      stored: { id: 'old-2', created: T0 - 60_000, updated: T0 - 30_000, isRecording: false },
    },
  ],
  fixtures: {
    events: {
      'session.activity': [{ now: T0 + 1_000 }, { now: T0 + 100_000 }],
      'session.recording': [{ isRecording: true }, { isRecording: false }],
    },
  },
  // Times only move on: what matters is the state, how long the session has been idle and whether it records.
  serialize: (snapshot) => {
    const { session, now } = snapshot.context as AnalyticsSessionContext;
    return JSON.stringify([
      snapshot.value,
      session ? now - session.updated : null,
      session?.isRecording ?? null,
    ]);
  },
});
