/** Shown while the first settings and dictionaries load: no text yet, since there is no language. */
export function LoadingScreen() {
  return <div className="loading-screen" aria-busy="true" />;
}
