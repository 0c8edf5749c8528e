import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';

import { FieldTemplate, ObjectFieldTemplate } from './templates';
import { fieldWidgets } from './widgets/field-widgets';

/** How the schema form looks: a widget per field kind and rjsf's templates (as rjsf's withTheme). */
export interface SchemaFormTheme {
  readonly widgets: RegistryWidgetsType;
  readonly templates: Partial<TemplatesType>;
}

/** What a feature may replace, key by key: one widget, one template, any number of them. */
export interface SchemaFormThemeOverrides {
  readonly widgets?: RegistryWidgetsType;
  readonly templates?: Partial<TemplatesType>;
}

/** Betframe's own widgets and templates. */
export const defaultTheme: SchemaFormTheme = {
  widgets: fieldWidgets,
  templates: { FieldTemplate, ObjectFieldTemplate },
};

const themes = new WeakMap<SchemaFormThemeOverrides, SchemaFormTheme>();

/**
 * The default theme with the overrides merged over it key by key (ory's
 * getOryComponents(overrides)): a feature swaps the `email` widget, say, and every other kind
 * keeps ours. The same overrides object gives the same theme, so rjsf finds the form's props
 * unchanged by identity instead of walking them; declare overrides once (module level or
 * useMemo), not inline in render.
 */
export function createTheme(overrides?: SchemaFormThemeOverrides): SchemaFormTheme {
  if (!overrides) return defaultTheme;
  let theme = themes.get(overrides);
  if (!theme) {
    theme = {
      widgets: { ...defaultTheme.widgets, ...overrides.widgets },
      templates: { ...defaultTheme.templates, ...overrides.templates },
    };
    themes.set(overrides, theme);
  }
  return theme;
}
