import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

import { usePageContext } from '@/lib/page-context';

import { type ConsentLevel, type ConsentStore, createConsentStore } from './consent-store';

const ConsentContext = createContext<ConsentStore | null>(null);

interface BannerControl {
  readonly required: boolean;
  readonly reopened: boolean;
  readonly reopen: (trigger?: HTMLElement | null) => void;
  readonly settle: (level: ConsentLevel) => void;
}
const BannerContext = createContext<BannerControl | null>(null);

/** One consent store for the page; `required` is the variant's booleanConfig.has_cookie_consent. */
export function ConsentProvider({
  required,
  children,
}: {
  readonly required: boolean;
  readonly children: ReactNode;
}) {
  // The page's cookies: the browser's, or the request's when the platform renders the page.
  const { cookies } = usePageContext();
  const store = useMemo(
    () => createConsentStore({ required, ...(cookies ? { doc: cookies } : {}) }),
    [required, cookies],
  );
  const [reopened, setReopened] = useState(false);
  // Where focus goes back once a reopened banner is answered (the footer's "Cookie settings").
  const trigger = useRef<HTMLElement | null>(null);
  const reopen = useCallback((from?: HTMLElement | null) => {
    trigger.current = from ?? null;
    setReopened(true);
  }, []);
  const settle = useCallback(
    (level: ConsentLevel) => {
      store.choose(level);
      setReopened(false);
      trigger.current?.focus();
      trigger.current = null;
    },
    [store],
  );
  const banner = useMemo(
    () => ({ required, reopened, reopen, settle }),
    [required, reopened, reopen, settle],
  );
  return (
    <ConsentContext.Provider value={store}>
      <BannerContext.Provider value={banner}>{children}</BannerContext.Provider>
    </ConsentContext.Provider>
  );
}

/** The page's consent store (for effects that must wait: analytics, marketing counters). */
export function useConsentStore(): ConsentStore {
  const store = useContext(ConsentContext);
  if (!store) throw new Error('useConsentStore: used outside <ConsentProvider>');
  return store;
}

/** The player's current choice (undefined until they choose), re-rendering when it changes. */
export function useConsentLevel() {
  const store = useConsentStore();
  return useSyncExternalStore(store.subscribe, store.level, store.level);
}

const noSubscription = () => () => undefined;
const noLevel = () => undefined;
const outside: BannerControl = {
  required: false,
  reopened: false,
  reopen: () => undefined,
  settle: () => undefined,
};

/**
 * The consent banner's state: shown while a variant that asks has no answer, or when the player
 * reopens it (footer "Cookie settings"); `choose` records the answer and closes it. Outside a
 * ConsentProvider (a shell rendered on its own) nothing is asked.
 */
export function useConsentBanner() {
  const store = useContext(ConsentContext);
  const { required, reopened, reopen, settle } = useContext(BannerContext) ?? outside;
  const level = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.level ?? noLevel,
    store?.level ?? noLevel,
  );
  return {
    required,
    open: required && (level === undefined || reopened),
    level,
    reopen,
    choose: settle,
  } as const;
}
