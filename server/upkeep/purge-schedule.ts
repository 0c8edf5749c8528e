import type { FastifyInstance } from 'fastify';

import { expireBonuses } from '../bonuses/bonuses.ts';
import { type PurgeCounts, purgeExpired } from './purge.ts';
import type { Retention } from './retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic purge of expired rows (see schedulePurge). */
    purge: PurgeSchedule;
  }
}

export interface PurgeSchedule {
  /** Purges now, whether due or not (after any purge already running). */
  runNow(): Promise<PurgeCounts>;
  /** Resolves when no purge is running (a test awaits this after moving the clock). */
  settled(): Promise<void>;
}

/** How often (real time) the schedule looks whether a purge is due on the platform clock. */
const LOOK_EVERY_MS = 60_000;

/**
 * Purges once the server is ready and then every `retention.purgeEveryMinutes` on the platform
 * clock (and ends the bonuses whose time is up): a real timer looks each minute, and so does every move of the clock, so a test that moves
 * the clock a day ahead sees the day's rows go. The server waits for a running purge to close.
 */
export function schedulePurge(
  app: FastifyInstance,
  retention: Retention,
  budgetWindowSeconds: number,
): PurgeSchedule {
  const every = retention.purgeEveryMinutes * 60_000;
  let due = Number.NEGATIVE_INFINITY;
  let running: Promise<PurgeCounts> = Promise.resolve({});
  let closed = false;

  const runNow = () => {
    running = running
      .catch(() => ({}))
      .then(async () => {
        const now = app.clock.now();
        due = now.getTime() + every;
        const counts = await purgeExpired(app.db, now, retention, budgetWindowSeconds);
        // Bonuses whose days are over forfeit what they hold (money moves: never purged).
        counts.bonuses_expired = await app.db.transaction((tx) => expireBonuses(tx, now));
        app.log.info({ purged: counts }, 'purged expired rows');
        return counts;
      });
    return running;
  };
  const look = () => {
    const now = app.clock.now().getTime();
    // A clock moved back (a test done with the future) must not leave the next purge far ahead.
    if (due - now > every && due !== Number.POSITIVE_INFINITY) due = now + every;
    if (closed || now < due) return;
    due = Number.POSITIVE_INFINITY;
    runNow().catch((error: unknown) => {
      due = app.clock.now().getTime() + every;
      app.log.error({ err: error }, 'purge of expired rows failed');
    });
  };

  const timer = setInterval(look, Math.min(every, LOOK_EVERY_MS));
  timer.unref();
  const stopListening = app.clock.onMove(look);
  app.addHook('onReady', async () => look());
  app.addHook('preClose', async () => {
    closed = true;
    clearInterval(timer);
    stopListening();
    await running.catch(() => undefined);
  });
  const schedule: PurgeSchedule = {
    runNow,
    settled: () =>
      running.then(
        () => undefined,
        () => undefined,
      ),
  };
  app.decorate('purge', schedule);
  return schedule;
}
