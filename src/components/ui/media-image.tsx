import { type ImgHTMLAttributes, useState } from 'react';

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
  return (
    <img
      {...rest}
      src={broken ? PLACEHOLDER_PIXEL : src}
      alt={alt}
      data-media-failed={broken || undefined}
      onError={() => {
        if (broken) return;
        logger.warn(`media failed to load: ${src}`);
        setFailed(src);
      }}
    />
  );
}
