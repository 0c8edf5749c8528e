import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';

import {
  type CrossFrameChannel,
  startCrossFrameChannel,
} from '@/lib/cross-frame/cross-frame-channel';
import { hostChromeStore } from '@/lib/cross-frame/host-chrome-store';

import { sameSitePath } from '../same-site-path';

const noSubscribe = () => () => undefined;

/** <html> data attributes the site's CSS reads while a microfrontend is hosted. */
const rootFlags = [
  'headerHidden',
  'bottomNavigationHidden',
  'microfrontendModalOpen',
  'overlayTheme',
] as const;

/**
 * Runs the cross-frame channel as host for an iframe and makes the site follow it: the host's route
 * path goes to the frame (again on every route change), a same-site path the frame sets is navigated
 * to, header/bottom-navigation/modal/theme become <html> data attributes and a modal open makes the
 * page inert. `frameRef` goes on the iframe: the channel listens from the moment it is attached.
 * Everything reverts when the page is left.
 */
export function useHostChannel(
  allowedOrigins: readonly string[],
  routePath: string,
  language: string,
) {
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

  const view = useSyncExternalStore(
    channel?.subscribe ?? noSubscribe,
    () => channel?.get() ?? null,
  );
  const shared = view?.shared;

  useEffect(() => channel?.set('routePath', routePath), [channel, routePath]);

  // The frame asks the host to go elsewhere: only a path of this site in this language is followed.
  const navigate = useNavigate();
  const wanted = shared?.routePath;
  useEffect(() => {
    if (wanted === undefined || wanted === routePath) return;
    const path = sameSitePath(wanted, language, window.location.origin);
    if (path && path !== routePath) void navigate(path);
  }, [wanted, routePath, language, navigate]);

  // One string per flag (JSON keeps a theme name with spaces whole): the effect reruns on a change.
  const flagsKey = JSON.stringify(rootFlags.map((key) => (shared ? shared[key] : false)));
  useEffect(() => {
    const root = document.documentElement;
    const values = JSON.parse(flagsKey) as (boolean | string)[];
    rootFlags.forEach((key, index) => {
      const value = values[index];
      // Booleans are written only when true, so a selector needs no negation.
      if (value === true) root.dataset[key] = 'true';
      else if (typeof value === 'string' && value) root.dataset[key] = value;
      else delete root.dataset[key];
    });
    return () => {
      for (const key of rootFlags) delete root.dataset[key];
    };
  }, [flagsKey]);

  const modalOpen = shared?.microfrontendModalOpen ?? false;
  useEffect(() => {
    hostChromeStore.set({ pageInert: modalOpen });
    return () => hostChromeStore.reset();
  }, [modalOpen]);

  return { channel, view, frameRef };
}
