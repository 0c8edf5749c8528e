/**
 * A first factor that passed on another page (a social provider's return) hands its two-factor
 * challenge to the sign-in page in the navigation's state, so the player continues at the same
 * second step a password leads to.
 */
export interface SecondFactorHandoff {
  readonly secondFactor: { readonly hash: string };
}

/** The navigation state that opens the sign-in page at the two-factor step for this challenge. */
export const secondFactorState = (hash: string): SecondFactorHandoff => ({
  secondFactor: { hash },
});

/** The challenge a navigation's state hands over, if any. */
export function secondFactorOf(state: unknown): string | undefined {
  const hash = (state as Partial<SecondFactorHandoff> | null | undefined)?.secondFactor?.hash;
  return typeof hash === 'string' && hash !== '' ? hash : undefined;
}
