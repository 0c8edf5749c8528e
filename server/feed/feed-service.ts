import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/db.ts';
import type { FeedSettings } from './feed-settings.ts';
import { advanceClock, loadClockOffset, loadSeed, recordResults } from './feed-state.ts';
import { FeedSimulator } from './sim/simulator.ts';

/** How stale the clock offset may be before it is read again (another process may move it). */
const OFFSET_FRESH_MS = 1_000;

/**
 * The platform's feed: the simulator on the stored seed and clock. Nothing runs until the first
 * feed call (route and unit tests that never ask pay nothing); from then on finished games'
 * results are recorded every few seconds and on every move of the clock.
 */
export class FeedService {
  #sim: Promise<FeedSimulator> | undefined;
  #offset = 0;
  #offsetReadAt = Number.NEGATIVE_INFINITY;
  #offsetRead: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #recording: Promise<unknown> = Promise.resolve();
  #closed = false;
  #recorded = new Set<number>();
  #afterRecording: ((sim: FeedSimulator, now: number) => Promise<unknown>)[] = [];

  constructor(
    private readonly db: Db,
    readonly settings: FeedSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The simulated clock, epoch milliseconds. */
  now(): number {
    return Date.now() + this.#offset;
  }

  get offsetMs(): number {
    return this.#offset;
  }

  /** The simulator, its clock brought up to date. */
  async simulator(): Promise<FeedSimulator> {
    this.#sim ??= this.#start();
    const sim = await this.#sim;
    if (Date.now() - this.#offsetReadAt > OFFSET_FRESH_MS) {
      this.#offsetRead ??= loadClockOffset(this.db)
        .then((offset) => {
          this.#offset = Math.max(this.#offset, offset);
          this.#offsetReadAt = Date.now();
        })
        .finally(() => (this.#offsetRead = undefined));
      await this.#offsetRead;
    }
    return sim;
  }

  async #start(): Promise<FeedSimulator> {
    const seed = await loadSeed(this.db, this.settings.seed);
    const { speed, density, horizonDays } = this.settings;
    const sim = new FeedSimulator({ seed, speed, density, horizonDays, now: () => this.now() });
    if (this.settings.recordEveryMs > 0 && !this.#closed) {
      this.#timer = setInterval(() => void this.recordFinished(), this.settings.recordEveryMs);
      this.#timer.unref();
    }
    return sim;
  }

  /** Moves the simulated clock ahead by `byMs` and records the games that finished meanwhile. */
  async advance(byMs: number): Promise<number> {
    await this.simulator();
    this.#offset = await advanceClock(this.db, byMs);
    this.#offsetReadAt = Date.now();
    await this.recordFinished();
    return this.#offset;
  }

  /**
   * Work to run after each recording, in its queue (settlement: a clock moved by the development
   * route has settled the bets it finished when the route answers). Several run one after the
   * other, in the order given; a failure is logged and neither the recording nor the others fail.
   */
  afterRecording(work: (sim: FeedSimulator, now: number) => Promise<unknown>): void {
    this.#afterRecording.push(work);
  }

  /** Records every finished game not recorded yet (one run at a time). Answers the new ids. */
  recordFinished(): Promise<number[]> {
    const run = this.#recording.then(async () => {
      if (this.#closed) return [];
      const sim = await this.simulator();
      const now = this.now();
      // Scheduled games of two days back, virtual rounds of two hours, long-term events decided.
      const over = [
        ...sim.games('finished', now),
        ...sim.virtualGames('finished', now),
        ...sim.longTermGames('finished', now),
      ];
      const finished = over
        .filter((f) => !this.#recorded.has(f.id))
        .map((f) => sim.view(f, now, { all: false, asian: false }));
      const added = await recordResults(this.db, finished);
      // Only what the windows still hold: a virtual round every few minutes must not pile up here.
      this.#recorded = new Set(over.map((f) => f.id));
      if (added.length > 0) this.log.debug({ results: added.length }, 'feed results recorded');
      for (const work of this.#afterRecording)
        await work(sim, now).catch((error: unknown) =>
          this.log.error({ err: error }, 'work after recording failed'),
        );
      return added;
    });
    this.#recording = run.catch((error: unknown) =>
      this.log.error({ err: error }, 'feed results not recorded'),
    );
    return run;
  }

  /** Stops the recording and waits for a run under way. */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#recording;
  }
}
