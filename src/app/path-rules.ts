/** True when a site path (after /{lng}) is listed in globalConfig.redirect_404 (`*` = prefix). */
export function isRedirected404(path: string, patterns: readonly string[]): boolean {
  const normalise = (p: string) => p.replace(/(.)\/+$/, '$1');
  const target = normalise(path);
  return patterns.some((pattern) =>
    pattern.endsWith('*') ? target.startsWith(pattern.slice(0, -1)) : target === normalise(pattern),
  );
}

const LANGUAGE = /^[a-z]{2}$/;

/** Splits `/en/information/about` into the language and the rest (`/information/about`). */
export function splitLanguage(pathname: string): { language?: string; rest: string } {
  const [, first = '', ...more] = pathname.split('/');
  if (LANGUAGE.test(first)) return { language: first, rest: `/${more.join('/')}` };
  return { rest: pathname || '/' };
}
