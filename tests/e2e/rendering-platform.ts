import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { test } from './fixtures';

/** A platform of the suite's own, serving the built app with server rendering on. */
export interface RenderingPlatform {
  readonly port: number;
  readonly stop: () => Promise<void>;
}

const STARTUP_MS = 60_000;

/**
 * Starts `server/main.ts` with `BETFRAME_SERVER_RENDER=on` on `port` and its own database: the
 * suite's servers render in the browser (the switch is off by default), pages rendered by the
 * platform are checked here. Resolves once it answers.
 */
export async function startRenderingPlatform(port: number): Promise<RenderingPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'betframe-e2e-render-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BETFRAME_SERVER_RENDER: 'on',
      BETFRAME_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`http://localhost:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the rendering platform on port ${port} did not start`);
}

/** Runs the enclosing describe block's tests against a rendering platform on `port` (started once). */
export function withRenderingPlatform(port: number): void {
  let platform: RenderingPlatform | undefined;
  test.beforeAll(async () => {
    platform = await startRenderingPlatform(port);
  });
  test.afterAll(() => platform?.stop());
}
