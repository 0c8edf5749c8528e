/** `npm run bench`: prints every benchmark's figures (no assertions; targets are shown beside them). */
import { benchFirstPageJs } from './first-page-js.ts';
import { benchSettings } from './settings-resolve.ts';

const lines = [...benchSettings(), ...(await benchFirstPageJs())];
for (const line of lines) console.log(line);
