import { createActor } from 'xstate';

import { analyticsSessionMachine } from '@machines/analytics-session/analytics-session.machine';
import type { ConsentStore } from '@/lib/consent/consent-store';

import { startAbData } from './ab-data';
import { createBatchSender } from './batch-sender';
import { encodeBody } from './encode-body';
import { ANALYTICS_ENDPOINTS, type AnalyticsEvent, EVENT_CODES } from './event-codes';
import { scrubParams } from './scrub';
import { sessionStorageOf } from './session-storage';
import { attachTracker, currentUserId, track } from './track';
import { startWebVitals } from './web-vitals';

/** What one page's analytics needs. */
export interface AnalyticsOptions {
  /** The site/partner id (`w`). */
  readonly partner: number;
  readonly consent: ConsentStore;
  /** booleanConfig.has_web_vitals. */
  readonly webVitals: boolean;
  readonly fetch?: typeof fetch;
  readonly storage?: Storage;
  readonly win?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'screen'>;
}

/** A queued event with the analytics session it belongs to. */
type Queued = AnalyticsEvent & { readonly sid: string };

// Browser-only (startAnalytics runs in an effect): web vitals are observed once per page.
let vitalsStarted = false;

/**
 * Starts the page's analytics: the session machine, the batch sender to event.json, A/B data and
 * (if enabled) web vitals. Our analytics is "functionality": nothing is sent, stored or asked
 * for before the consent store allows it; events wait in memory (bounded) meanwhile and are
 * dropped if the player refuses. Returns the stop.
 */
export function startAnalytics({
  partner,
  consent,
  webVitals,
  fetch: doFetch = fetch,
  storage = sessionStorage,
  win = window,
}: AnalyticsOptions): () => void {
  const store = sessionStorageOf(storage);
  const sessions = createActor(analyticsSessionMachine, {
    input: { seed: crypto.randomUUID(), now: Date.now(), stored: store.read() },
  });
  const sidNow = () => sessions.getSnapshot().context.session?.id ?? '';

  const transport = async (items: readonly Queued[], { keepalive }: { keepalive: boolean }) => {
    const body = {
      w: partner,
      sw: win.screen.width,
      sh: win.screen.height,
      u: currentUserId(),
      ev: items.map(({ code, ts, params }) => ({ code, ts, params })),
      sids: [...new Set(items.map((e) => e.sid).filter(Boolean))],
      ts: Date.now(),
    };
    const encoded = await encodeBody(JSON.stringify(body));
    const res = await doFetch(ANALYTICS_ENDPOINTS.event, {
      method: 'POST',
      headers: encoded.headers,
      body: encoded.body,
      keepalive,
      credentials: 'same-origin',
    });
    if (!res.ok) throw new Error(`event.json answered ${res.status}`);
    // The server decides whether the current session is recorded.
    const answer = (await res.json().catch(() => ({}))) as { data?: { record?: unknown } };
    const record = answer.data?.record;
    // The last flush answers after stop: the session machine is gone by then.
    if (
      typeof record === 'boolean' &&
      sessions.getSnapshot().status === 'active' &&
      sessions.getSnapshot().context.session?.isRecording !== record
    )
      sessions.send({ type: 'session.recording', isRecording: record });
  };
  const sender = createBatchSender<Queued>({ transport });

  let refused = false;
  const enqueue = (event: AnalyticsEvent, sid: string) => {
    if (!refused)
      sender.enqueue({ code: event.code, ts: event.ts, params: scrubParams(event.params), sid });
  };
  sessions.on('session.started', ({ session }) =>
    enqueue({ code: EVENT_CODES.sessionStart, ts: session.created, params: {} }, session.id),
  );
  sessions.on('session.ended', ({ session }) =>
    enqueue(
      {
        code: EVENT_CODES.sessionEnd,
        ts: Date.now(),
        params: { duration: Math.round((session.updated - session.created) / 1000) },
      },
      session.id,
    ),
  );
  sessions.on('session.persist', ({ session }) => {
    if (consent.allowed('functionality')) store.write(session);
  });
  sessions.start();

  const detach = attachTracker((event) => {
    sessions.send({ type: 'session.activity', now: event.ts });
    enqueue(event, sidNow());
  });

  // A choice that refuses functionality drops what waited; a later "allow" starts afresh.
  const unsubscribe = consent.subscribe(() => {
    refused = consent.level() !== undefined && !consent.allowed('functionality');
    if (refused) sender.clear();
  });
  let stopAb: (() => void) | undefined;
  let stopped = false;
  void consent.whenAllowed('functionality').then(() => {
    if (stopped) return;
    store.write(sessions.getSnapshot().context.session);
    sender.start();
    stopAb = startAbData({ partner, userId: currentUserId, fetch: doFetch }).stop;
  });

  const onPageHide = () => sender.flush({ keepalive: true });
  win.addEventListener('pagehide', onPageHide);
  if (webVitals && !vitalsStarted) {
    vitalsStarted = true;
    startWebVitals((vital) => track(EVENT_CODES.webVital, { ...vital }));
  }

  return () => {
    stopped = true;
    win.removeEventListener('pagehide', onPageHide);
    unsubscribe();
    detach();
    stopAb?.();
    sender.flush({ keepalive: true });
    sender.stop();
    sessions.stop();
  };
}
