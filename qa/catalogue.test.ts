import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { catalogue, entryOfLogic, findMachine } from './catalogue';

const isMachine = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'provide' in value &&
  'definition' in value;
const modules = import.meta.glob<Record<string, unknown>>('../machines/**/*.machine.ts', {
  eager: true,
});
const fixtureModules = import.meta.glob<Record<string, unknown>>('../machines/**/*.fixtures.ts', {
  eager: true,
});

describe('machine catalogue', () => {
  it('lists every machine exported from machines/', () => {
    const machines = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, v]) => isMachine(v))
        .map(([name, machine]) => ({ file, name, machine })),
    );
    expect(machines.length).toBeGreaterThanOrEqual(3);
    const missing = machines
      .filter(({ machine }) => !catalogue.some((entry) => entry.machine === machine))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('names each machine by its own id, once, with a version', () => {
    expect(new Set(catalogue.map((e) => e.id)).size).toBe(catalogue.length);
    for (const entry of catalogue) {
      expect(entry.machine.id).toBe(entry.id);
      expect(entry.version).toMatch(/^[0-9a-f]{16}$/);
      expect(findMachine(entry.id)).toBe(entry);
    }
  });

  it('gives every machine fixtures and a paths test beside it that runs its catalogue entry', () => {
    const beside = (file: string, suffix: string) =>
      fileURLToPath(new URL(file.replace(/\.machine\.ts$/, suffix), import.meta.url));
    for (const [file, exports] of Object.entries(modules)) {
      const fixtures = Object.values(
        fixtureModules[file.replace(/\.machine\.ts$/, '.fixtures.ts')] ?? {},
      );
      for (const machine of Object.values(exports).filter(isMachine))
        expect(
          fixtures.some(
            (e) => typeof e === 'object' && e !== null && 'machine' in e && e.machine === machine,
          ),
          `${file}: no catalogue entry of its machine in the fixtures beside it`,
        ).toBe(true);
      const pathsTest = beside(file, '.paths.test.ts');
      expect(existsSync(pathsTest), pathsTest).toBe(true);
      expect(readFileSync(pathsTest, 'utf8')).toMatch(/pathsSuite\(\w+Entry/);
    }
  });

  it('finds the entry of a machine’s logic, also of a `provide` copy, and of nothing else', () => {
    const captcha = findMachine('captcha')!;
    expect(entryOfLogic(captcha.machine)).toBe(captcha);
    expect(entryOfLogic(captcha.machine.provide({}))).toBe(captcha);
    expect(entryOfLogic({ config: captcha.machine.config })).toBeUndefined();
    expect(entryOfLogic(undefined)).toBeUndefined();
  });

  it('gives every invoke an id of its own, so done/error events and children are named', () => {
    interface NodeConfig {
      readonly invoke?: unknown;
      readonly states?: Readonly<Record<string, NodeConfig>>;
    }
    const unnamed: string[] = [];
    const visit = (machine: string, path: string, node: NodeConfig) => {
      const invokes = node.invoke === undefined ? [] : [node.invoke].flat();
      for (const invoke of invokes as { id?: unknown; src?: unknown }[])
        if (typeof invoke.id !== 'string' || invoke.id === '')
          unnamed.push(`${machine}.${path}: ${String(invoke.src)}`);
      for (const [key, child] of Object.entries(node.states ?? {}))
        visit(machine, path ? `${path}.${key}` : key, child);
    };
    for (const entry of catalogue) visit(entry.id, '', entry.machine.config as NodeConfig);
    expect(unnamed).toEqual([]);
  });

  it('changes the version when the chart changes', async () => {
    const { machineVersion } = await import('./fingerprint');
    const registration = findMachine('registration')!;
    const changed = registration.machine.provide({});
    expect(machineVersion(changed)).toBe(registration.version);
    const { createMachine } = await import('xstate');
    const edited = createMachine({ ...registration.machine.config, initial: 'failed' });
    expect(machineVersion(edited)).not.toBe(registration.version);
  });
});
