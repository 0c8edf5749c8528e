import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { lazyPiece } from '@/lib/lazy-piece/lazy-piece';
import { usePreference } from '@/lib/preferences/use-preference';
import { COUPON_PARAM } from '@/lib/selections/coupon-link';
import { selectionsOf } from '@/lib/selections/selections';
import { useSession } from '@/lib/session/session-context';

import type { BetSlipProps } from './bet-slip';
import { EmptyBetSlip } from './empty-bet-slip';

/**
 * The full slip (the coupon and booking machines, the bet maths, every part): its own chunk. The
 * platform renders the empty slip (the coupon lives in the browser's storage), so a first visit
 * neither preloads nor loads it; a page rendered with it (a shared coupon's link, a one-click
 * player) records it and hydrates with it in.
 */
const FullBetSlip = lazyPiece<BetSlipProps>(
  '/src/features/coupon/components/bet-slip.tsx',
  () => import('./bet-slip').then((m) => m.BetSlip),
  ({ initialCode }) => <EmptyBetSlip code={initialCode ?? ''} />,
);

/** Whether the page asked for the full slip's module yet (tests: the line does without it). */
export const fullSlipRequested = (): boolean => FullBetSlip.requested();

// A failed load leaves the empty slip; the next reach for it asks again through the piece.
const preload = () => void FullBetSlip.preload().catch(() => undefined);

/** A price (every one carries its outcome key) under the pointer or the focus. */
const onPrice = (event: Event) =>
  event.target instanceof Element && event.target.closest('[data-outcome]') !== null;

/**
 * The bet slip loaded when the player needs it: the empty slip until the stored coupon has
 * selections (a click on a price adds one), the address carries a shared coupon's code, or the
 * player types in or focuses the booking-code field; a signed-in player where the variant offers
 * one-click bets gets it at once (its switch is part of the empty slip, and a click on a price
 * places the bet through it). A pointer over or the focus on a price or the slip starts the load
 * early. Once in, the full slip stays; the code typed and the focus in its field carry over.
 */
export function BetSlipOnDemand() {
  const { settings } = useLoadedSettings();
  const { authenticated } = useSession();
  const [coupon] = usePreference('coupon');
  const [params] = useSearchParams();
  const [code, setCode] = useState('');
  const [focused, setFocused] = useState(false);
  const [reached, setReached] = useState(false);
  const needed =
    reached ||
    selectionsOf(coupon).length > 0 ||
    params.has(COUPON_PARAM) ||
    (authenticated && settings.couponConfig.one_click_bet);
  // Needed from the first render (the platform's too): the piece renders at once and is recorded.
  const [atOnce] = useState(needed);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (needed)
      void FullBetSlip.preload().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [needed]);

  // One listener for the page's hundreds of prices, and only until the slip is in (the sportsbook
  // feature's prices know nothing of the coupon feature).
  useEffect(() => {
    if (atOnce || loaded) return undefined;
    const early = (event: Event) => onPrice(event) && preload();
    document.addEventListener('pointerover', early);
    document.addEventListener('focusin', early);
    return () => {
      document.removeEventListener('pointerover', early);
      document.removeEventListener('focusin', early);
    };
  }, [atOnce, loaded]);

  if (atOnce || loaded) return <FullBetSlip initialCode={code} focusBooking={focused} />;
  return (
    <EmptyBetSlip
      code={code}
      onCodeChange={(typed) => {
        setCode(typed);
        setReached(true);
      }}
      onCodeFocus={(now) => {
        setFocused(now);
        if (now) setReached(true);
      }}
      onApproach={preload}
    />
  );
}
