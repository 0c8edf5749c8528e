import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A throw-away directory holding `files` (relative path → text), for a test's built frontend. */
export function tempTree(files: Readonly<Record<string, string>>): {
  readonly dir: string;
  readonly remove: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'betframe-test-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
