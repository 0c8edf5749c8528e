import { join, resolve } from 'node:path';

/** The configuration directory: env BETFRAME_CONFIG, else the repository's config-samples/. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.BETFRAME_CONFIG
    ? resolve(env.BETFRAME_CONFIG)
    : join(import.meta.dirname, '../../config-samples');
}
