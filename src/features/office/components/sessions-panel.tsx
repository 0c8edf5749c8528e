import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '@/components/modal-host/confirm';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useApi } from '@/lib/api-client/use-api';
import { logger } from '@/lib/logger';

import {
  getUserSessions,
  postCloseSession,
  postDisconnectEverywhere,
} from '../api/office-endpoints';
import { SessionsTable } from './sessions-table';

/**
 * Where the player is signed in: the open sessions (this device first, each other one can be
 * ended) and the recent history of signed-out ones, as the platform lists them.
 */
export function SessionsPanel() {
  const { t } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const confirm = useConfirm();
  const { data, error, isLoading, mutate } = useApi(getUserSessions, undefined);
  const [failed, setFailed] = useState(false);
  const ids = useId();
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
  const open = sessions.filter((s) => s.active);
  const history = sessions.filter((s) => !s.active);
  const others = open.filter((s) => !s.current);
  return (
    <section className="sessions" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('office_sessions_title')}</h2>
      {isLoading && <LoadingPlaceholder shapes={['row', 'row', 'row']} />}
      {(error || failed) && <p role="alert">{t('error_server_generic', { ns: 'common' })}</p>}
      {open.length > 0 && (
        <SessionsTable
          caption={t('office_sessions_open')}
          sessions={open}
          onEnd={(id) => void act(() => client.call(postCloseSession, { session_id: id }))}
        />
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
      {history.length > 0 && (
        <SessionsTable caption={t('office_sessions_history')} sessions={history} />
      )}
    </section>
  );
}
