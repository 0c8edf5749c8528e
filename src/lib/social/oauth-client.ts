import { leaveSite } from '../leave-site';
import { roundTrip } from '../round-trip';

/** Where a social sign-in started, kept for the round trip through the provider. */
export interface SocialStart {
  readonly provider: string;
  readonly language: string;
  /** Where to go after a plain sign-in. */
  readonly returnTo: string;
  /** The registration type to continue with when the identity is new. */
  readonly registrationType: string;
  /** The registration form as the player left it (never a password): it comes back with them. */
  readonly formValues?: Readonly<Record<string, unknown>>;
}

/** A new identity waiting for its registration (soc_reg). */
export interface PendingSocialRegistration {
  readonly socialToken: string;
  readonly provider: string;
  readonly name: string;
  readonly email?: string;
  /** The form the player left for the provider. */
  readonly formValues?: Readonly<Record<string, unknown>>;
}

const PENDING_KEY = 'betframe.social.pending';
const trip = roundTrip<SocialStart>('betframe.social.start');

/** The callback address the provider sends the player back to. */
export const callbackUrl = (language: string, origin = window.location.origin) =>
  `${origin}/${language}/social/callback`;

/**
 * Sends the player to the provider's consent page (authorisation-code flow). The same code a real
 * provider would take: only the URL of its authorisation endpoint differs.
 */
export function startSocialSignIn(start: SocialStart, go: (url: string) => void = leaveSite): void {
  const state = trip.begin(start);
  const url = new URL('/oauth/auth', window.location.origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('provider', start.provider);
  url.searchParams.set('redirect_uri', callbackUrl(start.language));
  url.searchParams.set('state', state);
  url.searchParams.set('lang', start.language);
  go(url.toString());
}

/** Forgets the sign-in in progress (its state is good for one callback only). */
export const clearSocialStart = () => trip.clear();

/** The start matching a callback's state, or undefined when it does not match. */
export const readSocialStart = (state: string | null): SocialStart | undefined => trip.read(state);

export const pendingSocialRegistration = {
  save: (pending: PendingSocialRegistration, storage: Storage = window.sessionStorage) =>
    storage.setItem(PENDING_KEY, JSON.stringify(pending)),
  read(storage?: Storage): PendingSocialRegistration | undefined {
    try {
      // No storage on the platform's renders (a ReferenceError there), nor when the browser blocks it.
      const raw = (storage ?? window.sessionStorage).getItem(PENDING_KEY);
      return raw ? (JSON.parse(raw) as PendingSocialRegistration) : undefined;
    } catch {
      return undefined;
    }
  },
  clear: (storage: Storage = window.sessionStorage) => storage.removeItem(PENDING_KEY),
};
