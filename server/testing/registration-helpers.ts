import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Solves a puzzle captcha the way a player would, reading the gap from the database. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const { id } = (await app.inject({ method: 'POST', url: '/puzzle-api/challenge' })).json<{
    id: string;
  }>();
  const [row] = await app.db.query<{ answer: number }>(
    'SELECT answer FROM captcha_challenges WHERE id = $1',
    [id],
  );
  const res = await app.inject({
    method: 'POST',
    url: '/puzzle-api/verify',
    payload: { id, x: row?.answer },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

/** The newest code sent to a phone, read from the dev outbox like a demo or e2e test would. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/__dev/outbox?to=${encodeURIComponent(phone)}`,
  });
  const [message] = res.json<{ data: { body: string }[] }>().data;
  const code = /\b(\d{4,8})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** send-code (behind a solved captcha, which the send spends) + check-code: the proof token to send as fields.phone_confirmation. */
export async function confirmPhone(
  app: FastifyInstance,
  phone: string,
  host = 'localhost:8080',
): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/sms-auth/send-code',
    headers: { host, 'x-captcha-token': await solveCaptcha(app) },
    payload: { phone },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const checked = await app.inject({
    method: 'POST',
    url: '/sms-auth/check-code',
    headers: { host },
    payload: { phone, code: await lastCode(app, phone) },
  });
  expect(checked.statusCode, checked.body).toBe(200);
  return checked.json<{ data: { token: string } }>().data.token;
}
