/** `npm run bench`: prints every benchmark's figures (no assertions; targets are shown beside them). */
import { benchFirstPageJs } from './first-page-js.ts';
import { benchForm } from './form-keystroke.ts';
import { benchServer } from './server-load.ts';
import { benchSettings } from './settings-resolve.ts';
import { benchVisibilityCycle } from './visibility-cycle.ts';

const lines = [
  ...benchSettings(),
  ...benchVisibilityCycle(),
  ...(await benchForm()),
  ...(await benchFirstPageJs()),
  ...(await benchServer()),
];
for (const line of lines) console.log(line);
