import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's clock: what signed tokens are dated and checked by (see PlatformClock). */
    clock: PlatformClock;
  }
}

/**
 * The clock of the platform's token code: issuing and checking service and user tokens and the
 * `Date` header the client corrects its clock by all read `now()`. It is real time plus an offset
 * that only development moves (PUT /__dev/clock), so an end-to-end test can outlive a token
 * without waiting for it. Rows the database dates itself (codes, sessions, captcha) keep its
 * `now()` and do not move; the per-address budgets and the purge of expired rows go by this clock,
 * so a test that moves it sees a budget refill and old rows go.
 */
export class PlatformClock {
  #offsetMs = 0;
  readonly #onMove = new Set<() => void>();

  /** Now, on the platform's clock. */
  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  /** How far the clock is ahead of real time (negative: behind), in milliseconds. */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Moves the clock to `offsetMs` away from real time (0 puts it back). */
  setOffset(offsetMs: number): void {
    this.#offsetMs = offsetMs;
    for (const listener of this.#onMove) listener();
  }

  /** Calls `listener` each time the clock is moved (what runs on a schedule checks it is due). */
  onMove(listener: () => void): () => void {
    this.#onMove.add(listener);
    return () => this.#onMove.delete(listener);
  }
}

/** Gives the app its own clock (a server per test file keeps its own offset). */
export function installClock(app: FastifyInstance): PlatformClock {
  const clock = new PlatformClock();
  app.decorate('clock', clock);
  return clock;
}
