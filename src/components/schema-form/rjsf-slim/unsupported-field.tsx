import type { FieldProps } from '@rjsf/utils';

/**
 * Stands in for rjsf's layout-grid and anyOf/oneOf fields in the build (vite.config.ts): the
 * schemas our field adapter builds never have anyOf, oneOf or a layout grid. Should one appear,
 * the form says so instead of drawing something half-right.
 */
export default function UnsupportedField({ name }: FieldProps) {
  throw new Error(
    `field ${name}: anyOf, oneOf and layout grids are not supported by the Betframe form engine`,
  );
}
