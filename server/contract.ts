import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifySchema } from 'fastify';

const API_DIR = join(import.meta.dirname, '../schemas/api');
export const API_SCHEMA_BASE = 'https://betframe.dev/schemas/api/';

/** The contract: every request and response body schema in schemas/api/. */
export function apiSchemas(): Record<string, unknown>[] {
  return readdirSync(API_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(API_DIR, f), 'utf8')) as Record<string, unknown>);
}

/** `$ref` to a definition of the contract: `ref('catalogues', 'regionsQuery')`. */
export const ref = (file: string, def: string) => ({
  $ref: `${API_SCHEMA_BASE}${file}.json#/$defs/${def}`,
});

/** Schemas outside schemas/api that the contract refers to. */
const sharedSchemas = () =>
  ['registration-field.schema.json'].map(
    (f) => JSON.parse(readFileSync(join(API_DIR, '..', f), 'utf8')) as Record<string, unknown>,
  );

function newAjv(options: Options) {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    useDefaults: true,
    removeAdditional: false,
    ...options,
  });
  for (const schema of [...sharedSchemas(), ...apiSchemas()]) ajv.addSchema(schema);
  return ajv;
}

/** A route as Fastify registered it (one entry per method), with the schema it validates by. */
export interface RouteEntry {
  readonly method: string;
  readonly url: string;
  readonly schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far: what the fuzz suite holds against schemas/api/routes. */
    readonly routeTable: readonly RouteEntry[];
  }
}

/**
 * Fastify validates with our JSON Schemas (2020-12): query strings, path params and headers are
 * text, so they are coerced to the declared types; bodies are checked exactly as sent. Every route
 * is recorded as it is added (`app.routeTable`), so a test can hold each one to its contract.
 */
export function useContractValidation(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, schema: route.schema });
  });
  const coercing = newAjv({ coerceTypes: 'array' });
  const exact = newAjv({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? exact.compile(schema) : finiteOnly(coercing.compile(schema)),
  );
}

/** The first value of `data` (a JSON pointer to it) that is a number but not a finite one. */
function nonFinitePointer(data: unknown, at = ''): string | null {
  if (typeof data === 'number') return Number.isFinite(data) ? null : at;
  if (data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    const found = nonFinitePointer(value, `${at}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A coercing validator that refuses what text coerces to a number that is not finite. ajv turns
 * "-Infinity" or "1e400" in a query string into ±Infinity, and its strict number mode then skips
 * the coerced value's own checks (type, minimum, maximum): `?dateFrom=-Infinity` passed as an
 * integer. JSON bodies cannot hold one (1e400 parses to Infinity, which the exact validator's
 * strict type check refuses), so only text parts need this.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const pointer = nonFinitePointer(data);
    checked.errors =
      pointer === null
        ? null
        : [
            {
              instancePath: pointer,
              schemaPath: '#/type',
              keyword: 'type',
              params: { type: 'a finite number' },
              message: 'must be a finite number',
            },
          ];
    return pointer === null;
  }) as ValidateFunction;
  checked.schema = validate.schema;
  return checked;
}

let checker: ReturnType<typeof newAjv> | undefined;

/** Validates data against a contract definition; returns ajv's errors (empty when valid). */
export function contractErrors(file: string, def: string, data: unknown): ErrorObject[] {
  checker ??= newAjv({ coerceTypes: false, useDefaults: false });
  const validate = checker.getSchema(`${API_SCHEMA_BASE}${file}.json#/$defs/${def}`);
  if (!validate) throw new Error(`no contract definition ${file}#/$defs/${def}`);
  return validate(data) ? [] : [...(validate.errors ?? [])];
}
