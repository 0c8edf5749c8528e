import { expect } from 'vitest';

import { contractErrors } from '../contract.ts';

/** Asserts a response body meets its contract definition (schemas/api/<file>.json#/$defs/<def>). */
export function expectContract(file: string, def: string, body: unknown): void {
  const errors = contractErrors(file, def, body).map(
    (e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`,
  );
  expect(errors, `${file}#/$defs/${def}`).toEqual([]);
}
