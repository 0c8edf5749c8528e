/** True when a site path (after /{lng}) is listed in globalConfig.redirect_404 (`*` = prefix). */
export function isRedirected404(path: string, patterns: readonly string[]): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return patterns.some((pattern) =>
    pattern.endsWith('*') ? normalised.startsWith(pattern.slice(0, -1)) : normalised === pattern.replace(/\/+$/, ''),
  );
}

const LANGUAGE = /^[a-z]{2}$/;

/** Splits `/en/information/about` into the language and the rest (`/information/about`). */
export function splitLanguage(pathname: string): { language?: string; rest: string } {
  const [, first = '', ...more] = pathname.split('/');
  if (LANGUAGE.test(first)) return { language: first, rest: `/${more.join('/')}` };
  return { rest: pathname || '/' };
}
