import { useEffect } from 'react';

/** Sets the page title as `title — site` while the page is shown. */
export function useDocumentTitle(title: string, site: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${site}` : site;
  }, [title, site]);
}
