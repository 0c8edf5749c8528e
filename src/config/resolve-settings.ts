import validateSettings from '@/lib/schema/generated/validate-site-settings.js';
import { settingsDefaults } from './generated/site-settings.defaults.ts';
import type { SiteSettings } from './generated/site-settings.types.ts';
import { mergeLayers, type Provenance } from './merge-layers.ts';
import { checkSettingsRules } from './settings-rules.ts';
import { describeSchemaErrors, type KeySuggester, type SettingsIssue } from './settings-errors.ts';
import { selectLayers, type SettingsLayer, type Variant } from './settings-layer.ts';

export type ResolveResult =
  | { readonly ok: true; readonly settings: SiteSettings; readonly provenance?: Provenance }
  | { readonly ok: false; readonly issues: readonly SettingsIssue[]; readonly provenance?: Provenance };

export interface ResolveOptions {
  /** Record which layer set each value (the CLI's --explain). */
  readonly explain?: boolean;
  readonly suggest?: KeySuggester;
}

/** Checks a whole settings object against the schema. */
export function checkSettings(value: unknown, suggest?: KeySuggester): SettingsIssue[] {
  if (validateSettings(value)) return [];
  return describeSchemaErrors(validateSettings.errors ?? [], suggest);
}

/**
 * The one settings resolver: merges the given layers in order over the schema defaults and
 * validates the result, which is deeply frozen.
 */
export function resolveLayers(layers: readonly SettingsLayer[], options: ResolveOptions = {}): ResolveResult {
  const provenance: Provenance | undefined = options.explain ? new Map() : undefined;
  const merged = mergeLayers(layers, settingsDefaults as unknown as Record<string, unknown>, provenance);
  const schemaIssues = checkSettings(merged, options.suggest);
  if (schemaIssues.length > 0) return { ok: false, issues: schemaIssues, provenance };
  const ruleIssues = checkSettingsRules(merged as unknown as SiteSettings);
  if (ruleIssues.length > 0) return { ok: false, issues: ruleIssues, provenance };
  return { ok: true, settings: merged as unknown as SiteSettings, provenance };
}

/** Resolves the settings of one variant from all layers (those that apply, in order). */
export function resolveVariant(
  layers: readonly SettingsLayer[],
  variant: Variant,
  options: ResolveOptions = {},
): ResolveResult {
  return resolveLayers(selectLayers(layers, variant), options);
}
