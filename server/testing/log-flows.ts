import { expect } from 'vitest';

import { type LogVisitor, sessionCookie } from './log-visitor.ts';

const REGISTER = '/api/web/registration/v1/register';
const RESET = '/web-api/api/internal/v1/user/passwordreset';

const fromBase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/** A registration behind a solved captcha; the password the platform answers is a secret too. */
async function register(v: LogVisitor, type: string, fields: Record<string, unknown>) {
  const res = await v.send(
    'POST',
    REGISTER,
    { type, fields },
    { 'x-captcha-token': await v.captcha() },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { userId, password } = res.json<{
    data: { attributes: { userId: number; password: string } };
  }>().data.attributes;
  v.secret(password, fromBase64(password));
  return { userId, cookie: sessionCookie(res) };
}

/** The phone's registration code, confirmed: the proof token registration takes. */
export async function confirmPhone(v: LogVisitor, phone: string): Promise<string> {
  const sent = await v.send(
    'POST',
    '/sms-auth/send-code',
    { phone },
    {
      'x-captcha-token': await v.captcha(),
    },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await v.lastCode(phone);
  const checked = await v.send('POST', '/sms-auth/check-code', { phone, code });
  expect(checked.statusCode, checked.body).toBe(200);
  const token = checked.json<{ data: { token: string } }>().data.token;
  v.secret(token);
  return token;
}

/** A person the flows register: every value is distinctive, so a hit in the log is theirs. */
export function person(tag: string, n: number) {
  const p = {
    email: `zhanar.${tag}${n}@example.com`,
    phone: `+7 705 ${n}${tag === 'pglite' ? 1 : 2}4${String(n).padStart(4, '0')}`,
    name: `Zhanargul${tag}`,
    surname: `Qwertova${'abcdefgh'[n] ?? ''}`,
    birthday: `1987-03-${String(10 + n).padStart(2, '0')}`,
    password: `Sekret-${tag}-${n}x`,
  };
  return p;
}

/** Registration by e-mail (full form with a confirmed phone), by phone alone, and sign-ins. */
export async function registrationsAndSignIns(v: LogVisitor, tag: string) {
  const p = person(tag, 1);
  v.secret(...Object.values(p), `+${p.phone.replace(/\D/g, '')}`);
  const full = await register(v, 'full_reg', {
    country_id: 1,
    currency_id: 7,
    name: p.name,
    surname: p.surname,
    date_birthday: p.birthday,
    email: p.email,
    phone: p.phone,
    password: p.password,
    password_again: p.password,
    'agree-policy': true,
    phone_confirmation: await confirmPhone(v, p.phone),
  });
  const byPhone = person(tag, 2).phone;
  v.secret(byPhone, `+${byPhone.replace(/\D/g, '')}`);
  await register(v, 'phone_reg', {
    country_id: 1,
    currency_id: 7,
    phone: byPhone,
    'agree-policy': true,
    phone_confirmation: await confirmPhone(v, byPhone),
  });

  for (const [type, login] of [
    ['email', p.email],
    ['phone_number', p.phone],
  ] as const) {
    const res = await v.send('POST', '/user/auth', { type, login, password: p.password });
    expect(res.statusCode, res.body).toBe(200);
    await v.auth(sessionCookie(res));
  }
  await v.send('POST', '/sms-auth/send-code', { phone: p.phone, purpose: 'login' });
  const code = await v.lastCode(p.phone);
  const byCode = await v.send('POST', '/sms-auth/check-code', {
    phone: p.phone,
    code,
    purpose: 'login',
  });
  expect(byCode.statusCode, byCode.body).toBe(200);
  return { person: p, userId: full.userId, cookie: full.cookie };
}

/** The activation mail's link (followed as the browser does) and its code. */
export async function activations(v: LogVisitor, tag: string) {
  for (const n of [3, 4]) {
    const { email, password } = person(tag, n);
    v.secret(email, password);
    const { userId, cookie } = await register(v, 'custom', {
      email,
      password,
      'agree-policy': true,
    });
    // The registration mailed the link; asking again within the minute is refused.
    const again = await v.send(
      'POST',
      '/web-api/user/sendActivationMail',
      {},
      await v.auth(cookie),
    );
    expect(again.statusCode, again.body).toBe(429);
    const mail = await v.lastMessage(email);
    const link = new URL(/https?:\/\/\S+/.exec(mail)?.[0] ?? 'http://x/');
    const token = link.searchParams.get('token') ?? '';
    const code = /\b(\d{6})\b/.exec(mail)?.[1] ?? '';
    v.secret(token, code);
    const res =
      n === 3
        ? (await v.navigate(`${link.pathname}${link.search}`),
          await v.send('POST', '/web-api/api/internal/v1/user/activate', {
            data: { attributes: { token, user_id: userId } },
          }))
        : await v.send('POST', '/web-api/api/internal/v1/user/activatefast', {
            data: { attributes: { code, user_id: userId } },
          });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Forgotten passwords, by e-mail and by phone. */
export async function passwordResets(v: LogVisitor, p: ReturnType<typeof person>, tag: string) {
  for (const [by, login, to] of [
    ['email', p.email, p.email],
    ['phone', p.phone, `+${p.phone.replace(/\D/g, '')}`],
  ] as const) {
    await v.get(`${RESET}?by=${by}&login=${encodeURIComponent(login)}`);
    const code = await v.lastCode(to);
    const password = `Renewed-${tag}-${by}9`;
    v.secret(password);
    const res = await v.send('POST', RESET, {
      by,
      login,
      code,
      password,
      password_confirmation: password,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
