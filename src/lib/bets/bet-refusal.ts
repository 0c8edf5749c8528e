import type { BetLimits } from '@/lib/api-contract/generated/api-types';

/** A placement's refusal as the platform writes it (MakeBetWeb's 4xx body). */
export interface BetRefusal {
  readonly message?: unknown;
  readonly changes?: readonly { key: string; price: number }[];
  readonly unavailable?: readonly { key: string }[];
  readonly limits?: BetLimits;
  /** An advance's refusal: the standing now. */
  readonly available?: unknown;
  readonly outstanding?: unknown;
  readonly blocked?: unknown;
}

/** What a refusal says changed, by outcome key: new prices, and outcomes no longer offered. */
export function refusalPrices(
  body: BetRefusal,
): Record<string, { price?: number; suspended?: boolean }> | undefined {
  const updates: Record<string, { price?: number; suspended?: boolean }> = {};
  for (const change of body.changes ?? []) updates[change.key] = { price: change.price };
  for (const gone of body.unavailable ?? []) updates[gone.key] = { suspended: true };
  return Object.keys(updates).length > 0 ? updates : undefined;
}
