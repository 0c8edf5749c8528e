import { useEffect, useRef, useState } from 'react';

/** How long a price change is shown. */
export const PRICE_MOVE_MS = 3_000;

/** Which way a price moved. */
export type PriceMove = 'up' | 'down';

/**
 * Which way a price last moved, for a few seconds after it did (none when `indicate` — the
 * player's change indication — is off, or before the first change).
 */
export function usePriceMove(price: number, indicate: boolean): PriceMove | undefined {
  const last = useRef(price);
  const [move, setMove] = useState<'up' | 'down' | undefined>();
  useEffect(() => {
    if (price === last.current) return;
    const direction = price > last.current ? 'up' : 'down';
    last.current = price;
    if (!indicate) return;
    setMove(direction);
    const timer = setTimeout(() => setMove(undefined), PRICE_MOVE_MS);
    return () => clearTimeout(timer);
  }, [price, indicate]);
  return indicate ? move : undefined;
}
