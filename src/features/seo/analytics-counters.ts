import type { AnalyticsCounter } from '@/lib/api-contract/generated/api-types.ts';
import type { ConsentStore } from '@/lib/consent/consent-store';
import { loadScript } from '@/lib/load-script';
import { logger } from '@/lib/logger';

/**
 * Loads each counter's script once marketing cookies are allowed (never, if the player refuses
 * them); the script tag carries data-counter-id. A script that fails is logged by name, never thrown.
 */
export async function startCounters(
  counters: readonly AnalyticsCounter[],
  consent: ConsentStore,
  signal: AbortSignal,
): Promise<void> {
  if (counters.length === 0) return;
  await consent.whenAllowed('marketing');
  if (signal.aborted) return;
  await Promise.all(
    counters.map((counter) =>
      loadScript(counter.scriptUrl, document, { 'data-counter-id': counter.id }).catch(
        (error: unknown) => logger.error(`analytics counter ${counter.id}: script failed`, error),
      ),
    ),
  );
}
