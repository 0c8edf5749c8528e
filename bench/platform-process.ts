/**
 * The platform in a process of its own, for the load benches: autocannon must not share the
 * server's event loop. Node runs the server itself (`--import tsx`), not through `npx tsx`, so
 * stopping it stops the server (a wrapper's SIGTERM left its child serving, holding the bench's
 * output open).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits until `url` answers 2xx (20 s at most). */
export async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start at ${url}`);
}

export interface PlatformProcess {
  readonly base: string;
  /** Stops the server and waits for its process to end (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/** Starts `server/main.ts` on a free port with `env` and waits until `readyPath` answers. */
export async function spawnPlatform(
  env: NodeJS.ProcessEnv,
  readyPath = '/healthz',
): Promise<PlatformProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, PORT: String(port), LOG_LEVEL: env.LOG_LEVEL ?? 'error' },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}${readyPath}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
