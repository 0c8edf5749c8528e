import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The service token a session cookie gets from GET /web-api/api/mobile/v1/token/. */
export async function serviceTokenOf(
  app: FastifyInstance,
  cookie: string,
  host = 'localhost:8080',
): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/web-api/api/mobile/v1/token/',
    headers: { cookie, host },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { attributes: { userToken: string } } }>().data.attributes.userToken;
}
