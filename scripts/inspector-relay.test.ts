import { createWebSocketInspector } from '@statelyai/inspect';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createActor, fromPromise } from 'xstate';

import { phoneConfirmationMachine } from '../machines/phone-confirmation/phone-confirmation.machine.ts';
import { startInspectorRelay } from './inspector-relay.ts';

let cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

describe('inspector relay (npm run inspect)', () => {
  it('passes an app’s inspection events to a viewer and prints each state change', async () => {
    const lines: string[] = [];
    const relay = await startInspectorRelay({ port: 0, log: (line) => lines.push(line) });
    cleanup.push(() => relay.close());

    const viewer = new WebSocket(`ws://localhost:${relay.port}`);
    const seen: { type: string }[] = [];
    viewer.on('message', (data: Buffer) =>
      seen.push(JSON.parse(data.toString()) as { type: string }),
    );
    await new Promise((resolve) => viewer.once('open', resolve));
    cleanup.push(() => viewer.close());

    // The app's side, as `?inspect=ws` wires it: the same inspector the browser uses.
    const inspector = createWebSocketInspector({ url: `ws://localhost:${relay.port}` });
    cleanup.push(() => inspector.stop());
    const actor = createActor(
      phoneConfirmationMachine.provide({
        actors: {
          sendCode: fromPromise(async () => ({ codeLength: 4, expiresIn: 300, resendIn: 60 })),
        },
      }),
      { input: { phone: '+77011234567' }, inspect: inspector.inspect },
    );
    actor.start();
    cleanup.push(() => void actor.stop());
    await until(
      () => lines.some((l) => l.includes('→ {"codeSent":"entering"}')),
      'the codeSent line',
    );

    expect(lines[0]).toMatch(/^\+ phoneConfirmation \(x:\d+\) started$/);
    expect(lines.find((l) => l.includes('codeSent'))).toMatch(
      /^ {2}phoneConfirmation \(x:\d+\) xstate\.done\.actor\.sendCode → \{"codeSent":"entering"\}$/,
    );
    await until(
      () => seen.some((m) => m.type === '@xstate.snapshot'),
      'the viewer to get snapshots',
    );
    expect(seen.map((m) => m.type)).toEqual(
      expect.arrayContaining(['@xstate.actor', '@xstate.event', '@xstate.snapshot']),
    );

    // A viewer that joins late gets what it missed.
    const late = new WebSocket(`ws://localhost:${relay.port}`);
    let replayed = 0;
    late.on('message', () => (replayed += 1));
    cleanup.push(() => late.close());
    await until(() => replayed >= seen.length, 'the late viewer to catch up');
  });

  it('serves its own viewer page (no internet needed)', async () => {
    const relay = await startInspectorRelay({ port: 0, log: () => undefined });
    cleanup.push(() => relay.close());
    const page = await (await fetch(`http://localhost:${relay.port}/`)).text();
    expect(page).toContain('<title>Betframe inspector</title>');
    expect(page).not.toMatch(/https?:\/\//);
  });
});
