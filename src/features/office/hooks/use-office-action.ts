import { useCallback, useRef, useState } from 'react';

import { type MoneyProblem, moneyProblemOf } from '../money-problem';

/**
 * An office action's state, the same for every button and form that sends one call: busy while
 * it runs (a second press meanwhile does nothing), the platform's refusal as a problem, and what
 * the page says when it is done. `run(action, settle)` clears both before it starts; `action`
 * answers the text to say (or nothing), `settle` runs after, done or refused (a refresh).
 */
export function useOfficeAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MoneyProblem>();
  const [done, setDone] = useState<string>();
  const running = useRef(false);
  const run = useCallback(
    async (action: () => Promise<string | void>, settle?: () => unknown): Promise<void> => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setProblem(undefined);
      setDone(undefined);
      try {
        const said = await action();
        if (said) setDone(said);
      } catch (error) {
        setProblem(moneyProblemOf(error));
      } finally {
        running.current = false;
        setBusy(false);
        await settle?.();
      }
    },
    [],
  );
  return { busy, problem, done, run, setProblem, setDone };
}
