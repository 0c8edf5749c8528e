import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createConsentStore } from '@/lib/consent/consent-store';

import { EVENT_CODES } from './event-codes';
import { startAnalytics } from './start-analytics';
import { identify, track } from './track';

interface Sent {
  w: number;
  u: string;
  sw: number;
  ev: { code: number; params: Record<string, unknown> }[];
  sids: string[];
}

function setup({ required, cookie = '' }: { required: boolean; cookie?: string }) {
  const doc = { cookie };
  const consent = createConsentStore({ required, doc });
  const bodies: Sent[] = [];
  const doFetch = vi.fn<typeof fetch>(async (url, init) => {
    if ((url instanceof Request ? url.url : url.toString()).endsWith('/ab.json'))
      return new Response(JSON.stringify({ data: { sid: 'ab1', tests: [] } }));
    bodies.push(JSON.parse(init!.body as string) as Sent);
    return new Response(JSON.stringify({ success: true, data: { record: true } }));
  });
  const storage = window.sessionStorage;
  const stop = startAnalytics({ partner: 2, consent, webVitals: false, fetch: doFetch, storage });
  const events = () => bodies.flatMap((b) => b.ev);
  return { consent, bodies, events, doFetch, stop, storage };
}

describe('page analytics', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    identify('');
  });

  it('sends session start and tracked events with w, u, screen and sids; scrubbed; the server turns recording on', async () => {
    const { bodies, events, stop, storage } = setup({ required: false });
    identify(42);
    track(EVENT_CODES.registration, {
      type: 'full_reg',
      email: 'p@example.com',
      phone: '+447700900123',
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(events().map((e) => e.code)).toEqual([
      EVENT_CODES.sessionStart,
      EVENT_CODES.registration,
    ]);
    expect(events()[1]!.params).toEqual({
      type: 'full_reg',
      email: '[redacted]',
      phone: '[redacted]',
    });
    const sid = bodies[0]!.sids[0]!;
    expect(bodies[0]).toMatchObject({ w: 2, u: '42', sw: window.screen.width, sids: [sid] });
    await vi.waitFor(() =>
      expect(JSON.parse(storage.getItem('betframe.analytics.session')!)).toMatchObject({
        id: sid,
        isRecording: true,
      }),
    );
    stop();
  });

  it('keeps the session over a reload: the second page sends no new session start', async () => {
    const first = setup({ required: false });
    await vi.advanceTimersByTimeAsync(3_000);
    first.stop();
    const second = setup({ required: false });
    track(EVENT_CODES.captchaFailed);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(second.events().map((e) => e.code)).toEqual([EVENT_CODES.captchaFailed]);
    expect(second.bodies[0]!.sids).toEqual(first.bodies[0]!.sids);
    second.stop();
  });

  it('sends and stores nothing before consent, then what waited once functionality is allowed', async () => {
    const { consent, events, doFetch, stop, storage } = setup({ required: true });
    track(EVENT_CODES.registration);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(doFetch).not.toHaveBeenCalled();
    expect(storage.length).toBe(0);
    consent.choose(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(events().map((e) => e.code)).toEqual([
      EVENT_CODES.sessionStart,
      EVENT_CODES.registration,
    ]);
    stop();
  });

  it('drops waiting events when the player refuses functionality (marketing only), and sends nothing', async () => {
    const { consent, doFetch, stop } = setup({ required: true });
    track(EVENT_CODES.registration);
    consent.choose(2);
    track(EVENT_CODES.captchaFailed);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(doFetch).not.toHaveBeenCalled();
    stop();
  });
});
