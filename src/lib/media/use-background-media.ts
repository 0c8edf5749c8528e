import { useEffect, useState } from 'react';

import { logger } from '../logger';

/**
 * CSS background media, preloaded: the URL once the image has loaded, undefined before and after a
 * failure (logged once, naming the URL) — a page drops a background it cannot show (spec §8).
 */
export function useBackgroundMedia(url: string | undefined): string | undefined {
  const [loaded, setLoaded] = useState<string>();
  useEffect(() => {
    if (!url) return;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current) setLoaded(url);
    };
    image.onerror = () => {
      if (current) logger.warn(`media failed to load: ${url}`);
    };
    image.src = url;
    return () => {
      current = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [url]);
  return url && loaded === url ? url : undefined;
}
