/** The notification kinds of the spec, in its order. */
export const NOTIFICATION_KINDS = ['error', 'success', 'warning', 'info', 'question'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How long a toast stays when the caller does not say (0 = until closed). */
export const DEFAULT_DURATION_MS = 3000;
/** The group whose notifications are alerts: assertive, and they stay until closed. */
export const MAINTENANCE_GROUP = 'maintenance';
/** More than this many at once and the oldest goes. */
const MAX_SHOWN = 5;

/** A button on a notification: an i18n key and what it does (the notification closes after). */
export interface NotificationAction {
  readonly label: string;
  readonly onSelect: () => void;
}

/** What a caller asks for; `text` is an i18n key, `values` its placeholders. */
export interface NotifyRequest {
  readonly kind: NotificationKind;
  readonly text: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly group?: string;
  readonly durationMs?: number;
  readonly closable?: boolean;
  readonly actions?: readonly NotificationAction[];
}

/** A notification as the host shows it. */
export interface Notification extends Required<Omit<NotifyRequest, 'group'>> {
  readonly id: string;
  readonly group: string | undefined;
  /** Maintenance: role="alert"; every other one is a polite status. */
  readonly alert: boolean;
}

/** Why a timer is held: the pointer is over it, or focus is inside it (WCAG 2.2.1). */
export type HoldReason = 'pointer' | 'focus';

interface Timing {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
  holds: Set<HoldReason>;
}

/** The clock the store runs on; tests pass fake timers through the globals. */
export interface NotificationClock {
  readonly now: () => number;
  readonly setTimeout: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  readonly clearTimeout: (handle: ReturnType<typeof setTimeout>) => void;
}

const globalClock: NotificationClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

const keyOf = (n: Pick<NotifyRequest, 'kind' | 'text' | 'values'>) =>
  `${n.kind}\u0000${n.text}\u0000${JSON.stringify(n.values ?? {})}`;

/** A store of shown notifications with their timers; no React. */
export function createNotificationStore(clock: NotificationClock = globalClock) {
  let shown: readonly Notification[] = [];
  const timings = new Map<string, Timing>();
  const listeners = new Set<() => void>();
  let counter = 0;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const stop = (timing: Timing) => {
    if (timing.handle !== undefined) clock.clearTimeout(timing.handle);
    timing.handle = undefined;
  };

  const run = (id: string, timing: Timing) => {
    stop(timing);
    if (timing.holds.size > 0 || timing.remaining <= 0) return;
    timing.startedAt = clock.now();
    timing.handle = clock.setTimeout(() => dismiss(id), timing.remaining);
  };

  function dismiss(id: string): void {
    const timing = timings.get(id);
    if (timing) stop(timing);
    timings.delete(id);
    const next = shown.filter((n) => n.id !== id);
    if (next.length === shown.length) return;
    shown = next;
    emit();
  }

  function notify(request: NotifyRequest): string {
    const alert = request.group === MAINTENANCE_GROUP;
    const durationMs = alert ? 0 : Math.max(0, request.durationMs ?? DEFAULT_DURATION_MS);
    const same = shown.find((n) => keyOf(n) === keyOf(request));
    if (same) {
      const timing = timings.get(same.id);
      if (timing) {
        timing.remaining = same.durationMs;
        run(same.id, timing);
      }
      return same.id;
    }
    counter += 1;
    const id = `notification-${counter}`;
    const notification: Notification = {
      id,
      kind: request.kind,
      text: request.text,
      values: request.values ?? {},
      group: request.group,
      durationMs,
      // One that stays must be closable, or it would never go.
      closable: durationMs === 0 || (request.closable ?? true),
      actions: request.actions ?? [],
      alert,
    };
    const timing: Timing = {
      remaining: durationMs,
      startedAt: clock.now(),
      handle: undefined,
      holds: new Set(),
    };
    timings.set(id, timing);
    shown = [...shown, notification];
    run(id, timing);
    const overflow = shown.length - MAX_SHOWN;
    if (overflow > 0) for (const old of shown.slice(0, overflow)) dismiss(old.id);
    emit();
    return id;
  }

  /** Stops the timer while the pointer or focus is on the notification. */
  function hold(id: string, reason: HoldReason): void {
    const timing = timings.get(id);
    if (!timing || timing.holds.has(reason)) return;
    if (timing.holds.size === 0 && timing.handle !== undefined)
      timing.remaining -= clock.now() - timing.startedAt;
    timing.holds.add(reason);
    stop(timing);
  }

  /** Lets the timer run on with what was left, once nothing holds it. */
  function release(id: string, reason: HoldReason): void {
    const timing = timings.get(id);
    if (!timing?.holds.delete(reason)) return;
    run(id, timing);
  }

  return {
    notify,
    dismiss,
    hold,
    release,
    get: (): readonly Notification[] => shown,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store type, for hosts and tests. */
export type NotificationStore = ReturnType<typeof createNotificationStore>;
