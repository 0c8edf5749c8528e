/**
 * Import boundaries from DESIGN.md, enforced rather than remembered:
 * - machines/ imports no React and nothing from src/features;
 * - a feature never imports another feature (src/app composes them);
 * - src/lib and src/components never import features or the app;
 * - @rjsf/* only in src/components/schema-form; ajv only in src/lib/schema, server/ and scripts/;
 *   swr only in src/lib and src/features/<f>/api;
 * - server/ never imports React code (it shares schemas and pure modules only; it renders pages by
 *   loading the server bundle Vite builds from src/ at run time, never by an import);
 * - machines never import qa/ (the QA tooling reads machines, not the reverse; only the
 *   fixtures and paths tests beside a machine use it), and qa/ imports no React, features or app.
 * - src/features never import src/app (route tests may use its harness, src/app/testing);
 * - no import cycles among our files (type-only and dynamic imports aside).
 */
import path from 'node:path';

import { createModuleGraph, resolveImport } from './module-graph.js';

const ROOT = path.resolve(import.meta.dirname, '..');

function zoneOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  const feature = /^src\/features\/([^/]+)\//.exec(rel);
  return { rel, feature: feature?.[1] };
}

function targetOf(source, fromFile) {
  if (source.startsWith('@/')) return path.join(ROOT, 'src', source.slice(2));
  if (source.startsWith('@machines/'))
    return path.join(ROOT, 'machines', source.slice('@machines/'.length));
  if (source.startsWith('@qa/')) return path.join(ROOT, 'qa', source.slice('@qa/'.length));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return undefined; // a package
}

// ── Features never import the app ───────────────────────────────────────────────────────────
// The app composes features; a feature that reaches into src/app would tie itself to routing and
// wiring. Route tests beside a feature are the exception: they render the whole app through its
// harness (src/app/testing), which is what a route test is for.
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function featureImportsApp(fileZone, targetRel) {
  if (!fileZone.feature || !targetRel?.startsWith('src/app/')) return undefined;
  if (TEST_FILE.test(fileZone.rel) && targetRel.startsWith('src/app/testing/')) return undefined;
  return 'src/features must not import src/app: the app composes features (pass what a feature needs by props or the route, or move it to src/lib)';
}
// ────────────────────────────────────────────────────────────────────────────────────────────────

const REACTISH = /^(react|react-dom|@xstate\/react|react-router|react-i18next|swr)(\/|$)/;

/** The QA tooling's zone: machines stay free of it, and it stays free of the UI. */
function checkQa(rel, source, targetRel) {
  const machineCode = rel.startsWith('machines/') && !/\.(fixtures\.ts|test\.tsx?)$/.test(rel);
  if (machineCode && (targetRel === 'qa' || targetRel?.startsWith('qa/')))
    return 'machines must not import qa/: only their fixtures and paths tests use the QA tooling';
  if (!rel.startsWith('qa/')) return undefined;
  if (REACTISH.test(source)) return `qa/ must not import React code ("${source}")`;
  if (targetRel?.startsWith('src/features/') || targetRel?.startsWith('src/app/'))
    return 'qa/ must not import src/features or src/app: the app wires the QA tools, not the reverse';
  return undefined;
}

function check(fileZone, source, target) {
  const { rel } = fileZone;
  const targetRel = target ? path.relative(ROOT, target).split(path.sep).join('/') : undefined;
  const targetFeature = targetRel && /^src\/features\/([^/]+)(\/|$)/.exec(targetRel)?.[1];

  const qa = checkQa(rel, source, targetRel);
  if (qa) return qa;
  if (rel.startsWith('machines/')) {
    if (REACTISH.test(source)) return `machines/ must not import React code ("${source}")`;
    if (targetRel?.startsWith('src/features/') || targetRel?.startsWith('src/app/'))
      return 'machines/ must not import src/features or src/app: provide actors at runtime';
  }
  const appImport = featureImportsApp(fileZone, targetRel);
  if (appImport) return appImport;
  if (fileZone.feature && targetFeature && targetFeature !== fileZone.feature) {
    return `feature "${fileZone.feature}" must not import feature "${targetFeature}": compose them in src/app`;
  }
  if (
    (rel.startsWith('src/lib/') ||
      rel.startsWith('src/components/') ||
      rel.startsWith('src/config/')) &&
    (targetRel?.startsWith('src/features/') || targetRel?.startsWith('src/app/'))
  ) {
    return 'src/lib, src/components and src/config must not import features or the app';
  }
  if (
    /^@rjsf\//.test(source) &&
    !rel.startsWith('src/components/schema-form/') &&
    !rel.startsWith('bench/')
  )
    return '@rjsf/* only in src/components/schema-form (and bench/, which compares with plain rjsf)';
  if (/^ajv(\/|$)/.test(source) && !/^(src\/lib\/schema\/|server\/|scripts\/|tests\/)/.test(rel))
    return 'ajv only in src/lib/schema, server/ and scripts/';
  if (
    /^swr(\/|$)/.test(source) &&
    !(rel.startsWith('src/lib/') || /^src\/features\/[^/]+\/api\//.test(rel))
  )
    return 'swr only in src/lib and src/features/<f>/api';
  if (rel.startsWith('server/')) {
    if (REACTISH.test(source)) return `server/ must not import React code ("${source}")`;
    if (targetRel && /^src\/(app|features|components)\//.test(targetRel))
      return 'server/ must not import UI code from src/';
  }
  return undefined;
}

// ── Import cycles ───────────────────────────────────────────────────────────────────────────
// One module graph for the whole lint run (eslint-rules/module-graph.js): each file's imports are
// read once, from typescript-eslint's program when it holds the file, so `eslint .` stays fast.
const graph = createModuleGraph((source, fromFile) => {
  const base = targetOf(source, fromFile);
  return base && resolveImport(base);
});
const shown = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/**
 * Collects the file's runtime imports of our files; at the end, reports each that closes a cycle.
 * The walk back to this file never needs this file's own imports, so its (maybe unsaved) text is
 * all it reads of it; every other file is read from the program or the disk.
 */
function cycleCheck(context) {
  const file = context.filename;
  const edges = [];
  return {
    add(node, source, typeOnly) {
      if (typeOnly || typeof source !== 'string') return;
      const base = targetOf(source, file);
      const target = base && resolveImport(base);
      if (target) edges.push({ node, target });
    },
    finish() {
      const program = context.sourceCode.parserServices?.program;
      for (const { node, target } of edges) {
        const chain = graph.pathBetween(target, file, program);
        if (chain)
          context.report({
            node,
            message: `import cycle: ${[file, ...chain].map(shown).join(' → ')}`,
          });
      }
    },
  };
}
// ────────────────────────────────────────────────────────────────────────────────────────────────

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries of DESIGN.md, and no import cycles' },
    schema: [],
  },
  create(context) {
    const zone = zoneOf(context.filename);
    const report = (node, source) => {
      const message = check(zone, source, targetOf(source, context.filename));
      if (message) context.report({ node, message });
    };
    const cycles = cycleCheck(context);
    return {
      ImportDeclaration: (node) => {
        report(node, node.source.value);
        cycles.add(node, node.source.value, node.importKind === 'type');
      },
      ImportExpression: (node) =>
        node.source.type === 'Literal' && report(node, String(node.source.value)),
      ExportNamedDeclaration: (node) => {
        if (!node.source) return;
        report(node, node.source.value);
        cycles.add(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration: (node) => {
        report(node, node.source.value);
        cycles.add(node, node.source.value, node.exportKind === 'type');
      },
      'Program:exit': () => cycles.finish(),
    };
  },
};
