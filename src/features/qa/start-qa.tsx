import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';

import { addInspector } from '@/lib/machines/inspection';
import { createRecordingsStore } from '@/lib/qa/recordings-store';

import { QaPanel } from './qa-panel';

/** QA mode: records every flow actor from now on and shows the QA panel beside the app. */
export function startQa(i18n: I18n, storage: Storage | undefined): void {
  const store = createRecordingsStore(storage);
  addInspector(store.inspect);
  const host = document.body.appendChild(
    Object.assign(document.createElement('div'), { id: 'qa-panel-root' }),
  );
  createRoot(host).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QaPanel store={store} />
      </I18nextProvider>
    </StrictMode>,
  );
}
