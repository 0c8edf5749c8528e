/**
 * `npm run inspect [-- --port 8089]`: the local relay for the XState inspector. Run the app with
 * `npm run dev`, open it with `?inspect=ws` (or `?inspect=ws:<port>`), and watch every flow actor's
 * events and states here and on http://localhost:<port>/ — all offline.
 */
import { parseArgs } from 'node:util';

import { startInspectorRelay } from './inspector-relay.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.INSPECT_PORT ?? '8089' } },
});
const relay = await startInspectorRelay({
  port: Number(values.port),
  log: (line) => console.log(line),
});
console.log(
  `inspector relay on ws://localhost:${relay.port} — viewer: http://localhost:${relay.port}/ — open the app (npm run dev) with ?inspect=ws${relay.port === 8089 ? '' : `:${relay.port}`}`,
);
const stop = () => void relay.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
