import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
} from 'react';

/**
 * The pieces one platform render showed, by module path (entry-server.tsx gives each render its
 * own set): their chunks are preloaded with the page, and the browser loads them before it
 * hydrates, so its first render is the platform's.
 */
export const RenderedPiecesContext = createContext<Set<string> | undefined>(undefined);

/** Every piece's preload by its module path (filled as the modules defining pieces load). */
const PRELOADS = new Map<string, () => Promise<unknown>>();

/** A lazily loaded component that renders at once where its module is in already. */
export interface LazyPiece<P> {
  (props: P): ReactNode;
  /** Loads its module (once); what a pointer over the place that needs it may start early. */
  readonly preload: () => Promise<unknown>;
  /** Whether its module was asked for yet (a test's way to see a page did without it). */
  readonly requested: () => boolean;
}

/**
 * A thenable that calls back at once: React.lazy, which only calls `then`, renders without
 * suspending (a resolved Promise would call back a microtask later).
 */
const settled = <T,>(value: T): Promise<T> =>
  ({ then: (resolve?: (v: T) => unknown) => resolve?.(value) }) as unknown as Promise<T>;

/**
 * A component a page shows only sometimes (a long list's virtualiser, the Asian layout, a game's
 * page) out of the chunk every page of its route loads: `module` is its path from the project
 * root (`/src/…`, the client build manifest's key), `load` imports it. Where it is not loaded yet
 * the page shows `fallback` until it is; a platform render records it, so the page preloads its
 * chunk and hydrates with it in (preloadPieces). The tree is the same before and after the load
 * (one Suspense boundary), so nothing below it mounts twice.
 */
export function lazyPiece<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): LazyPiece<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() =>
    loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  PRELOADS.set(module, preload);
  function Piece(props: P) {
    useContext(RenderedPiecesContext)?.add(module);
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Piece, { preload, requested: () => loading !== undefined });
}

/** Loads the pieces a platform render showed (the page's data names them) before hydration. */
export async function preloadPieces(modules: readonly string[] = []): Promise<void> {
  await Promise.all(modules.flatMap((module) => PRELOADS.get(module)?.() ?? []));
}
