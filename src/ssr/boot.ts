/**
 * The one script the built index.html runs at first (scripts/paint-first-plugin.ts): it loads the
 * app once the browser has painted the platform's page (see paint-first.ts). Nothing else may be
 * imported here: this module is all a page waits for before its first paint.
 */
import { loadApp, startAfterFirstPaint } from './paint-first';

startAfterFirstPaint(window, () => {
  void loadApp(document, (url) => import(/* @vite-ignore */ url));
});
