import type { ReactNode } from 'react';

/** One figure of a bet's card (a stake, odds, a payout): its name and its value, kept left to right. */
export function BetFigure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <bdi dir="ltr">{children}</bdi>
      </dd>
    </div>
  );
}
