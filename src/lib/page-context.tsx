import { createContext, type ReactNode, useContext } from 'react';

import type { CookieDocument } from './cookie-document';

/** What a render knows of the page beyond the route: where it was asked for, and its cookies. */
export interface PageContextValue {
  /** The page's origin (`https://host:port`): the browser's, or the request's on the platform. */
  readonly origin: string;
  /** Where cookies are read and written: the page's document, or the request's cookies on the platform. */
  readonly cookies: CookieDocument | undefined;
}

const PageContext = createContext<PageContextValue | undefined>(undefined);

/** Provides the page context; the platform's renders give the request's, the browser its own. */
export function PageProvider({
  page,
  children,
}: {
  readonly page: PageContextValue;
  readonly children: ReactNode;
}) {
  return <PageContext.Provider value={page}>{children}</PageContext.Provider>;
}

const browserPage = (): PageContextValue => ({
  origin: globalThis.location?.origin ?? 'http://localhost',
  cookies: globalThis.document,
});

/** The page's context (the browser's own outside a provider). */
export const usePageContext = (): PageContextValue => useContext(PageContext) ?? browserPage();

/** The page's host (`host:port`), as the platform keys per-site data by. */
export const usePageHost = (): string => new URL(usePageContext().origin).host;
