/**
 * Stands in for fast-uri inside @rjsf/utils (vite.config.ts, build only): rjsf resolves `$ref`
 * and compares `$id` with it, and the schemas our field adapter builds have neither. The
 * WHATWG URL parser does the same job for the references a schema could carry, in no bytes.
 */
const BASE = 'betframe-schema:/';

function resolve(base: string | undefined, ref: string): string {
  if (!base) return ref;
  try {
    return new URL(ref, new URL(base, BASE)).href.replace(BASE, '');
  } catch {
    return ref;
  }
}

function normalise(uri: string): string {
  try {
    return new URL(uri, BASE).href.replace(BASE, '');
  } catch {
    return uri;
  }
}

const equal = (a: string, b: string) => normalise(a) === normalise(b);

export default { resolve, equal };
