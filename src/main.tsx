import './styles/app.css';

import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { createApp } from '@/app/create-app';
import { captureInstallPrompt } from '@/lib/pwa/install-prompt';
import { inspectorRequest, qaModeOn } from '@/lib/qa/qa-mode';
import { hydratePage, renderedElement } from '@/ssr/hydrate';
import { inlineAnswersFetch, readPageData } from '@/ssr/inline-answers';

const safeStorage = (pick: () => Storage) => {
  try {
    return pick();
  } catch {
    return undefined;
  }
};

/** The QA panel and recorder (`?qa=1`), and the inspector in development. */
async function startDevTools(i18n: I18n, url: URL, sessionStorage: Storage | undefined) {
  const qa = qaModeOn(url, sessionStorage);
  if (qa) (await import('@/features/qa/start-qa')).startQa(i18n, sessionStorage);
  // QA and e2e can raise analytics events in bulk (to see batching and compression at work).
  if (qa) Object.assign(window, { betframeTrack: (await import('@/lib/analytics/track')).track });
  const inspector = import.meta.env.DEV ? inspectorRequest(url) : undefined;
  if (inspector) await (await import('@/features/qa/start-inspector')).startInspector(inspector);
}

async function start() {
  const url = new URL(window.location.href);
  const sessionStorage = safeStorage(() => window.sessionStorage);
  // A page the platform rendered carries the answers it was rendered from: the first view asks for none again.
  const pageData = readPageData(document);
  // The platform's page was painted before this script was even asked for (src/ssr/boot.ts): the
  // start-up and hydration below are long tasks a paint need not wait behind.
  const app = await createApp({
    url,
    hydrating: pageData !== undefined,
    ...(pageData
      ? { fetch: inlineAnswersFetch(pageData.answers, (input, init) => window.fetch(input, init)) }
      : {}),
    localStorage: safeStorage(() => window.localStorage),
    languages: navigator.languages,
    // QA tools exist only in development and QA builds (VITE_QA=1): a production build drops this code.
    ...(import.meta.env.DEV || import.meta.env.VITE_QA === '1'
      ? { beforeTokens: (i18n: I18n) => startDevTools(i18n, url, sessionStorage) }
      : {}),
    createRouter: (routes) => createBrowserRouter(routes),
    strict: true,
  });
  const root = document.getElementById('root') as HTMLElement;
  if (pageData) await hydratePage(root, app, app.router, pageData.pieces);
  else createRoot(root).render(renderedElement(app.element, root));
}

// Before anything awaits: the browser offers installing once, early, and the offer is kept for later.
captureInstallPrompt();
void start();
