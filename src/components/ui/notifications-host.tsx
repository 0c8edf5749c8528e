import { type FocusEvent, type KeyboardEvent, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import type { Notification, NotificationStore } from '@/lib/notifications/notification-store';
import { useNotifications } from '@/lib/notifications/notifications-context';

const KIND_ICON: Readonly<Record<Notification['kind'], string>> = {
  error: '✕',
  success: '✓',
  warning: '!',
  info: 'i',
  question: '?',
};

function NotificationItem({
  notification: n,
  store,
}: {
  notification: Notification;
  store: NotificationStore;
}) {
  const { t } = useTranslation();
  // Where focus was before it came in: it goes back there when the notification closes under it.
  const cameFrom = useRef<HTMLElement | null>(null);
  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    }
    store.hold(n.id, 'focus');
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) store.release(n.id, 'focus');
  };
  const close = () => {
    const back = cameFrom.current;
    store.dismiss(n.id);
    if (back?.isConnected) back.focus();
  };
  // Escape on one of its buttons closes it, as it would a dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && n.closable) close();
  };
  return (
    <li
      className={`notification notification--${n.kind}`}
      onPointerEnter={() => store.hold(n.id, 'pointer')}
      onPointerLeave={() => store.release(n.id, 'pointer')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <span className="notification__icon" aria-hidden="true">
        {KIND_ICON[n.kind]}
      </span>
      {/* Only the text is live: the buttons are not read out with every message. */}
      <p className="notification__text" role={n.alert ? 'alert' : 'status'}>
        <span className="visually-hidden">{t(`notification_kind_${n.kind}`)} </span>
        {t(n.text, n.values)}
      </p>
      {n.closable && (
        <button
          type="button"
          className="notification__close"
          aria-label={t('notification_close')}
          onClick={close}
          onKeyDown={onKeyDown}
        >
          ×
        </button>
      )}
      {n.actions.length > 0 && (
        <div className="notification__actions">
          {n.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="button button--secondary notification__action"
              onKeyDown={onKeyDown}
              onClick={() => {
                close();
                action.onSelect();
              }}
            >
              {t(action.label)}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * The stack of toasts and alerts from the notification store, at the bottom inline-end corner.
 * It never takes focus: statuses are polite, maintenance alerts assertive.
 */
export function NotificationsHost({ store: given }: { store?: NotificationStore }) {
  const { t } = useTranslation();
  const store = useNotifications(given);
  const shown = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (shown.length === 0) return null;
  return (
    <section className="notifications" aria-label={t('notifications_label')}>
      <ul className="notifications__list">
        {shown.map((n) => (
          <NotificationItem key={n.id} notification={n} store={store} />
        ))}
      </ul>
    </section>
  );
}
