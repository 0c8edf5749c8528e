/** Stroke icons (24×24) by the names settings use for menu items; a circle is two arcs. */
const PATHS: Readonly<Record<string, string>> = {
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  rules: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  support: 'M4 4h16v12H9l-5 4zM8 9h8M8 12h5',
  account: 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 21c0-4 3.6-7 8-7s8 3 8 7',
  sports:
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 12l-5-2M3 12l5-2',
  casino:
    'M4 7a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3zM9 9h.01M15 15h.01M12 12h.01',
  bets: 'M4 6h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zM10 6v12',
  promo: 'M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9C10 5 6 5 6 7.5S12 9 12 9s6 0 6-1.5S14 5 12 9',
  live: 'M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0M6.3 6.3a8 8 0 0 0 0 11.4M17.7 6.3a8 8 0 0 1 0 11.4M3.5 3.5a12 12 0 0 0 0 17M20.5 3.5a12 12 0 0 1 0 17',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevron: 'M6 9l6 6 6-6',
  deposit: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 8v8M8 12h8',
};

/** The icon for a settings icon name, or nothing for a name without one; decorative (the text names it). */
export function ShellIcon({ name }: { readonly name: string | undefined }) {
  const d = name ? PATHS[name] : undefined;
  if (!d) return null;
  return (
    <svg
      className="shell-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
