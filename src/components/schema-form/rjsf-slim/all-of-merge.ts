/**
 * Stands in for @x0k/json-schema-merge inside @rjsf/utils (vite.config.ts, build only): rjsf
 * merges `allOf` with it, and the schemas our field adapter builds never have `allOf`. Should one
 * appear, merging fails loudly; rjsf catches that, warns and drops the `allOf`.
 */
type Schema = Record<string, unknown>;

const unsupported = () => {
  throw new Error(
    'allOf is not supported by the Betframe form engine (field definitions never produce it)',
  );
};

export const createComparator = () => ({
  compareSchemaDefinitions: unsupported,
  compareSchemaValues: unsupported,
});
export const createMerger = (_options?: unknown) => ({
  mergeArrayOfSchemaDefinitions: unsupported,
});
export const createShallowAllOfMerge =
  (_merge?: unknown) =>
  (schema: Schema): Schema =>
    'allOf' in schema ? unsupported() : schema;
export const createDeduplicator = (_compare?: unknown) => unsupported;
export const createIntersector = (_compare?: unknown) => unsupported;
