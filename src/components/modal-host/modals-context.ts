import { createContext, useContext } from 'react';

/** How a modal is asked for. */
export interface ShowOptions {
  /** Open at once on top of whatever is open (a warning that cannot wait its turn). */
  readonly over?: boolean;
  /** Runs once when the modal ends other than by the opener's `close` (dismissed, or failed to open). */
  readonly onClose?: () => void;
}

/** The modal queue as features use it. */
export interface Modals {
  /** Queues (or with `over`, opens) the named modal; returns its id. */
  show(name: string, args?: Readonly<Record<string, unknown>>, options?: ShowOptions): string;
  /** Takes the modal away: closes it if open, withdraws it (status error) if still queued. */
  close(id: string): void;
}

export const ModalsContext = createContext<Modals | undefined>(undefined);

/** The modal queue of the app (needs the ModalHost above). */
export function useModals(): Modals {
  const modals = useContext(ModalsContext);
  if (!modals) throw new Error('useModals needs a <ModalHost> above it');
  return modals;
}
