/**
 * The path a microfrontend's route path names, when it is a path of this site in this language
 * (`/{lng}/…`, same origin once resolved); undefined for anything else, which the host ignores.
 */
export function sameSitePath(value: string, language: string, origin: string): string | undefined {
  // A backslash or control character can make a browser read the path as another host.
  const unsafe = [...value].some(
    (char) => char === '\\' || char.charCodeAt(0) < 0x20 || /\s/.test(char),
  );
  if (!value.startsWith(`/${language}/`) || unsafe) return undefined;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || !url.pathname.startsWith(`/${language}/`)) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
