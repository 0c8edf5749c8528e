/** `npm run bench`: prints every benchmark's figures (no assertions; targets are shown beside them). */
import { benchFirstPageJs } from './first-page-js.ts';
import { benchForm } from './form-keystroke.ts';
import { benchServer } from './server-load.ts';
import { benchSettings } from './settings-resolve.ts';

const lines = [
  ...benchSettings(),
  ...(await benchForm()),
  ...(await benchFirstPageJs()),
  ...(await benchServer()),
];
for (const line of lines) console.log(line);
