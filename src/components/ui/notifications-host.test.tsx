import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createNotificationStore, MAINTENANCE_GROUP } from '@/lib/notifications/notification-store';

import { NotificationsHost } from './notifications-host';

const common = {
  notifications_label: 'Notifications',
  notification_close: 'Close notification',
  notification_kind_error: 'Error:',
  notification_kind_success: 'Success:',
  notification_kind_warning: 'Warning:',
  notification_retry: 'Retry',
  saved: 'Saved {{what}}.',
  failed: 'It failed.',
  down: 'Maintenance.',
};

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

async function renderHost() {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', keySeparator: false });
  const store = createNotificationStore();
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Elsewhere</button>
      <NotificationsHost store={store} />
    </I18nextProvider>,
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return {
    store,
    user,
    notify: (...args: Parameters<typeof store.notify>) => act(() => store.notify(...args)),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationsHost', () => {
  it('shows a translated polite status with its kind for screen readers, without taking focus, gone after 3 s', async () => {
    const { notify } = await renderHost();
    const before = document.activeElement;
    await notify({ kind: 'success', text: 'saved', values: { what: 'the name' } });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Success: Saved the name.');
    expect(document.activeElement).toBe(before);
    tick(3000);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows a maintenance notification as an alert that stays until its close button is used', async () => {
    const { notify, user } = await renderHost();
    await notify({ kind: 'warning', text: 'down', group: MAINTENANCE_GROUP });
    tick(60_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Warning: Maintenance.');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs an action by keyboard, closes the notification and gives focus back; Escape closes it too', async () => {
    const { notify, user } = await renderHost();
    const retry = vi.fn();
    await notify({
      kind: 'error',
      text: 'failed',
      actions: [{ label: 'notification_retry', onSelect: retry }],
    });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
    // Focus goes back where it came from, not to the page's start.
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();

    await notify({ kind: 'error', text: 'failed' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('leaves out the close button when asked, and holds the timer while the pointer is over it or focus is inside', async () => {
    const { notify, user } = await renderHost();
    await notify({
      kind: 'error',
      text: 'failed',
      closable: false,
      actions: [{ label: 'notification_retry', onSelect: () => undefined }],
    });
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
    await user.hover(screen.getByRole('status'));
    tick(10_000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.unhover(screen.getByRole('status'));
    tick(10_000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    tick(3000);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
