import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { abVariant, getAbData, resetAbData, startAbData } from './ab-data';

const answer = (sid: string, variant: string) =>
  new Response(
    JSON.stringify({ success: true, data: { sid, tests: [{ name: 'home-hero', variant }] } }),
    { status: 200 },
  );

describe('A/B data', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    resetAbData();
  });

  it('posts w, u and state at once, then refreshes every 10 minutes sending the last sid as state', async () => {
    const doFetch = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer('s1', 'a'))
      .mockResolvedValueOnce(answer('s1', 'b'));
    const { stop, ready } = startAbData({ partner: 2, userId: () => '77', fetch: doFetch });
    await ready;
    expect(getAbData()?.sid).toBe('s1');
    expect(JSON.parse(doFetch.mock.calls[0]![1]!.body as string)).toEqual({
      w: 2,
      u: '77',
      state: '',
    });
    expect(abVariant('home-hero')).toBe('a');
    await vi.advanceTimersByTimeAsync(599_999);
    expect(doFetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(doFetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse(doFetch.mock.calls[1]![1]!.body as string)).toEqual({
      w: 2,
      u: '77',
      state: 's1',
    });
    await vi.waitFor(() => expect(abVariant('home-hero')).toBe('b'));
    stop();
  });

  it('keeps the last data when the server fails or answers nonsense, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const doFetch = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer('s1', 'a'))
      .mockResolvedValueOnce(new Response('{"data":{"sid":1}}', { status: 200 }))
      .mockRejectedValueOnce(new TypeError('offline'));
    const { stop, ready } = startAbData({ partner: 1, userId: () => '', fetch: doFetch });
    await ready;
    await vi.advanceTimersByTimeAsync(600_000);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(doFetch).toHaveBeenCalledTimes(3);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(getAbData()?.sid).toBe('s1');
    warn.mockRestore();
    stop();
  });
});
