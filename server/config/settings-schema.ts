import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  type JsonSchema,
  knownKeys,
  schemaAt,
  type SchemaRegistry,
  suggestKey,
} from '../../src/config/schema-walk.ts';

const readSchema = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas', name), 'utf8')) as JsonSchema;

let cached: ReturnType<typeof build> | undefined;

const segmentsOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

function build() {
  const root = readSchema('site-settings.schema.json');
  const registry: SchemaRegistry = {
    'registration-field.schema.json': readSchema('registration-field.schema.json'),
  };
  return {
    root,
    registry,
    /** True when the schema allows a key at this pointer. */
    exists: (pointer: string) => schemaAt(root, segmentsOf(pointer), registry) !== undefined,
    /** The known key closest to an unknown one under `parentPointer`. */
    suggest: (parentPointer: string, key: string) =>
      suggestKey(key, knownKeys(root, segmentsOf(parentPointer), registry)),
  };
}

/** The settings schema with helpers for operator-facing messages (loaded once). */
export function settingsSchemaKnowledge() {
  cached ??= build();
  return cached;
}
