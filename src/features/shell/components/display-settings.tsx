import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { BettingViewSwitcher } from '@/components/ui/betting-preferences/betting-view-switcher';
import { CompactViewToggle } from '@/components/ui/betting-preferences/compact-view-toggle';
import { OddsFormatSwitcher } from '@/components/ui/betting-preferences/odds-format-switcher';
import { useLoadedSettings } from '@/config/use-settings.ts';
import type { FontSize, Theme } from '@/lib/preferences/preference-keys';
import { usePreference } from '@/lib/preferences/use-preference';

const THEMES: readonly Theme[] = ['light', 'dark'];
const FONT_SIZES: readonly FontSize[] = ['small', 'normal', 'large'];

/** One radio group: native radios give arrow-key moves and the group's name for free. */
function Choice<T extends string>({
  legend,
  options,
  value,
  label,
  onChange,
}: {
  readonly legend: string;
  readonly options: readonly T[];
  readonly value: T;
  readonly label: (option: T) => string;
  readonly onChange: (option: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="display-settings__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="display-settings__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === value}
            onChange={() => onChange(option)}
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The player's theme and font size (booleanConfig.has_theme_switcher / has_font_size_switcher),
 * odds format (every variant), betting view (where globalConfig.allowedBettingViews offers
 * more than one) and the compact view (booleanConfig.has_lite_view), kept as preferences.
 */
export function DisplaySettings() {
  const { t } = useTranslation();
  const { settings } = useLoadedSettings();
  const { has_theme_switcher, has_font_size_switcher } = settings.booleanConfig;
  const [theme, setTheme] = usePreference('theme');
  const [fontSize, setFontSize] = usePreference('fontSize');
  return (
    <div className="display-settings">
      {has_theme_switcher && (
        <Choice
          legend={t('display_theme')}
          options={THEMES}
          value={theme ?? settings.customizeConfig.theme}
          label={(option) => t(`display_theme_${option}`)}
          onChange={setTheme}
        />
      )}
      {has_font_size_switcher && (
        <Choice
          legend={t('display_font_size')}
          options={FONT_SIZES}
          value={fontSize ?? settings.customizeConfig.font_size}
          label={(option) => t(`display_font_size_${option}`)}
          onChange={setFontSize}
        />
      )}
      <OddsFormatSwitcher className="display-settings__group" />
      <BettingViewSwitcher className="display-settings__group" />
      <CompactViewToggle className="display-settings__group" />
    </div>
  );
}
