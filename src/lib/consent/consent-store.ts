import { type CookieDocument, secureAttribute } from '@/lib/cookie-document';
import { readCookie } from '@/lib/cookie-storage';

/**
 * Cookie consent (spec: levels 0 disabled, 1 only functionality, 2 only marketing, 3 all).
 * The choice lives in a first-party cookie so it is known synchronously at start-up (no banner
 * flash) and the server could read it too. Our own analytics count as functionality; third-party
 * counters and marketing pixels as marketing.
 */
export type ConsentLevel = 0 | 1 | 2 | 3;
export type ConsentKind = 'functionality' | 'marketing';

export const CONSENT_COOKIE = 'cookie_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Functionality is allowed under "all" or "only functionality". */
export const functionalityAllowed = (level: ConsentLevel): boolean => level === 1 || level === 3;
/** Marketing is allowed under "all" or "only marketing". */
export const marketingAllowed = (level: ConsentLevel): boolean => level === 2 || level === 3;

export const isConsentLevel = (value: unknown): value is ConsentLevel =>
  value === 0 || value === 1 || value === 2 || value === 3;

export interface ConsentStore {
  /** The player's choice, or undefined while they have not chosen (the banner shows). */
  readonly level: () => ConsentLevel | undefined;
  /** Whether calls of this kind may run now (always, when the variant does not ask for consent). */
  readonly allowed: (kind: ConsentKind) => boolean;
  /** Records the choice (and keeps it a year). */
  readonly choose: (level: ConsentLevel) => void;
  /** Resolves once calls of this kind may run; never, if the player refuses them. */
  readonly whenAllowed: (kind: ConsentKind) => Promise<void>;
  readonly subscribe: (listener: () => void) => () => void;
}

interface ConsentOptions {
  /** Whether the variant asks for consent (booleanConfig.has_cookie_consent); if not, everything is allowed. */
  readonly required: boolean;
  readonly doc?: CookieDocument;
}

function readLevel(doc: Pick<Document, 'cookie'>): ConsentLevel | undefined {
  const text = readCookie(doc.cookie, CONSENT_COOKIE);
  const level = text ? Number(text) : undefined;
  return isConsentLevel(level) ? level : undefined;
}

/** A consent store over the document's cookie. */
export function createConsentStore({
  required,
  doc = globalThis.document,
}: ConsentOptions): ConsentStore {
  let level = doc ? readLevel(doc) : undefined;
  const listeners = new Set<() => void>();
  const allowed = (kind: ConsentKind) => {
    if (!required) return true;
    if (level === undefined) return false;
    return kind === 'functionality' ? functionalityAllowed(level) : marketingAllowed(level);
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    level: () => level,
    allowed,
    choose(next) {
      level = next;
      doc.cookie = `${CONSENT_COOKIE}=${next}; max-age=${ONE_YEAR_SECONDS}; path=/; samesite=lax${secureAttribute(doc)}`;
      for (const listener of [...listeners]) listener();
    },
    whenAllowed: (kind) =>
      new Promise<void>((resolve) => {
        if (allowed(kind)) return resolve();
        const stop = subscribe(() => {
          if (!allowed(kind)) return;
          stop();
          resolve();
        });
      }),
    subscribe,
  };
}
