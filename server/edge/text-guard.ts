import type { FastifyInstance } from 'fastify';

import { badRequest, fieldError } from '../errors.ts';

/** NUL, or a UTF-16 surrogate without its other half: text no database column can hold. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** Objects and arrays nested deeper than this are refused before any code walks them. */
export const MAX_DEPTH = 32;

const escapeKey = (key: string) =>
  key.replace(UNSTORABLE_ALL, '\ufffd').replace(/~/g, '~0').replace(/\//g, '~1');

export interface Hostile {
  /** JSON Pointer of the offending value (a key's own pointer when the key is at fault). */
  readonly pointer: string;
  readonly message: string;
}

/**
 * The first string (value or key) holding NUL or a lone surrogate, or the first container nested
 * deeper than MAX_DEPTH. Iterative: a hostile body's depth cannot exhaust the stack here.
 */
export function findHostile(value: unknown): Hostile | undefined {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length > 0) {
    const [node, pointer, depth] = stack.pop()!;
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node))
        return { pointer, message: 'must not contain NUL or unpaired surrogate characters' };
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    if (depth >= MAX_DEPTH)
      return { pointer, message: `must not be nested deeper than ${MAX_DEPTH} levels` };
    const entries = Array.isArray(node)
      ? node.map((item, i) => [String(i), item] as const)
      : Object.entries(node);
    for (const [key, item] of entries.reverse()) {
      const child = `${pointer}/${escapeKey(key)}`;
      if (UNSTORABLE.test(key))
        return { pointer: child, message: 'name must not contain NUL or unpaired surrogates' };
      stack.push([item, child, depth + 1]);
    }
  }
  return undefined;
}

const PARTS = [
  ['params', 'path'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

/**
 * Refuses, before validation and before any route code, path parameters, query and body that
 * hold text no column can store (PostgreSQL refuses NUL and lone surrogates with an error) or
 * absurd nesting: a 400 naming the field, like every malformed request.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const [part, name] of PARTS) {
      const found = findHostile(request[part]);
      if (found) return reply.code(400).send(badRequest([fieldError(name, found)]));
    }
    return undefined;
  });
}
