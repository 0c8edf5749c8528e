/**
 * QA's view of a machine: `npm run paths -- <machine> [--json]` prints its generated paths as
 * steps (state → event → state); `--diagram [--out dir]` writes an SVG of the chart with the
 * transitions the paths cover marked. `npm run paths -- --list` names the machines.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { catalogue, type CatalogueMachine, findMachine } from '../qa/catalogue.ts';
import { eventLabel, stateLabel } from '../qa/describe.ts';
import { machineDiagram } from '../qa/diagram/diagram.ts';
import { coverageLine, type PathsReport, runPaths } from '../qa/paths/run-paths.ts';

const USAGE = `usage: npm run paths -- <machine|--all> [--json | --diagram [--out <dir>]]
       npm run paths -- --list`;

function text(entry: CatalogueMachine, report: PathsReport): string {
  const lines = [
    `${entry.id} (version ${entry.version}): ${entry.description}`,
    `${report.runs.length} paths · ${coverageLine(report)} covered`,
    '',
  ];
  entry.inputs.forEach((input, i) =>
    lines.push(`input #${i + 1}: ${JSON.stringify(input ?? null)}`),
  );
  report.runs.forEach(({ path: p }, i) => {
    lines.push('', `${i + 1}. ${p.goal} (input #${p.input + 1})`);
    let from = stateLabel(p.start);
    lines.push(`   start → ${from}`);
    for (const step of p.steps) {
      const to = stateLabel(step.state);
      lines.push(`   ${from} —${eventLabel(entry.machine, step.event)}→ ${to}`);
      from = to;
    }
  });
  return lines.join('\n');
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      diagram: { type: 'boolean' },
      out: { type: 'string' },
      all: { type: 'boolean' },
      list: { type: 'boolean' },
    },
  });
  if (values.list) {
    for (const entry of catalogue) console.log(`${entry.id.padEnd(20)} ${entry.description}`);
    return 0;
  }
  // The machine's folder name (`two-factor`) names it too.
  const byName = (name: string) =>
    findMachine(name) ?? findMachine(name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()));
  const entries = values.all ? catalogue : positionals.map((id) => byName(id) ?? id);
  const unknown = entries.filter((e): e is string => typeof e === 'string');
  if (entries.length === 0 || unknown.length > 0) {
    if (unknown.length > 0)
      console.error(
        `unknown machine ${unknown.map((u) => `"${u}"`).join(', ')}; the machines are: ${catalogue.map((e) => e.id).join(', ')}`,
      );
    console.error(USAGE);
    return 2;
  }
  for (const entry of entries as CatalogueMachine[]) {
    const report = runPaths(entry);
    if (values.diagram) {
      const dir = path.resolve(values.out ?? 'qa-out/diagrams');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${entry.id}.svg`);
      writeFileSync(
        file,
        await machineDiagram(entry.machine, report.covered, {
          title: `${entry.id} · ${coverageLine(report)} covered by ${report.runs.length} paths`,
        }),
      );
      console.log(`${entry.id}: ${file} (${coverageLine(report)} covered)`);
    } else if (values.json) {
      const paths = report.runs.map(({ path: p }) => ({
        goal: p.goal,
        input: entry.inputs[p.input] as unknown,
        start: p.start,
        steps: p.steps,
      }));
      console.log(
        JSON.stringify(
          { machine: entry.id, version: entry.version, coverage: coverageLine(report), paths },
          null,
          2,
        ),
      );
    } else {
      console.log(text(entry, report));
    }
  }
  return 0;
}

process.exitCode = await main();
