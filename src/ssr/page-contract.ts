import type { Theme } from '@/lib/preferences/preference-keys';

import type { InlinePageData } from './inline-answers';

/** What the platform knows of a page request, for the server bundle's `renderPage`. */
export interface PageRequest {
  /** The page's whole address (scheme, host, path, query) as the player asked for it. */
  readonly url: string;
  /** The request's cookies, as the page's document would read them. */
  readonly cookie: string;
  /** The player's languages from Accept-Language, most wanted first. */
  readonly languages: readonly string[];
  /** The platform itself: every call the app makes is answered in-process for this player. */
  readonly fetch: typeof fetch;
}

/** What the page's `<html>` says and paints with, as the render saw it. */
export interface PageRoot {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** The player's theme (their cookie's) over the variant's. */
  readonly theme: Theme;
  /** The variant's tokens in that theme, as CSS (`src/lib/theme/theme-sheet.ts`). */
  readonly themeCss: string;
}

/** A page to send, or where to send the player instead. */
export type PageRender =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: number;
      /** The app's markup, for the page's root element. */
      readonly html: string;
      readonly data: InlinePageData;
      /** Absent when the render had no settings to take the variant's colours from. */
      readonly root?: PageRoot;
      /**
       * The lazily loaded modules the page's routes use, by their paths from the project root
       * (`/src/…`, the client build manifest's keys with a leading slash): their chunks are preloaded.
       */
      readonly modules?: readonly string[];
    };

/** What `vite build --ssr src/entry-server.tsx` exports, as the platform loads it. */
export interface ServerBundle {
  readonly renderPage: (request: PageRequest) => Promise<PageRender>;
}
