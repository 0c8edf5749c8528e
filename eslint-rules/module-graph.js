/**
 * The project's module graph for the import-cycle check of boundaries.js: which of our files each
 * file imports at runtime, read once per file and cached for the whole lint run.
 *
 * An edge is a static `import … from`, `import '…'`, `export … from` or `export * from` naming
 * one of our files (relative, `@/`, `@machines/`, `@qa/`). Not edges: `import type` / `export type`
 * (erased at runtime) and dynamic `import()` (runs later, after every module has evaluated, so it
 * cannot see a half-initialised module). `import { type A }` stays an edge: with
 * verbatimModuleSyntax it compiles to `import {} from …`, which still loads the module.
 */
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

const CODE = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'];
/** How long a cached file's imports are trusted before its mtime is checked again (editors lint for hours). */
const RECHECK_MS = 1000;

/** path → { found, checkedAt }: resolution tries several names per import, each stat once. */
const exists = new Map();
function isFile(file) {
  const now = Date.now();
  const known = exists.get(file);
  if (known && now - known.checkedAt < RECHECK_MS) return known.found;
  let found = false;
  try {
    found = fs.statSync(file).isFile();
  } catch {
    // Not there (yet): checked again after RECHECK_MS.
  }
  exists.set(file, { found, checkedAt: now });
  return found;
}

/** The file an import names, following TypeScript's resolution for our aliases; undefined when it is not one of our code files. */
export function resolveImport(base) {
  const ext = path.extname(base);
  if (CODE.includes(ext) && isFile(base)) return base;
  // `./x.js` written for `./x.ts` (ESM style).
  if (ext === '.js' || ext === '.jsx') {
    for (const candidate of [
      base.slice(0, -ext.length) + '.ts',
      base.slice(0, -ext.length) + '.tsx',
    ])
      if (isFile(candidate)) return candidate;
  }
  if (ext && !CODE.includes(ext) && isFile(base)) return undefined; // JSON, CSS, images
  for (const suffix of [...CODE, ...CODE.map((e) => `/index${e}`)])
    if (isFile(base + suffix)) return base + suffix;
  return undefined;
}

/** Runtime import specifiers of a parsed TypeScript file (top-level statements only: imports live there). */
function specifiersOf(sourceFile) {
  const out = [];
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) out.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly || !statement.moduleSpecifier) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) out.push(statement.moduleSpecifier.text);
    }
  }
  return out;
}

/**
 * The graph, over a resolver that maps an import specifier (from a file) to the absolute path of
 * one of our files or undefined. `program` (typescript-eslint's, when type information is on) saves
 * parsing files it already holds.
 */
export function createModuleGraph(resolve) {
  /** file → { deps: string[], mtimeMs, checkedAt } */
  const cache = new Map();

  function read(file, program) {
    const sourceFile =
      program?.getSourceFile(file) ??
      ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    return specifiersOf(sourceFile).flatMap((spec) => {
      const target = resolve(spec, file);
      return target ? [target] : [];
    });
  }

  function depsOf(file, program) {
    const now = Date.now();
    const entry = cache.get(file);
    if (entry && now - entry.checkedAt < RECHECK_MS) return entry.deps;
    let mtimeMs;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      cache.delete(file);
      return [];
    }
    if (entry && entry.mtimeMs === mtimeMs) {
      entry.checkedAt = now;
      return entry.deps;
    }
    const deps = read(file, program);
    cache.set(file, { deps, mtimeMs, checkedAt: now });
    return deps;
  }

  return {
    /** The shortest import path from `from` to `to` (both included), or undefined when there is none. */
    pathBetween(from, to, program) {
      const parent = new Map([[from, undefined]]);
      const queue = [from];
      for (let i = 0; i < queue.length; i++) {
        const file = queue[i];
        if (file === to) {
          const chain = [];
          for (let at = file; at !== undefined; at = parent.get(at)) chain.unshift(at);
          return chain;
        }
        for (const dep of depsOf(file, program)) {
          if (parent.has(dep)) continue;
          parent.set(dep, file);
          queue.push(dep);
        }
      }
      return undefined;
    },
  };
}
