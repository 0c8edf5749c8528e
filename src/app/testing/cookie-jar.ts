/** A cookie as the reference server sets it (light-my-request's parsed Set-Cookie). */
export interface SetCookie {
  readonly name: string;
  readonly value: string;
  readonly expires?: Date;
  readonly maxAge?: number;
  readonly httpOnly?: boolean;
}

/**
 * The browser's cookie store for route tests: keeps what the platform sets (the session cookie
 * above all) and sends it back, so sign-in, the user token and the service token work as in a
 * browser. One jar is one browser; pass it to the next render for a player coming back.
 */
export function createCookieJar(now: () => number = () => Date.now()) {
  const cookies = new Map<string, string>();
  const hidden = new Set<string>();
  return {
    /** The `cookie` request header, or undefined when the jar is empty. */
    header(): string | undefined {
      if (cookies.size === 0) return undefined;
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    /** Takes a response's cookies: an expired or zero-lifetime one is a deletion. */
    store(set: readonly SetCookie[]): void {
      for (const cookie of set) {
        const gone =
          (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
          (cookie.expires !== undefined && cookie.expires.getTime() <= now());
        if (gone) cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
        if (cookie.httpOnly) hidden.add(cookie.name);
        else hidden.delete(cookie.name);
      }
    },
    /** A `document.cookie = line` of the page itself: kept like the platform's (max-age=0 deletes). */
    write(line: string): void {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const maxAge = attributes
        .map((attribute) => /^\s*max-age=(-?\d+)\s*$/i.exec(attribute)?.[1])
        .find((value) => value !== undefined);
      if (!name || at < 0) return;
      const value = pair.slice(at + 1).trim();
      this.store([{ name, value, ...(maxAge !== undefined ? { maxAge: Number(maxAge) } : {}) }]);
      if (!value) cookies.delete(name);
    },
    /** What the page's `document.cookie` shows of them: all but the HttpOnly ones. */
    readable(): string {
      return [...cookies]
        .filter(([name]) => !hidden.has(name))
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    },
  };
}

/** A route test's browser cookie store. */
export type CookieJar = ReturnType<typeof createCookieJar>;
