import { describe, expect, it, vi } from 'vitest';

import {
  inlineAnswersFetch,
  type InlinePageData,
  pageDataHtml,
  readPageData,
  recordingFetch,
} from './inline-answers';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the answers a server render inlines', () => {
  it('records successful JSON answers only: GETs by path and query, POSTs with their body', async () => {
    const platform = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.includes('missing')) return json({ message: 'error_not_found' }, 404);
      if (url.includes('text')) return new Response('plain', { status: 200 });
      return json({ url, method: init?.method ?? 'GET' });
    });
    const { fetch, answers } = recordingFetch(platform);
    await fetch('/frontend-api/site-settings?lang=en');
    await fetch('http://cdn.example/genfiles/en/common.json');
    await fetch('/user/auth', { method: 'POST', body: '{}' });
    await fetch('/missing');
    await fetch('/text');
    expect(answers().map(({ url, method, sent }) => [url, method, sent])).toEqual([
      ['/frontend-api/site-settings?lang=en', undefined, undefined],
      ['/genfiles/en/common.json', undefined, undefined],
      ['/user/auth', 'POST', '{}'],
    ]);
    expect(JSON.parse(answers()[0]!.body)).toEqual({
      url: '/frontend-api/site-settings?lang=en',
      method: 'GET',
    });
  });

  it('answers each inlined GET once from the page, then asks the platform', async () => {
    const network = vi.fn(async () => json({ fresh: true }));
    const fetch = inlineAnswersFetch(
      [{ url: '/a?x=1', status: 200, type: 'application/json', body: '{"inlined":true}' }],
      network,
    );
    expect(await (await fetch('/a?x=1')).json()).toEqual({ inlined: true });
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetch('/a?x=1')).json()).toEqual({ fresh: true });
    // Another query, or a write to the same path, is not the inlined answer.
    await fetch('/a?x=2');
    await fetch('/a?x=1', { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('answers an inlined POST only to the same path and body', async () => {
    const network = vi.fn(async () => json({ fresh: true }));
    const inlined = { status: 200, type: 'application/json', body: '{"inlined":true}' };
    const fetch = inlineAnswersFetch(
      [{ url: '/registration', method: 'POST', sent: '{"isWidget":false}', ...inlined }],
      network,
    );
    await fetch('/registration', { method: 'POST', body: '{"isWidget":true}' });
    await fetch('/registration');
    expect(network).toHaveBeenCalledTimes(2);
    const same = await fetch('/registration', { method: 'POST', body: '{"isWidget":false}' });
    expect(await same.json()).toEqual({ inlined: true });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('writes a data block no text can break out of, and reads it back', () => {
    const data: InlinePageData = {
      answers: [
        {
          url: '/t',
          status: 200,
          type: 'application/json',
          body: '"</script><script>alert(1)</script>"',
        },
      ],
    };
    const html = pageDataHtml(data);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = html;
    expect(readPageData(document)).toEqual(data);
    document.body.innerHTML =
      '<script type="application/json" id="betframe-page-data">{broken</script>';
    expect(readPageData(document)).toBeUndefined();
    document.body.innerHTML = '';
    expect(readPageData(document)).toBeUndefined();
  });
});
