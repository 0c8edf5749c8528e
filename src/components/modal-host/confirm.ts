import { useCallback } from 'react';

import { useModals } from './modals-context';

/** What a confirm dialog says: i18n keys (office namespace first, then common) and their options. */
export interface ConfirmArgs {
  readonly title: string;
  readonly text: string;
  /** The OK button's key (default `ok`). */
  readonly ok?: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

// Answers wait here by request id: modal records stay plain data (the queue machine keeps them).
// Browser-only: written when a player's click asks, never in a render.
const pending = new Map<string, (ok: boolean) => void>();
let requests = 0;

/** The confirm modal's OK (true) or any other ending (false) for a request; once. */
export function settleConfirm(request: string, ok: boolean): void {
  pending.get(request)?.(ok);
  pending.delete(request);
}

/**
 * Asks the player through the modal queue: resolves true on OK, false when the dialog is closed
 * (its × or a click outside; Escape is off for confirms) or withdrawn.
 */
export function useConfirm(): (args: ConfirmArgs) => Promise<boolean> {
  const modals = useModals();
  return useCallback(
    (args: ConfirmArgs) =>
      new Promise<boolean>((resolve) => {
        requests += 1;
        const request = `confirm-${requests}`;
        pending.set(request, resolve);
        modals.show(
          'confirm',
          { ...args, request },
          { onClose: () => settleConfirm(request, false) },
        );
      }),
    [modals],
  );
}
