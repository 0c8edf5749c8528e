import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { captchaMachine } from '../../machines/captcha/captcha.machine';
import { machineError } from '../../machines/machine-error';
import { registrationMachine } from '../../machines/registration/registration.machine';
import type {
  FormDefinition,
  RegistrationResult,
  RegistrationStart,
} from '../../machines/registration/registration.types';
import { entryOfLogic, findMachine } from '../catalogue';
import { mask, MASKED } from './mask';
import { createRecorder } from './recorder';
import { readRecordings, type Recording } from './recording';
import { replayRecording, replayReport } from './replay-recording';

/** A registration with a captcha, a 422 on the first try and success on the second, recorded. */
async function recordRegistration(): Promise<Recording[]> {
  const recorder = createRecorder({
    find: entryOfLogic,
    now: () => new Date('2026-11-22T10:00:00Z'),
  });
  let attempts = 0;
  const machine = registrationMachine.provide({
    actors: {
      loadStart: fromPromise(async (): Promise<RegistrationStart> => ({
        types: ['full_reg'],
        bonuses: [],
      })),
      loadForm: fromPromise(async (): Promise<FormDefinition> => ({
        fields: [{ id: 'email', name: 'email', type: 'email' }],
        relations: [],
      })),
      register: fromPromise(async (): Promise<RegistrationResult> => {
        attempts += 1;
        if (attempts === 1)
          throw machineError({
            code: 'error_validation',
            message: 'HTTP 422',
            fields: { email: ['validation_email_taken'] },
          });
        return { userId: 41, password: 'Secret-pass-1' };
      }),
      captcha: captchaMachine.provide({
        actors: {
          loadProvider: fromPromise(async (): Promise<{ hidden: boolean }> => ({ hidden: false })),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      captchaKind: 'puzzle',
      captchaRequired: true,
      phoneConfirmation: false,
      defaultCurrency: { id: 7, name: 'KZT' },
    },
    inspect: recorder.inspect,
  });
  actor.start();
  for (const email of ['taken@example.com', 'player@example.com']) {
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({
      type: 'form.submit',
      values: { email, phone: '+77011234567', password: 'Secret-pass-1' },
    });
    const captcha = (await waitFor(actor, (s) => s.matches({ submitting: 'captcha' }))).children
      .captcha!;
    await waitFor(captcha, (s) => s.value === 'shown');
    captcha.send({ type: 'captcha.solve', token: 'tok-123' });
  }
  await waitFor(actor, (s) => s.status === 'done');
  return recorder.recordings();
}

describe('recording and replay', () => {
  it('records the registration and its captcha, masked, and both replay green', async () => {
    const recordings = await recordRegistration();
    expect(recordings.map((r) => r.machine).sort()).toEqual(['captcha', 'captcha', 'registration']);
    const registration = recordings.find((r) => r.machine === 'registration')!;
    expect(registration.version).toBe(findMachine('registration')!.version);
    expect(registration.steps.map((s) => [s.event.type, s.source, s.state])).toEqual([
      ['xstate.done.actor.loadStart', 'child', { ready: 'loadingForm' }],
      ['xstate.done.actor.loadForm', 'child', { ready: 'editing' }],
      ['form.submit', 'external', { submitting: 'captcha' }],
      ['xstate.done.actor.captcha', 'child', { submitting: 'registering' }],
      ['xstate.error.actor.register', 'child', { ready: 'editing' }],
      ['form.submit', 'external', { submitting: 'captcha' }],
      ['xstate.done.actor.captcha', 'child', { submitting: 'registering' }],
      ['xstate.done.actor.register', 'child', 'registered'],
    ]);
    const json = JSON.stringify(recordings);
    for (const secret of ['example.com', '+7701', 'Secret-pass', 'tok-123'])
      expect(json).not.toContain(secret);
    expect(json).toContain('validation_email_taken');
    for (const recording of readRecordings(JSON.parse(json)))
      expect(replayRecording(recording, findMachine)).toEqual({
        ok: true,
        machine: recording.machine,
        steps: recording.steps.length,
      });
  });

  it('reports the exact step where a doctored recording diverges', async () => {
    const registration = (await recordRegistration()).find((r) => r.machine === 'registration')!;
    const withoutCaptcha = { ...registration, steps: registration.steps.filter((_, i) => i !== 3) };
    const outcome = replayRecording(withoutCaptcha, findMachine);
    expect(outcome).toMatchObject({ ok: false, machine: 'registration', step: 4 });
    const report = replayReport(outcome);
    expect(report).toMatch(
      /^✗ registration at step 4 \(error: register \{.*\}\): expected submitting\.captcha takes error: register/,
    );
    expect(report).toContain('actual submitting.captcha does not take error: register');
    const wrongState = {
      ...registration,
      steps: registration.steps.map((s, i) =>
        i === 2 ? { ...s, state: { submitting: 'registering' } } : s,
      ),
    };
    expect(replayReport(replayRecording(wrongState, findMachine))).toBe(
      '✗ registration at step 3 (form.submit {"values":{"email":"***","phone":"***","password":"***"}}): expected submitting.registering; actual submitting.captcha',
    );
  });

  it('refuses a recording of another machine version or an unknown machine', async () => {
    const [first] = await recordRegistration();
    expect(
      replayReport(replayRecording({ ...first!, version: '0000000000000000' }, findMachine)),
    ).toMatch(
      /expected version 0000000000000000 \(the recording's\); actual version [0-9a-f]{16}: the machine changed since the recording was made — record it again/,
    );
    expect(replayRecording({ ...first!, machine: 'nope' }, findMachine)).toMatchObject({
      ok: false,
      actual: 'no such machine',
    });
  });

  it('names what is wrong in a recording file by its JSON path', () => {
    expect(() => readRecordings([])).toThrow('$: no recordings in the file');
    expect(() => readRecordings({ format: 'x' })).toThrow(
      '$.format: expected "betframe-qa-recording"',
    );
    const bad = {
      format: 'betframe-qa-recording',
      machine: 'captcha',
      version: 'v',
      recordedAt: 't',
      initial: 'loading',
      input: null,
      steps: [
        { event: { type: 'a' }, source: 'external', state: 'x' },
        { event: {}, source: 'external', state: 'x' },
      ],
    };
    expect(() => readRecordings([bad])).toThrow(
      '$[0].steps[1].event: expected an event with a string type',
    );
  });

  it('masks personal data by key and by look, and keeps what machines decide on', () => {
    expect(mask({ token: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2lnbmF0dXJl' })).toEqual({
      token: `eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.${MASKED}`,
    });
    expect(
      mask({
        type: 'code.submit',
        code: '1234',
        error: { code: 'error_too_many_attempts', attemptsLeft: 0 },
        note: 'mail me at a@b.co',
        phone_code: '7',
        values: { first_name: 'Ann', country_id: 1, dial: '+7 701 123 45 67' },
      }),
    ).toEqual({
      type: 'code.submit',
      code: MASKED,
      error: { code: 'error_too_many_attempts', attemptsLeft: 0 },
      note: MASKED,
      phone_code: MASKED,
      values: { first_name: MASKED, country_id: 1, dial: MASKED },
    });
  });

  it('npm run replay: exit 0 when green, 1 with the step when doctored, 2 for a broken file', async () => {
    const recordings = await recordRegistration();
    const dir = mkdtempSync(path.join(tmpdir(), 'replay-'));
    const good = path.join(dir, 'good.json');
    const doctored = path.join(dir, 'doctored.json');
    const broken = path.join(dir, 'broken.json');
    writeFileSync(good, JSON.stringify(recordings));
    const registration = recordings.find((r) => r.machine === 'registration')!;
    writeFileSync(
      doctored,
      JSON.stringify({ ...registration, steps: registration.steps.filter((_, i) => i !== 1) }),
    );
    writeFileSync(broken, '{"format": ');
    const run = (file: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file]).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (e: { code: number; stdout: string; stderr: string }) => ({
          code: e.code,
          out: e.stdout + e.stderr,
        }),
      );
    const [g, d, b] = await Promise.all([run(good), run(doctored), run(broken)]);
    expect(g.code).toBe(0);
    expect(g.out).toContain('✓ registration: 8 steps replayed');
    expect(d.code).toBe(1);
    expect(d.out).toContain('✗ registration at step 2 (form.submit');
    expect(b.code).toBe(2);
    expect(b.out).toContain('broken.json:');
  }, 60_000);
});
