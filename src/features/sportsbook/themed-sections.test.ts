import { describe, expect, it } from 'vitest';

import { settingsDefaults } from '@/config/generated/site-settings.defaults.ts';
import type { SiteSettings } from '@/config/generated/site-settings.types.ts';

import {
  enabledGlobalSections,
  feedModeOf,
  GLOBAL_CHAMP_SECTIONS,
  themedPath,
  themedPlaceOf,
} from './themed-sections';

describe('themed section places', () => {
  it('reads the view and the filters from the path, the line by default', () => {
    expect(themedPlaceOf('epl', '')).toEqual({ key: 'epl', view: 'line' });
    expect(themedPlaceOf('epl', 'live')).toEqual({ key: 'epl', view: 'live' });
    expect(themedPlaceOf('olympics2024', 'line/4/4000/')).toEqual({
      key: 'olympics2024',
      view: 'line',
      sportId: 4,
      champId: 4000,
    });
    expect(themedPlaceOf('epl', 'tables/1')).toEqual({ key: 'epl', view: 'tables', sportId: 1 });
    expect(themedPlaceOf('cyber', 'calendar')).toEqual({ key: 'cyber', view: 'calendar' });
  });

  it('names nothing for an unknown view, a bad id, too many parts or another section’s calendar', () => {
    for (const splat of ['games', 'line/football', 'line/0', 'line/1/2/3', 'calendar', 'line/-1'])
      expect(themedPlaceOf('epl', splat), splat).toBeUndefined();
  });

  it('writes the address a place is read from, the plain line as the section itself', () => {
    const places = [
      { key: 'epl', view: 'line' },
      { key: 'epl', view: 'live', sportId: 1 },
      { key: 'olympics2024', view: 'tables', sportId: 4, champId: 4001 },
      { key: 'cyber', view: 'calendar', sportId: 4005 },
    ] as const;
    expect(themedPath('en', places[0])).toBe('/en/epl');
    for (const place of places) {
      const [, , key = '', ...rest] = themedPath('pt', place).split('/');
      expect(themedPlaceOf(key, rest.join('/'))).toEqual(place);
    }
  });

  it('takes the tables and the calendar from the line', () => {
    expect(['line', 'live', 'tables', 'calendar'].map((v) => feedModeOf(v as 'line'))).toEqual([
      'line',
      'live',
      'line',
      'line',
    ]);
  });

  it('enables the global championship sections the settings list, in their order', () => {
    const settings = {
      ...settingsDefaults,
      modulesConfig: {
        ...settingsDefaults.modulesConfig,
        themed_sections: ['ufc', 'marble', 'epl', 'home'],
      },
    } as SiteSettings;
    expect(enabledGlobalSections(settings)).toEqual(['ufc', 'epl']);
    expect(GLOBAL_CHAMP_SECTIONS).not.toContain('marble');
  });
});
