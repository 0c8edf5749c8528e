const SECTION = /^[A-Za-z0-9_-]{1,64}$/;

/** The footer-questions section of an app path: its first segment after the language, 'main' for home (and anything unusable). */
export function footerSectionOf(pathname: string): string {
  const [, section] = pathname.split('/').filter(Boolean);
  return section && SECTION.test(section) ? section : 'main';
}
