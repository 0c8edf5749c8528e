import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The configuration directory: env BETFRAME_CONFIG, else the repository's config-samples/. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.BETFRAME_CONFIG ? resolve(env.BETFRAME_CONFIG) : fileURLToPath(new URL('../../config-samples', import.meta.url));
}
