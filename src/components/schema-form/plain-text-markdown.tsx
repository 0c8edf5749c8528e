import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx inside rjsf (vite.config.ts aliases it here): descriptions and
 * help from field definitions are text, never HTML or markdown, and the real parser would add
 * ~80 KB to the registration route for nothing.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <span>{children}</span>;
}
