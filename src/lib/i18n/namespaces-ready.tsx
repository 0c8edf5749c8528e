import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// i18n runs with useSuspense off (a page's loader has already loaded its namespaces); pieces that
// open without a loader (popups by URL hash, modals) ask for suspense here, one place.
const SUSPEND = { useSuspense: true } as const;

function Gate({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  useTranslation([...namespaces], SUSPEND);
  return children;
}

/**
 * Renders its children only once every namespace they declare is loaded (a slow or late
 * dictionary never shows raw keys); `fallback` meanwhile.
 */
export function NamespacesReady({
  namespaces,
  fallback = null,
  children,
}: {
  namespaces: readonly string[];
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Gate namespaces={namespaces}>{children}</Gate>
    </Suspense>
  );
}
