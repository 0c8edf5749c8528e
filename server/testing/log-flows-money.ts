import { expect } from 'vitest';

import { person } from './log-flows.ts';
import { HOST, type LogVisitor, sessionCookie } from './log-visitor.ts';

const REGISTER = '/api/web/registration/v1/register';
const CALLBACK = `http://${HOST}/en/social/callback`;

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
/** Where a redirect sends the browser, as a path on this site. */
const pathOf = (location: unknown) => {
  const url = new URL(String(location));
  return { url, path: `${url.pathname}${url.search}` };
};

/** The provider's consent page and approval, back to the site's callback, twice (register, then sign in). */
export async function socialSignIn(v: LogVisitor, tag: string) {
  const { name, email } = person(tag, 5);
  const password = `Provider-${tag}-pass-7`;
  v.secret(name, email, password);
  const roundTrip = async (n: number) => {
    const state = `st${n}-${tag}-9f3k2m`;
    v.secret(state);
    const common = { provider: 'google', redirect_uri: CALLBACK, state };
    await v.get(`/oauth/auth?${query({ ...common, lang: 'en' })}`);
    // The provider's sign-in page is a posted form: its account's e-mail and password, and a
    // name the first time (when the provider creates the account).
    const approved = await v.send(
      'POST',
      '/oauth/approve',
      query({ ...common, lang: 'en', email, password, name }),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(approved.statusCode, approved.body).toBe(303);
    const { url, path } = pathOf(approved.headers.location);
    await v.navigate(path);
    const code = url.searchParams.get('code') ?? '';
    v.secret(code);
    const res = await v.send('POST', '/socauth/auth', {
      provider: 'google',
      code,
      redirect_uri: CALLBACK,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const first = await roundTrip(1);
  const socialToken =
    first.json<{ registration?: { socialToken: string } }>().registration?.socialToken ?? '';
  v.secret(socialToken);
  const registered = await v.send(
    'POST',
    REGISTER,
    {
      type: 'soc_reg',
      fields: { country_id: 1, currency_id: 7, 'agree-policy': true, social_token: socialToken },
    },
    { 'x-captcha-token': await v.captcha() },
  );
  expect(registered.statusCode, registered.body).toBe(200);
  sessionCookie(await roundTrip(2));
}

/** A pay-and-play deposit at the bank, the way back, and the account it opens. */
export async function payAndPlay(v: LogVisitor, tag: string) {
  const { name, surname, birthday } = person(tag, 6);
  const payer = `${name} ${surname}`;
  v.secret(payer, surname, birthday);
  const state = `pp-${tag}-7d2h1q`;
  v.secret(state);
  const started = await v.send(
    'POST',
    '/api/web/registration/v1/pay-and-play/start',
    { amount: '75.5', currency_id: 7, state, lang: 'en' },
    { 'x-captcha-token': await v.captcha() },
  );
  expect(started.statusCode, started.body).toBe(200);
  const bank = new URL(started.json<{ data: { url: string } }>().data.url, `http://${HOST}`);
  const start = bank.searchParams.get('start') ?? '';
  v.secret(start);
  await v.navigate(`${bank.pathname}${bank.search}`);
  const paid = await v.get(
    `/bank-standin/confirm?${query({ start, bank: 'north', name: payer, birthday })}`,
  );
  expect(paid.statusCode, paid.body).toBe(302);
  const { url, path } = pathOf(paid.headers.location);
  const reference = url.searchParams.get('payment_reference') ?? '';
  v.secret(reference);
  await v.navigate(path);
  const res = await v.send('POST', REGISTER, {
    type: 'pay_and_play',
    fields: { country_id: 1, currency_id: 7, 'agree-policy': true, payment_reference: reference },
  });
  expect(res.statusCode, res.body).toBe(200);
  sessionCookie(res);
}
