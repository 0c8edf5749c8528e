/**
 * Shown while the first settings, dictionaries and page data load: the frame's shape — header,
 * the main column with a title and a few lines, footer — at the real frame's sizes, so nothing
 * jumps when the page arrives. No text: the language is not known yet. index.html carries the
 * same markup, so it shows before the script too (a test keeps the two equal).
 */
export function LoadingScreen() {
  return (
    <div className="app loading-screen" aria-busy="true">
      <div className="loading-screen__header" />
      <main className="loading-screen__main">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--block" />
      </main>
      <div className="loading-screen__footer" />
    </div>
  );
}
