import { expect, expectAccessible, test } from './fixtures';
import { type BrowserAdapter, browserPaths, restingStates } from './replay/browser-paths.ts';
import { captchaAdapter } from './replay/captcha.adapter.ts';
import { couponAdapter } from './replay/coupon.adapter.ts';
import { HeldCalls } from './replay/held-calls.ts';
import { modalQueueAdapter } from './replay/modal-queue.adapter.ts';
import { phoneConfirmationAdapter } from './replay/phone-confirmation.adapter.ts';
import { registrationAdapter } from './replay/registration.adapter.ts';
import { twoFactorAdapter } from './replay/two-factor.adapter.ts';

/**
 * Browser replay: for each machine, the shortest path to each state it can rest in runs against
 * the built app — each event a player's action or a held call answered from the fixtures — and
 * the screen is checked after every step.
 */
const adapters: readonly BrowserAdapter[] = [
  registrationAdapter,
  captchaAdapter,
  phoneConfirmationAdapter,
  twoFactorAdapter,
  modalQueueAdapter,
  couponAdapter,
];

for (const adapter of adapters) {
  test.describe(`${adapter.machine} in the browser`, () => {
    const paths = browserPaths(adapter);

    test('replays a path to every state the machine rests in, or says why the app never shows it', () => {
      const replayed = new Set(paths.map((p) => p.state));
      const resting = restingStates(adapter);
      expect(resting.filter((s) => !replayed.has(s) && !(s in adapter.unreachable))).toEqual([]);
      expect(
        Object.keys(adapter.unreachable).filter((s) => replayed.has(s) || !resting.includes(s)),
      ).toEqual([]);
    });

    for (const path of paths) {
      test(`reach ${path.state} (${path.events.length} steps)`, async ({ strictPage: page }) => {
        const calls = new HeldCalls();
        await adapter.start(page, calls);
        await adapter.expectScreen(
          page,
          path.states.length > 0 ? initialOf(paths) : path.state,
          path.contexts[0],
        );
        for (const [i, event] of path.events.entries()) {
          await test.step(`${event.type} → ${path.states[i]}`, async () => {
            await adapter.act(page, calls, event);
            await adapter.expectScreen(page, path.states[i]!, path.contexts[i + 1]);
          });
        }
        await expectAccessible(page, adapter.scanned);
      });
    }
  });
}

/** The state a machine starts in: the one whose shortest path is empty. */
function initialOf(paths: ReturnType<typeof browserPaths>): string {
  return paths.find((p) => p.events.length === 0)!.state;
}
