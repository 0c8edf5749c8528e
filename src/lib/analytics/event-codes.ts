/**
 * Analytics event codes (spec §9: codes 1001–10470 plus others; the full list is not shown).
 * The spec names registration, deposits, bets and session start/end; captcha-failed and
 * web-vital are OURS, picked inside the spec's 1001–10470 range where no named code sits.
 */
export const EVENT_CODES = {
  registration: 1000,
  firstDeposit: 1531,
  /** No re-deposit flow exists yet: kept for the cashier when it comes. */
  reDeposit: 1532,
  /** A bet placed on the platform (the coupon; params: kind, bets, selections, currency). */
  successfulBet: 10000,
  sessionStart: 11054,
  sessionEnd: 11055,
  /** Ours: a captcha was dismissed (spec account side §8, "fires captcha-failed analytics"). */
  captchaFailed: 1090,
  /** Ours: one web-vital measurement (params: name, value, rating). */
  webVital: 1091,
} as const;

export type EventCode = (typeof EVENT_CODES)[keyof typeof EVENT_CODES];

/** Spec §9 analytics limits. */
export const ANALYTICS_LIMITS = {
  sendIntervalMs: 3_000,
  maxEventsPerBatch: 10,
  maxRequestsPerSecond: 5,
  idleFlushMs: 5_000,
  compressAboveBytes: 2_048,
  abRefreshMs: 10 * 60_000,
  /** Ours: events kept in memory (before consent, or while the server is unreachable); the oldest go first. */
  maxQueuedEvents: 200,
  /** Ours: a failed batch is tried again with the next ones this many times in all. */
  maxAttempts: 3,
} as const;

/** Where the analytics backend lives ("under an api path"). */
export const ANALYTICS_ENDPOINTS = {
  event: '/analytics-api/event.json',
  ab: '/analytics-api/ab.json',
} as const;

/** One tracked event as the backend receives it. */
export interface AnalyticsEvent {
  readonly code: number;
  /** Epoch ms when it happened. */
  readonly ts: number;
  readonly params: Readonly<Record<string, unknown>>;
}
