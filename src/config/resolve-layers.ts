import { settingsDefaults } from './generated/site-settings.defaults.ts';
import type { SiteSettings } from './generated/site-settings.types.ts';
import { mergeLayers, type Provenance } from './merge-layers.ts';
import type { KeySuggester, SettingsIssue } from './settings-errors.ts';
import type { SettingsLayer } from './settings-layer.ts';
import { checkSettingsRules } from './settings-rules.ts';

export type ResolveResult =
  | { readonly ok: true; readonly settings: SiteSettings; readonly provenance?: Provenance }
  | {
      readonly ok: false;
      readonly issues: readonly SettingsIssue[];
      readonly provenance?: Provenance;
    };

export interface ResolveOptions {
  /** Record which layer set each value (the CLI's --explain). */
  readonly explain?: boolean;
  readonly suggest?: KeySuggester;
}

/** The schema check of a merged settings object: its issues, none when it passes. */
export type SchemaCheck = (value: unknown, suggest?: KeySuggester) => SettingsIssue[];

/**
 * The one settings resolver: merges the given layers in order over the schema defaults, checks
 * the result against the schema and the rules JSON Schema cannot say, and returns it deeply
 * frozen. The schema check is passed in so the browser loads the validator only when it needs
 * it (settings-client.ts); everything else uses resolveLayers from resolve-settings.ts.
 */
export function resolveLayersWith(
  schemaCheck: SchemaCheck,
  layers: readonly SettingsLayer[],
  options: ResolveOptions = {},
): ResolveResult {
  const provenance: Provenance | undefined = options.explain ? new Map() : undefined;
  const merged = mergeLayers(
    layers,
    settingsDefaults as unknown as Record<string, unknown>,
    provenance,
  );
  const schemaIssues = schemaCheck(merged, options.suggest);
  if (schemaIssues.length > 0) return { ok: false, issues: schemaIssues, provenance };
  const ruleIssues = checkSettingsRules(merged as unknown as SiteSettings);
  if (ruleIssues.length > 0) return { ok: false, issues: ruleIssues, provenance };
  return { ok: true, settings: merged as unknown as SiteSettings, provenance };
}
