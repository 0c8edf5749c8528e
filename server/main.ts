/** Starts the reference platform server with the built frontend: `npm start` / `npm run serve`. */
import { resolve } from 'node:path';

import { buildServer, ConfigurationError } from './app.ts';

async function main() {
  const port = Number.parseInt(process.env.PORT ?? '8080', 10);
  const host = process.env.HOST ?? '0.0.0.0';
  let app;
  try {
    app = await buildServer({
      logger: { level: process.env.LOG_LEVEL ?? 'info' },
      distDir: process.env.BETFRAME_DIST_DIR ? resolve(process.env.BETFRAME_DIST_DIR) : undefined,
    });
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port, host });
  app.log.info(`Betframe on http://localhost:${port}`);
}

void main();
