import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

import { logger } from '@/lib/logger';
import { PLACEHOLDER_PIXEL } from '@/lib/media/placeholder-pixel';

export { PLACEHOLDER_PIXEL };

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  readonly src: string;
  readonly alt: string;
};

/**
 * An <img> for settings-driven media: when the media fails to load it shows the placeholder pixel
 * instead of a broken-image icon and logs the failed URL once; the player is told nothing (spec §8).
 */
export function MediaImage({ src, alt, ...rest }: MediaImageProps) {
  // The URL that failed, not a flag: a new src gets its own chance to load.
  const [failed, setFailed] = useState<string>();
  const broken = failed === src;
  // The error event and the check below may both see the same failure before the state updates.
  const reported = useRef<string>(undefined);
  const fail = () => {
    if (broken || reported.current === src) return;
    reported.current = src;
    logger.warn(`media failed to load: ${src}`);
    setFailed(src);
  };
  // In a page the platform rendered, the browser may give up on the image before React is there
  // to hear its error event: a finished image that cannot be decoded has failed (an SVG without a
  // size has no natural width, so that alone says nothing).
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = image.current;
    if (!img?.complete || img.getAttribute('src') !== src) return;
    img.decode().catch(() => {
      if (img.isConnected && img.getAttribute('src') === src) fail();
    });
    // Once per address: the error handler hears later failures.
  }, [src]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <img
      {...rest}
      ref={image}
      src={broken ? PLACEHOLDER_PIXEL : src}
      alt={alt}
      data-media-failed={broken || undefined}
      onError={fail}
    />
  );
}
