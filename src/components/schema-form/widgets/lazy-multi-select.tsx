import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

const MultiSelectWidget = lazy(() =>
  import('./multi-select-widget').then((m) => ({ default: m.MultiSelectWidget })),
);

/**
 * The multi-select loads when a form has one (no sample variant does): until then its place
 * holds a disabled control with the field's id, so labels and the layout do not jump.
 */
export function LazyMultiSelectWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<input id={props.id} className="form-control" disabled aria-busy="true" />}>
      <MultiSelectWidget {...props} />
    </Suspense>
  );
}
