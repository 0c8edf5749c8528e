/** Abort reasons are our own errors; anything else is wrapped so callers always get an Error. */
const reasonOf = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason));

/**
 * Settles like `promise`, but rejects with `signal.reason` as soon as the signal aborts.
 * Body readers and fake fetches do not always honour the signal, so we never rely on them to.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The loser may still reject later; mark it handled so it is not reported as unhandled.
    promise.catch(() => undefined);
    return Promise.reject(reasonOf(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(reasonOf(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Forwards an abort of `source` to `target` with a reason of our own; returns the unlink. */
export function linkAbort(
  source: AbortSignal | undefined,
  target: AbortController,
  reason: () => unknown,
): () => void {
  if (!source) return () => undefined;
  const onAbort = (): void => target.abort(reason());
  if (source.aborted) onAbort();
  else source.addEventListener('abort', onAbort, { once: true });
  return () => source.removeEventListener('abort', onAbort);
}
