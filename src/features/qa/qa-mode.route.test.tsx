import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { findMachine } from '@qa/catalogue';
import { readRecordings, type Recording } from '@qa/recording/recording';
import { replayRecording } from '@qa/recording/replay-recording';
import { renderApp } from '@/app/testing/render-app';
import { solvePuzzle } from '@/app/testing/solve-puzzle';
import { addInspector } from '@/lib/machines/inspection';
import { inspectorRequest, qaModeOn } from '@/lib/qa/qa-mode';
import { createRecordingsStore } from '@/lib/qa/recordings-store';

import { QaPanel } from './qa-panel';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
let removeInspector: (() => void) | undefined;
afterEach(async () => {
  removeInspector?.();
  await app?.server.close();
  app = undefined;
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The JSON the panel's export button downloads. */
async function exported(user: { click: (el: Element) => Promise<void> }): Promise<unknown> {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:qa';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: 'Export JSON' }));
  return JSON.parse(await blob!.text()) as unknown;
}

describe('QA mode', () => {
  it('records a registration in the app, masked, lists it in the panel and exports a file that replays green', async () => {
    const store = createRecordingsStore(
      window.sessionStorage,
      () => new Date('2026-11-22T10:00:00Z'),
    );
    removeInspector = addInspector(store.inspect);
    app = await renderApp('/en/registration?type=fast_reg');
    const { user } = app;
    await user.click(await screen.findByRole('checkbox', { name: /legal age/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await solvePuzzle(app);
    expect(await screen.findByRole('heading', { name: 'You are registered' })).toBeInTheDocument();
    const password = screen.getByTestId('registration-password').textContent;

    render(
      <I18nextProvider i18n={app.services.i18n}>
        <QaPanel store={store} />
      </I18nextProvider>,
    );
    const panel = screen.getByRole('complementary', { name: 'QA recordings' });
    await user.click(within(panel).getByText('QA recordings'));
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-machine'))).toEqual(
      expect.arrayContaining(['registration', 'captcha']),
    );
    expect(
      within(panel).getByText(/^registration: \d+ steps, now registered$/),
    ).toBeInTheDocument();

    const file = await exported(user);
    expect(JSON.stringify(file)).not.toContain(password);
    const recordings = readRecordings(file);
    for (const recording of recordings)
      expect(replayRecording(recording, findMachine)).toMatchObject({ ok: true });
    const registration = recordings.find((r) => r.machine === 'registration')!;
    expect(registration.steps.map((s) => s.event.type)).toContain('form.submit');
    expect(registration.steps.at(-1)?.state).toBe('registered');

    // A reload (or the trip to a bank and back) keeps the tab's recordings: every one exported
    // (the signed-in page may have started a poll's timer since, recorded too).
    const named = (list: readonly Recording[]) => list.map((r) => `${r.machine}@${r.recordedAt}`);
    expect(named(createRecordingsStore(window.sessionStorage).getSnapshot())).toEqual(
      expect.arrayContaining(named(recordings)),
    );

    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(within(panel).getByText(/Nothing recorded yet/)).toBeInTheDocument();
    expect(createRecordingsStore(window.sessionStorage).getSnapshot()).toEqual([]);
  });

  it('records nothing when QA mode is off: flow actors get no inspector', async () => {
    app = await renderApp('/en/registration?type=fast_reg');
    expect(await screen.findByRole('checkbox', { name: /legal age/ })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('betframe.qa.recordings')).toBeNull();
  });

  it('turns on with ?qa=1 for the tab, off with ?qa=0, and survives broken saved recordings', () => {
    const storage = window.sessionStorage;
    expect(qaModeOn(new URL('http://x/en/'), storage)).toBe(false);
    expect(qaModeOn(new URL('http://x/en/?qa=1'), storage)).toBe(true);
    expect(qaModeOn(new URL('http://x/en/registration'), storage)).toBe(true);
    expect(qaModeOn(new URL('http://x/en/?qa=0'), storage)).toBe(false);
    expect(qaModeOn(new URL('http://x/en/'), storage)).toBe(false);
    storage.setItem('betframe.qa.recordings', '{"broken');
    expect(createRecordingsStore(storage).getSnapshot()).toEqual([]);
  });

  it('reads which development inspector ?inspect= asks for', () => {
    expect(inspectorRequest(new URL('http://x/?inspect=ws'))).toEqual({ kind: 'ws', port: 8089 });
    expect(inspectorRequest(new URL('http://x/?inspect=ws:9001'))).toEqual({
      kind: 'ws',
      port: 9001,
    });
    expect(inspectorRequest(new URL('http://x/?inspect=stately'))).toEqual({ kind: 'stately' });
    expect(inspectorRequest(new URL('http://x/?inspect=sky'))).toBeUndefined();
    expect(inspectorRequest(new URL('http://x/'))).toBeUndefined();
  });
});
