import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { stateLabel } from '@qa/describe';
import { downloadFile } from '@/lib/download-file';
import type { RecordingsStore } from '@/lib/qa/recordings-store';

/** QA mode's panel: the flows recorded in this tab, exported as JSON for `npm run replay`. */
export function QaPanel({
  store,
  now = () => new Date(),
}: {
  store: RecordingsStore;
  now?: () => Date;
}) {
  const { t } = useTranslation('common');
  const recordings = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const exportAll = () =>
    downloadFile(
      `betframe-qa-${now().toISOString().replace(/[:.]/g, '-')}.json`,
      `${JSON.stringify(recordings, null, 2)}\n`,
      'application/json',
    );
  return (
    <aside className="qa-panel" aria-labelledby="qa-panel-title">
      <details>
        <summary>
          <span id="qa-panel-title">{t('qa_panel_title')}</span>{' '}
          <span className="qa-panel__count">
            {t('qa_recordings_count', { count: recordings.length })}
          </span>
        </summary>
        {recordings.length === 0 ? (
          <p>{t('qa_empty')}</p>
        ) : (
          <ol className="qa-panel__list">
            {recordings.map((r, i) => (
              <li key={`${r.recordedAt}-${i}`} data-machine={r.machine}>
                {t('qa_recording_line', {
                  machine: r.machine,
                  count: r.steps.length,
                  state: stateLabel(r.steps.at(-1)?.state ?? r.initial),
                })}
              </li>
            ))}
          </ol>
        )}
        <div className="qa-panel__actions">
          <button
            type="button"
            className="button"
            onClick={exportAll}
            disabled={recordings.length === 0}
          >
            {t('qa_export')}
          </button>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={store.clear}
            disabled={recordings.length === 0}
          >
            {t('qa_clear')}
          </button>
        </div>
      </details>
    </aside>
  );
}
