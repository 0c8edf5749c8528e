import type { InspectionEvent, Observer } from 'xstate';

type Inspector = ((event: InspectionEvent) => void) | Observer<InspectionEvent>;

// Browser-only: the QA recorder and the inspector add themselves at the page's start-up.
const inspectors = new Set<Inspector>();

const deliver = (event: InspectionEvent) => {
  for (const inspector of inspectors) {
    if (typeof inspector === 'function') inspector(event);
    else inspector.next?.(event);
  }
};

/** Adds an inspector (the QA recorder, a development inspector) for the flow actors created after it. */
export function addInspector(inspector: Inspector): () => void {
  inspectors.add(inspector);
  return () => inspectors.delete(inspector);
}

/** The `inspect` option for a new flow actor: none when nobody inspects (no cost for players). */
export const flowInspect = (): ((event: InspectionEvent) => void) | undefined =>
  inspectors.size > 0 ? deliver : undefined;
