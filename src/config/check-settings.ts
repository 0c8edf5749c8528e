import validateSettings from '@/lib/schema/generated/validate-site-settings.js';

import { describeSchemaErrors, type KeySuggester, type SettingsIssue } from './settings-errors.ts';

/** Checks a whole settings object against the schema (the generated standalone validator). */
export function checkSettings(value: unknown, suggest?: KeySuggester): SettingsIssue[] {
  if (validateSettings(value)) return [];
  return describeSchemaErrors(validateSettings.errors ?? [], suggest);
}
