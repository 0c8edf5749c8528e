/** Where a social sign-in started, kept for the round trip through the provider. */
export interface SocialStart {
  readonly state: string;
  readonly provider: string;
  readonly language: string;
  /** Where to go after a plain sign-in. */
  readonly returnTo: string;
  /** The registration type to continue with when the identity is new. */
  readonly registrationType: string;
}

/** A new identity waiting for its registration (soc_reg). */
export interface PendingSocialRegistration {
  readonly socialToken: string;
  readonly provider: string;
  readonly name: string;
  readonly email?: string;
}

const START_KEY = 'betframe.social.start';
const PENDING_KEY = 'betframe.social.pending';

const randomState = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The callback address the provider sends the player back to. */
export const callbackUrl = (language: string, origin = window.location.origin) => `${origin}/${language}/social/callback`;

/**
 * Sends the player to the provider's consent page (authorisation-code flow). The same code a real
 * provider would take: only the URL of its authorisation endpoint differs.
 */
export function startSocialSignIn(start: Omit<SocialStart, 'state'>, storage: Storage = window.sessionStorage, go = (url: string) => window.location.assign(url)): void {
  const state = randomState();
  storage.setItem(START_KEY, JSON.stringify({ ...start, state }));
  const url = new URL('/oauth/auth', window.location.origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('provider', start.provider);
  url.searchParams.set('redirect_uri', callbackUrl(start.language));
  url.searchParams.set('state', state);
  url.searchParams.set('lang', start.language);
  go(url.toString());
}

/** Forgets the sign-in in progress (its state is good for one callback only). */
export const clearSocialStart = (storage: Storage = window.sessionStorage) => storage.removeItem(START_KEY);

/** The start matching a callback's state, or undefined when it does not match. */
export function readSocialStart(state: string | null, storage: Storage = window.sessionStorage): SocialStart | undefined {
  const raw = storage.getItem(START_KEY);
  if (!raw || !state) return undefined;
  try {
    const start = JSON.parse(raw) as SocialStart;
    return start.state === state ? start : undefined;
  } catch {
    return undefined;
  }
}

export const pendingSocialRegistration = {
  save: (pending: PendingSocialRegistration, storage: Storage = window.sessionStorage) => storage.setItem(PENDING_KEY, JSON.stringify(pending)),
  read(storage: Storage = window.sessionStorage): PendingSocialRegistration | undefined {
    try {
      const raw = storage.getItem(PENDING_KEY);
      return raw ? (JSON.parse(raw) as PendingSocialRegistration) : undefined;
    } catch {
      return undefined;
    }
  },
  clear: (storage: Storage = window.sessionStorage) => storage.removeItem(PENDING_KEY),
};
