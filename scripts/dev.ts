/**
 * `npm run dev`: the reference server (restarting on change) on API_PORT (8080) and Vite's dev
 * server with hot reload on 5173, which forwards API calls to it (see vite.config.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children)
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
