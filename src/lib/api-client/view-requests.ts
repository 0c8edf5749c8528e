/**
 * Requests shared by the views that show their data: a request is aborted when the last view
 * using it leaves, never while another view still waits for it.
 */
export class ViewRequests {
  private readonly views = new Map<string, number>();
  private readonly inFlight = new Map<string, AbortController>();

  /** A view showing `key` appeared; the returned function says it left. */
  retain(key: string): () => void {
    this.views.set(key, (this.views.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.views.get(key) ?? 1) - 1;
      if (left > 0) {
        this.views.set(key, left);
        return;
      }
      this.views.delete(key);
      this.inFlight.get(key)?.abort();
      this.inFlight.delete(key);
    };
  }

  /** Runs the request for `key` with a signal that aborts when no view needs it any more. */
  async run<T>(key: string, request: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    this.inFlight.set(key, controller);
    try {
      return await request(controller.signal);
    } finally {
      if (this.inFlight.get(key) === controller) this.inFlight.delete(key);
    }
  }
}
