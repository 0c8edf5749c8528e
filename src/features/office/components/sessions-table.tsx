import { useTranslation } from 'react-i18next';

import type { SessionsResponse } from '@/lib/api-contract/generated/api-types.ts';
import { parseUserAgent } from '@/lib/user-agent/parse-user-agent';

type SessionRow = SessionsResponse['data'][number];

/** One table of sessions: browser and system (read from the user agent), address, times, status. */
export function SessionsTable({
  caption,
  sessions,
  onEnd,
}: {
  caption: string;
  sessions: readonly SessionRow[];
  /** Ends another open session; absent for the history. */
  onEnd?: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('office');
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'UTC',
        }).format(new Date(iso))
      : '';
  const device = (s: SessionRow) => {
    const { browser, system } = parseUserAgent(s.user_agent);
    if (browser && system) return t('office_sessions_browser_on', { browser, system });
    return browser ?? system ?? t('office_sessions_unknown_device');
  };
  return (
    <table className="sessions__table">
      <caption>{caption}</caption>
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
            <td title={s.user_agent ?? undefined}>{device(s)}</td>
            <td dir="ltr">{s.ip ?? ''}</td>
            <td>{when(s.created_at)}</td>
            <td>{when(s.last_seen_at)}</td>
            <td>
              {s.current ? (
                t('office_sessions_this_device')
              ) : s.active && onEnd ? (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('office_sessions_end_label', {
                    device: device(s),
                    started: when(s.created_at),
                  })}
                  onClick={() => onEnd(s.id)}
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
  );
}
