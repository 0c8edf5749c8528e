import { entryOfLogic } from '@qa/catalogue';
import { createRecorder } from '@qa/recording/recorder';
import { readRecordings, type Recording } from '@qa/recording/recording';

const KEY = 'betframe.qa.recordings';
const KEEP = 50;

function restore(storage: Storage | undefined): Recording[] {
  try {
    const saved = storage?.getItem(KEY);
    return saved ? readRecordings(JSON.parse(saved)) : [];
  } catch {
    return [];
  }
}

/**
 * The tab's QA recordings: those saved earlier in the session (a reload or a round trip to the
 * bank keeps them) and those being recorded now, saved after every step.
 */
export function createRecordingsStore(
  storage: Storage | undefined,
  now: () => Date = () => new Date(),
) {
  let earlier = restore(storage);
  let current: readonly Recording[] = [];
  let all: readonly Recording[] = earlier;
  const listeners = new Set<() => void>();
  const publish = () => {
    all = [...earlier, ...current].slice(-KEEP);
    try {
      storage?.setItem(KEY, JSON.stringify(all));
    } catch {
      // A full storage loses the saved copy, not the recordings on screen.
    }
    listeners.forEach((listener) => listener());
  };
  const recorder = createRecorder({
    find: entryOfLogic,
    now,
    onChange: (recordings) => {
      current = recordings;
      publish();
    },
  });
  return {
    inspect: recorder.inspect,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => all,
    clear: () => {
      earlier = [];
      current = [];
      recorder.forget();
      publish();
    },
  };
}

export type RecordingsStore = ReturnType<typeof createRecordingsStore>;
