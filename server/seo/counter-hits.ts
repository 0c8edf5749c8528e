/** One page view a stand-in counter reported. */
export interface CounterHit {
  readonly counter: string;
  readonly host: string;
  readonly page: string;
  readonly at: string;
}

/** Enough for any test or demo; older hits are dropped so the store cannot grow without bound. */
const LIMIT = 1000;

/** The hits the stand-in counters reported, kept in memory for the server's life (newest last). */
export class CounterHits {
  private readonly hits: CounterHit[] = [];

  record(hit: CounterHit): void {
    this.hits.push(hit);
    if (this.hits.length > LIMIT) this.hits.splice(0, this.hits.length - LIMIT);
  }

  /** One counter's hits, newest first. */
  of(counter: string): CounterHit[] {
    return this.hits.filter((h) => h.counter === counter).reverse();
  }
}
