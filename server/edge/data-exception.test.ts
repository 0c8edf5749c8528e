import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

/** Values the contract of a future route might let through to the database (SQLSTATE class 22). */
const REFUSED: [string, string, unknown][] = [
  ['out of range for integer (22003)', 'SELECT $1::int', '2147483648'],
  ['not an integer (22P02)', 'SELECT $1::bigint', '1e+308'],
  ['not a uuid (22P02)', 'SELECT $1::uuid', '-'.repeat(36)],
  ['NUL in text (22021)', 'SELECT $1::text', 'a\u0000b'],
  ['NUL escape in JSON (22P05)', 'SELECT $1::jsonb', '{"a":"\\u0000"}'],
];

describe.each(testDbKinds())(
  'a value the database refuses is a 400, never a 500, on %s',
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestServer({ distDir: '/nonexistent' }, kind);
      // A route with no contract at all, standing for whatever bound a later route forgets.
      // The values are the route's own: the edge guard never sees them.
      app.post<{ Body: { index: number } }>('/test/store', async (request) => {
        const [, sql, value] = REFUSED[request.body.index] ?? [
          '',
          'SELECT 1 FROM no_such_table',
          0,
        ];
        await app.db.query(sql, [value]);
        return { success: true };
      });
    });
    afterAll(() => app.close());

    it.each(REFUSED.map(([name], index) => [name, index] as const))('%s', async (_name, index) => {
      const res = await app.inject({ method: 'POST', url: '/test/store', payload: { index } });
      expect(res.statusCode, res.body).toBe(400);
      expectContract('common', 'errorResponse', res.json());
      expect(res.json()).toMatchObject({ success: false, message: 'error_bad_request' });
    });

    it('still answers 500 for a fault that is not the input', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/test/store',
        payload: { index: -1 },
      });
      expect(res.statusCode).toBe(500);
    });
  },
);
