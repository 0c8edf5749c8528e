/** A full-page visit to another site (a social provider, a bank): the one place the app leaves itself. */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
