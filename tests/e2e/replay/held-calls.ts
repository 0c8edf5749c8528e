import type { Page, Route } from '@playwright/test';

import { expect } from '../fixtures';

/** A platform error as a machine fixture describes it ({ code, retryAfter, attemptsLeft, fields }). */
export interface FixtureError {
  readonly code: string;
  readonly message?: string;
  readonly retryAfter?: number;
  readonly attemptsLeft?: number;
  readonly fields?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Calls of the app held until the path being replayed says how they end: each invoked actor's
 * requests wait in the browser (the machine stays in the invoking state, so the screen can be
 * checked) until `answer` fulfils them from the actor's fixture.
 */
export class HeldCalls {
  private readonly held = new Map<string, Route[]>();

  /** Holds the requests matching `url` (and `method`, when given) as the calls of actor `name`. */
  async hold(page: Page, name: string, url: (url: URL) => boolean, method?: string): Promise<void> {
    await page.route(url, async (route) => {
      if (method && route.request().method() !== method) return route.fallback();
      this.held.set(name, [...(this.held.get(name) ?? []), route]);
    });
  }

  /** Waits for the actor's next held request and answers it. */
  async answer(name: string, respond: (route: Route) => Promise<void>): Promise<void> {
    await expect
      .poll(() => this.held.get(name)?.length ?? 0, { message: `a request of ${name}` })
      .toBeGreaterThan(0);
    const [route, ...rest] = this.held.get(name)!;
    this.held.set(name, rest);
    await respond(route!);
  }

  /**
   * Answers the actor's newest held request; older ones belong to invocations the machine has
   * left (the app aborted them, e.g. a form load for a tab the player switched away from).
   */
  async answerLatest(name: string, respond: (route: Route) => Promise<void>): Promise<void> {
    await expect
      .poll(() => this.held.get(name)?.length ?? 0, { message: `a request of ${name}` })
      .toBeGreaterThan(0);
    const routes = this.held.get(name)!;
    this.held.set(name, []);
    await respond(routes.at(-1)!);
  }
}

/** The platform's JSON success answer. */
export const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The platform's error answer for a machine error fixture: the status and body the client maps back to it. */
export function fulfilError(route: Route, error: FixtureError): Promise<void> {
  const status = error.fields
    ? 422
    : /too_many/.test(error.code)
      ? 429
      : /^error_server/.test(error.code)
        ? 502
        : 400;
  return json(
    route,
    {
      success: false,
      message: error.code,
      errors: [],
      ...(error.fields ? { validation_errors: error.fields } : {}),
      ...(error.retryAfter !== undefined ? { retry_after: error.retryAfter } : {}),
      ...(error.attemptsLeft !== undefined ? { attempts_left: error.attemptsLeft } : {}),
    },
    status,
  );
}

/**
 * Opens `path` as a page reached in the app from the origin's home (the router's own navigation,
 * not a page load): the platform renders a first page with its data already fetched (the
 * registration form), so the calls a replay holds are only the browser's on a later page.
 */
export async function openInApp(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}/en/`);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
