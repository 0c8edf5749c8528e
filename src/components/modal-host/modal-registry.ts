import type { TFunction } from 'i18next';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** What a modal's component gets: its record's id and args, and `close` for its own buttons. */
export interface ModalBodyProps {
  readonly id: string;
  readonly args: Readonly<Record<string, unknown>>;
  /** Closes this modal as the player's choice (the opener's `onClose` runs). */
  readonly close: () => void;
}

type Title = (t: TFunction, args: Readonly<Record<string, unknown>>) => string;

/** A named modal: its component, loaded when it first opens, and the dialog's title. */
export interface ModalDefinition {
  readonly component: LazyExoticComponent<ComponentType<ModalBodyProps>>;
  /** The dialog's accessible name, from i18n keys (common namespace unless the key says otherwise). */
  readonly title: Title;
  /** How the dialog may be dismissed besides its close button (defaults: Escape yes, outside click no). */
  readonly dismiss?: { readonly escape?: boolean; readonly outsideClick?: boolean };
}

/** A modal definition whose component loads on first open (call at module level: one lazy component each). */
export const lazyModal = (
  load: () => Promise<ComponentType<ModalBodyProps>>,
  title: Title,
  dismiss?: ModalDefinition['dismiss'],
): ModalDefinition => ({
  component: lazy(async () => ({ default: await load() })),
  title,
  ...(dismiss ? { dismiss } : {}),
});

/** Modal names → definitions; the app composes it from the features that have modals. */
export type ModalRegistry = Readonly<Record<string, ModalDefinition>>;
