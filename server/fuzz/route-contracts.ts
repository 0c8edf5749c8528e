import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { API_SCHEMA_BASE, apiSchemas, type RouteEntry } from '../contract.ts';

export type Schema = Record<string, unknown>;
export type Part = 'query' | 'params' | 'body';

/** A route's entry in schemas/api/routes/index.json: definitions as `<file>.json#/$defs/<name>`. */
export interface RouteContract {
  readonly query?: string;
  readonly params?: string;
  readonly body?: string;
  /** `form`: the body comes as application/x-www-form-urlencoded (a page's form post), not JSON. */
  readonly bodyType?: 'form';
  /** The route's refusals are HTML pages for a person (a form shown again with its error). */
  readonly refusalPage?: boolean;
  /** Definitions (any one matches), or a media type, `redirect` or `empty` for other answers. */
  readonly response: string | readonly string[];
}

const INDEX = join(import.meta.dirname, '../../schemas/api/routes/index.json');
const FASTIFY_PART: Record<Part, 'querystring' | 'params' | 'body'> = {
  query: 'querystring',
  params: 'params',
  body: 'body',
};

/** Every route the contract knows, by `METHOD /path`. */
export const routeContracts = (): Record<string, RouteContract> =>
  (JSON.parse(readFileSync(INDEX, 'utf8')) as { routes: Record<string, RouteContract> }).routes;

/** `METHOD /path` of a route; HEAD answers by its GET's contract. */
export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) =>
  `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;

const documents = new Map(
  [
    ...apiSchemas(),
    JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../schemas/registration-field.schema.json'),
        'utf8',
      ),
    ) as Schema,
  ].map((schema) => [String(schema.$id), schema]),
);

/** A `$ref` resolved against the document it appears in: the schema and its own document's id. */
export function resolveRef(ref: string, base = API_SCHEMA_BASE): { schema: Schema; base: string } {
  const url = new URL(ref, base);
  const id = url.href.replace(/#.*$/, '');
  let node: unknown = documents.get(id);
  for (const key of decodeURIComponent(url.hash.replace(/^#\/?/, '')).split('/').filter(Boolean))
    node = (node as Schema | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (!node || typeof node !== 'object') throw new Error(`the contract has no ${url.href}`);
  return { schema: node as Schema, base: id };
}

const isDefinition = (response: string) => response.includes('#/$defs/');

/** The definitions of a route's successful answer (none for media types, redirects, no body). */
export const responseDefinitions = (contract: RouteContract) =>
  [contract.response].flat().filter(isDefinition);

/**
 * What is wrong between a live route and the contract: no entry, a definition that does not
 * exist, or a part the route validates by another schema than its entry names (or inline).
 */
export function contractProblems(route: RouteEntry, contract: RouteContract | undefined): string[] {
  if (!contract) return [`${routeKey(route)} has no entry in schemas/api/routes/index.json`];
  const problems: string[] = [];
  const named = [contract.query, contract.params, contract.body, ...responseDefinitions(contract)];
  for (const ref of named.filter((r): r is string => r !== undefined)) {
    try {
      resolveRef(ref);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  for (const [part, fastifyPart] of Object.entries(FASTIFY_PART) as [Part, string][]) {
    const own = (route.schema as Record<string, Schema | undefined> | undefined)?.[fastifyPart];
    if (!own) continue;
    const expected = contract[part] && new URL(contract[part], API_SCHEMA_BASE).href;
    if (own.$ref !== expected || Object.keys(own).length !== 1)
      problems.push(
        `${routeKey(route)} validates its ${part} by ${JSON.stringify(own)}, not by its entry's ${contract[part] ?? '(none)'}`,
      );
  }
  return problems;
}
