import type { EventObject } from 'xstate';

import { expect } from '../fixtures';
import type { BrowserAdapter } from './browser-paths.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The sample variant whose home page queues three promo modals (partner 6). */
const PROMO = `http://promo.localhost:${port}`;

/**
 * The modal queue as the promo variant's player meets it: the first two promos already seen in
 * this browser, so going home queues only the third (the path's one `modal.show`), and its button
 * closes it. The auto log-off warning's `over` is played in modal-queue.spec.ts.
 */
export const modalQueueAdapter: BrowserAdapter = {
  machine: 'modalQueue',
  // As the app's ModalHost starts it.
  input: { keepFinished: 10 },
  fixtures: {
    events: {
      'modal.show': [{ id: 'promo-1', name: 'promo', args: { name: 'casino_cashback' } }],
      'modal.close': [{ id: 'promo-1' }],
    },
  },
  unreachable: {},
  async start(page) {
    // Seen before the preferences store existed: the flags it moves over from localStorage at start.
    await page.addInitScript(() => {
      if (location.pathname.endsWith('/about'))
        localStorage.setItem(
          'betframe.popupsShown',
          JSON.stringify(['promo.welcome_bonus', 'promo.express_boost']),
        );
    });
    await page.goto(`${PROMO}/en/information/about`);
  },
  async act(page, _calls, event: EventObject) {
    switch (event.type) {
      case 'modal.show':
        return page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Home' })
          .click();
      case 'modal.close':
        return page
          .getByRole('dialog', { name: 'Casino cashback' })
          .getByRole('button', { name: 'Got it' })
          .click();
      default:
        throw new Error(`modalQueue: no browser action for ${event.type}`);
    }
  },
  async expectScreen(page, state) {
    switch (state) {
      case 'idle':
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        return expect(page.getByRole('dialog')).toHaveCount(0);
      case 'showing':
        await expect(page.getByRole('dialog', { name: 'Casino cashback' })).toContainText(
          'you get back 10%',
        );
        return expect(page.getByRole('dialog')).toHaveCount(1);
      default:
        throw new Error(`modalQueue: no screen check for ${state}`);
    }
  },
};
