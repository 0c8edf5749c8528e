import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '@/components/modal-host/confirm';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useApi } from '@/lib/api-client/use-api';
import { logger } from '@/lib/logger';

import {
  getUserSessions,
  postCloseSession,
  postDisconnectEverywhere,
} from '../api/office-endpoints';

/** Where the player is signed in: this device, the others (each can be ended) and ended sessions. */
export function SessionsPanel() {
  const { t, i18n } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const confirm = useConfirm();
  const { data, error, isLoading, mutate } = useApi(getUserSessions, undefined);
  const [failed, setFailed] = useState(false);
  const ids = useId();
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'UTC',
        }).format(new Date(iso))
      : '';
  const act = async (call: () => Promise<unknown>) => {
    setFailed(false);
    try {
      await call();
    } catch (err) {
      logger.warn('sessions: the platform refused', err);
      setFailed(true);
    }
    await mutate();
  };
  const sessions = data?.data ?? [];
  const others = sessions.filter((s) => s.active && !s.current);
  return (
    <section className="sessions" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('office_sessions_title')}</h2>
      {isLoading && <p role="status">{t('loading', { ns: 'common' })}</p>}
      {(error || failed) && <p role="alert">{t('error_server_generic', { ns: 'common' })}</p>}
      {sessions.length > 0 && (
        <table className="sessions__table">
          <caption className="visually-hidden">{t('office_sessions_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('office_sessions_device')}</th>
              <th scope="col">{t('office_sessions_ip')}</th>
              <th scope="col">{t('office_sessions_started')}</th>
              <th scope="col">{t('office_sessions_last_seen')}</th>
              <th scope="col">{t('office_sessions_status')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id} data-session={s.id}>
                <td>{s.user_agent ?? t('office_sessions_unknown_device')}</td>
                <td dir="ltr">{s.ip ?? ''}</td>
                <td>{when(s.created_at)}</td>
                <td>{when(s.last_seen_at)}</td>
                <td>
                  {s.current ? (
                    t('office_sessions_this_device')
                  ) : s.active ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('office_sessions_end_label', {
                        device: s.user_agent ?? '',
                        started: when(s.created_at),
                      })}
                      onClick={() =>
                        void act(() => client.call(postCloseSession, { session_id: s.id }))
                      }
                    >
                      {t('office_sessions_end')}
                    </button>
                  ) : (
                    t('office_sessions_ended', { when: when(s.ended_at) })
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {others.length > 0 && (
        <button
          type="button"
          className="button"
          onClick={() =>
            void confirm({
              title: 'office_sessions_end_all_title',
              text: 'office_sessions_end_all_text',
              ok: 'office_sessions_end_all',
              values: { count: others.length },
            }).then(async (ok) => {
              if (ok) await act(() => client.call(postDisconnectEverywhere));
            })
          }
        >
          {t('office_sessions_end_all')}
        </button>
      )}
    </section>
  );
}
