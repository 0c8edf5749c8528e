import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';

import { autoLogoffMachine, warningLeadMs } from '@machines/auto-logoff/auto-logoff.machine';
import { useModals } from '@/components/modal-host/modals-context';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { logger } from '@/lib/logger';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { useSessionStore } from '@/lib/session/session-context';
import { postDisconnect } from '@/lib/session/session-endpoints';

const LAST_ACTIVITY = 'betframe.lastActivity';
const CHANNEL = 'betframe-session';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity is reported at most this often (every key press would flood the other tabs). */
const THROTTLE_MS = 5_000;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * Logs an idle player off after globalConfig.autologoff_minutes, in every tab at once: activity in
 * any tab (shared through localStorage and a BroadcastChannel) keeps the session, a tab that comes
 * back after a long absence checks how long all tabs have been idle, and a warning (a modal over
 * any other) comes first.
 */
export function AutoLogoff() {
  const { settings, variant } = useLoadedSettings();
  const client = useApiClient();
  const navigate = useNavigate();
  const session = useSessionStore();
  const { autologoff_minutes: minutes, autologoff_warning_seconds: warning } =
    settings.globalConfig;
  const input = useMemo(
    () => ({ idleMs: minutes * 60_000, warnMs: warningLeadMs(minutes * 60_000, warning) }),
    [minutes, warning],
  );
  const actor = useFlowActor(autoLogoffMachine, { input });
  const state = useSelector(actor, (s) => s.value);
  const modals = useModals();

  useEffect(() => {
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;
    let last = 0;
    const now = () => Date.now();
    storage()?.setItem(LAST_ACTIVITY, String(now()));
    const onActivity = () => {
      if (now() - last < THROTTLE_MS) return;
      last = now();
      storage()?.setItem(LAST_ACTIVITY, String(last));
      channel?.postMessage('activity');
      actor.send({ type: 'activity' });
    };
    const onMessage = (message: MessageEvent) => {
      if (message.data === 'activity') actor.send({ type: 'activity' });
      if (message.data === 'logoff') actor.send({ type: 'logoff.elsewhere' });
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      const since = Number(storage()?.getItem(LAST_ACTIVITY) ?? now());
      actor.send({ type: 'tab.back', idleForMs: Math.max(0, now() - since) });
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    channel?.addEventListener('message', onMessage);
    document.addEventListener('visibilitychange', onVisibility);
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      channel?.postMessage('logoff');
      void client
        .call(postDisconnect)
        .catch((error: unknown) => logger.warn('auto log-off: the platform did not answer', error))
        .finally(() => {
          session.set({ authenticated: false });
          void navigate(`/${variant.language}/login?logoff=idle`);
        });
    });
    return () => {
      for (const type of ACTIVITY_EVENTS)
        window.removeEventListener(type, onActivity, { capture: true });
      channel?.close();
      document.removeEventListener('visibilitychange', onVisibility);
      sub.unsubscribe();
    };
  }, [actor, client, navigate, session, variant.language]);

  // The warning cannot wait its turn behind a promo: it opens over whatever modal is open.
  useEffect(() => {
    if (state !== 'warning') return;
    const id = modals.show(
      'autoLogoffWarning',
      { seconds: Math.round(input.warnMs / 1000) },
      { over: true, onClose: () => actor.send({ type: 'stay' }) },
    );
    return () => modals.close(id);
  }, [state, modals, actor, input.warnMs]);

  return null;
}
