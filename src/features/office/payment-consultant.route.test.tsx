import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { bearerOf, cookieOf, signInCall } from '../../../server/testing/sign-in-helpers.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

type Server = Awaited<ReturnType<typeof buildTestServer>>;

/** The demo player asks for a withdrawal of 600 ₸ (by card), as the office's withdrawal page would. */
async function withdrawal(server: Server): Promise<string> {
  const signedIn = await signInCall(server, {
    type: 'email',
    login: DEMO_PLAYER.email,
    password: DEMO_PLAYER.password,
  });
  const headers = {
    host: 'localhost:8080',
    'x-auth': `Bearer ${await bearerOf(server, cookieOf(signedIn))}`,
  };
  const res = await server.inject({
    method: 'POST',
    url: '/web-api/officeapi/deduce',
    headers,
    payload: { method: 'card', amount: '600', request_key: 'consultant-route-test-w' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.json<{ data: { id: number } }>().data.id);
}

const heading2 = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const next = () => app!.user.click(screen.getByRole('button', { name: 'Next' }));

describe('the payment consultant', () => {
  it('fills out a request step by step, sends it once, and carries on the conversation', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const withdrawalId = await withdrawal(server);
    app = await renderApp('/en/office/payment_consultant', { server, signedInAs: DEMO_PLAYER });
    const { user } = app;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment consultant' }),
    ).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Personal office' });
    expect(within(menu).getByRole('link', { name: 'Payment consultant' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText(/You have no requests yet/)).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'New request' }));
    const first = await heading2('What is your question about?');
    await waitFor(() => expect(first).toHaveFocus());
    await waitFor(() => expect(app!.router.state.location.search).toBe('?new'));
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    const topics = await screen.findByRole('group', { name: 'What is your question about?' });
    expect(
      within(topics)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'A deposit has not arrived',
      'A withdrawal is delayed',
      'The amount is wrong',
      'Something else',
    ]);
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a topic.');
    await user.click(screen.getByRole('radio', { name: 'A withdrawal is delayed' }));
    await next();

    // Step 2: the player's withdrawals; this topic needs one.
    expect(await heading2('Which payments is it about?')).toBeVisible();
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    const payment = screen.getByRole('checkbox', { name: /Withdrawal · Bank card · 600\.00 ₸/ });
    expect(payment).not.toBeChecked();
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose at least one payment for this topic.',
    );
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    await user.click(payment);
    await next();

    // Step 3: what happened (required).
    const details = await screen.findByRole('textbox', { name: 'Describe what happened' });
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('Describe what happened.');
    await user.type(details, 'I asked for 600 two days ago.');
    await next();
    expect(await heading2('Check and send')).toBeVisible();

    // Back keeps what was chosen, step by step.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Describe what happened' })).toHaveValue(
      'I asked for 600 two days ago.',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('checkbox', { name: /600\.00 ₸/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'A withdrawal is delayed' })).toBeChecked();
    await next();
    expect(await screen.findByRole('checkbox', { name: /600\.00 ₸/ })).toBeChecked();
    await next();
    await next();

    // Review, then a double click on Send: one request.
    expect(await heading2('Check and send')).toBeVisible();
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    expect(screen.getByText('A withdrawal is delayed')).toBeVisible();
    await user.dblClick(screen.getByRole('button', { name: 'Send request' }));

    const title = await heading2(/^Request No\. \d+$/);
    const requestId = Number(/\d+/.exec(title.textContent ?? '')![0]);
    await waitFor(() => expect(app!.router.state.location.search).toBe(`?request=${requestId}`));
    const [{ n }] = (await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM consultant_requests',
    )) as [{ n: number }];
    expect(n).toBe(1);
    expect(screen.getByText('Open')).toBeVisible();
    const payments = screen.getByRole('table', { name: 'Payments in this request' });
    expect(within(payments).getByText(withdrawalId)).toBeVisible();
    expect(within(payments).getByText('600.00 ₸')).toBeVisible();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByRole('article', { name: /^You, / })).toHaveTextContent(
      'I asked for 600 two days ago.',
    );

    // The consultant answers; the player opens the request again and sees it.
    const answer = await server.inject({
      method: 'POST',
      url: '/__dev/consultant/answer',
      headers: { host: 'localhost:8080' },
      payload: { request_id: requestId, body: 'It is on its way: expect it today.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await user.click(screen.getByRole('link', { name: 'All requests' }));
    const list = await screen.findByRole('table', {
      name: 'Your requests to the payment consultant, latest first',
    });
    const row = within(list).getAllByRole('row')[1]!;
    expect(within(row).getByText('A withdrawal is delayed')).toBeVisible();
    expect(within(row).getByText('Answered')).toBeVisible();
    await user.click(within(row).getByRole('link', { name: `No. ${requestId}` }));
    const answered = await screen.findByRole('article', { name: /^Payment consultant, / });
    expect(answered).toHaveTextContent('It is on its way: expect it today.');

    // A reply: in the conversation, and the request is open again.
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply has been sent.')).toBeVisible();
    const messages = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole(
      'article',
    );
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringContaining('I asked for 600 two days ago.'),
      expect.stringContaining('It is on its way'),
      expect.stringContaining('Thank you!'),
    ]);
    expect(screen.getByText('Open')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  });

  it('a topic that needs no payment goes on without one', async () => {
    app = await renderApp('/en/office/payment_consultant?new', { signedInAs: DEMO_PLAYER });
    const { user } = app;
    await user.click(await screen.findByRole('radio', { name: 'Something else' }));
    await next();
    expect(
      await screen.findByText(
        'You have no payments this topic is about. You can go on without one.',
      ),
    ).toBeVisible();
    await next();
    await user.type(
      await screen.findByRole('textbox', { name: 'Describe what happened' }),
      'How long does a card withdrawal take?',
    );
    await next();
    expect(await screen.findByText('No payment chosen')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await heading2(/^Request No\. \d+$/)).toBeVisible();
    expect(screen.getByText('This request names no payment.')).toBeVisible();
  });
});

describe('where the variant does not offer the consultant', () => {
  it('has no menu entry, and the section is a 404', async () => {
    // The sample variant, offering the consultant in Great Britain only (the site is Kazakh).
    const configDir = mkdtempSync(join(tmpdir(), 'betframe-consultant-'));
    try {
      cpSync(join(import.meta.dirname, '../../../config-samples'), configDir, { recursive: true });
      const base = JSON.parse(readFileSync(join(configDir, 'base.json'), 'utf8')) as {
        officeConfig: object;
      };
      writeFileSync(
        join(configDir, 'base.json'),
        JSON.stringify({
          ...base,
          officeConfig: { ...base.officeConfig, payment_consultant_countries: ['GB'] },
        }),
      );
      app = await renderApp('/en/office/account', { configDir, signedInAs: DEMO_PLAYER });
      const menu = await screen.findByRole('navigation', { name: 'Personal office' });
      expect(within(menu).getByRole('link', { name: 'Payment history' })).toBeVisible();
      expect(within(menu).queryByRole('link', { name: 'Payment consultant' })).toBeNull();
      await app.router.navigate('/en/office/payment_consultant');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible();
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
  });

  it('the platform’s refusal for a player of another country is said in words', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    await server.db.query(
      `UPDATE players SET country_id = (SELECT id FROM countries WHERE alpha2 <> 'KZ' LIMIT 1)
       WHERE email = $1`,
      [DEMO_PLAYER.email],
    );
    app = await renderApp('/en/office/payment_consultant', { server, signedInAs: DEMO_PLAYER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment consultant is not available in your country.',
    );
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });
});
