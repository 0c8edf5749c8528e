import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { startCrossFrameChannel, type CrossFrameChannel } from '@/lib/cross-frame/cross-frame-channel';

const noSubscribe = () => () => undefined;

/**
 * Runs the cross-frame channel as host for an iframe, sends the host's route path and applies
 * `headerHidden` and `overlayTheme` to <html> (data attributes the site's CSS reads). `frameRef`
 * goes on the iframe: the channel listens from the moment the iframe is attached, before it loads.
 */
export function useHostChannel(allowedOrigins: readonly string[], routePath: string) {
  const [channel, setChannel] = useState<CrossFrameChannel | null>(null);
  const originsKey = allowedOrigins.join(' ');
  const frameRef = useCallback(
    (iframe: HTMLIFrameElement | null) => {
      if (!iframe) return;
      const started = startCrossFrameChannel({
        role: 'host',
        allowedOrigins: originsKey ? originsKey.split(' ') : [],
        self: window,
        peer: () => iframe.contentWindow,
      });
      setChannel(started);
      return () => {
        started.close();
        setChannel(null);
      };
    },
    [originsKey],
  );

  const view = useSyncExternalStore(channel?.subscribe ?? noSubscribe, () => channel?.get() ?? null);

  useEffect(() => channel?.set('routePath', routePath), [channel, routePath]);

  const headerHidden = view?.shared.headerHidden ?? false;
  const overlayTheme = view?.shared.overlayTheme;
  useEffect(() => {
    const root = document.documentElement;
    if (headerHidden) root.dataset.headerHidden = 'true';
    else delete root.dataset.headerHidden;
    if (overlayTheme) root.dataset.overlayTheme = overlayTheme;
    return () => {
      delete root.dataset.headerHidden;
      delete root.dataset.overlayTheme;
    };
  }, [headerHidden, overlayTheme]);

  return { channel, view, frameRef };
}
