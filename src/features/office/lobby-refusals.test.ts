import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * Every refusal of publishbet (schemas/api/lobby.json) has a text where the bets history looks
 * (problemText: the office's dictionary, then the common one), in every sample language: the
 * history's route loads no sportsbook dictionary, so a lobby text kept only there reached the
 * player as "Something went wrong".
 */
const contract = JSON.parse(readFileSync('schemas/api/lobby.json', 'utf8')) as {
  $defs: { publishBetBody: { description: string } };
};
/** The refusals the contract names for publishbet. */
const REFUSALS = [
  ...new Set(contract.$defs.publishBetBody.description.match(/\berror_[a-z_]+/g) ?? []),
];
/** Every sample language (a folder of src/locales each). */
const LANGUAGES = readdirSync('src/locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const dictionary = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join('src/locales', lng, `${ns}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('the bets history’s lobby refusals', () => {
  it('are the four the contract names, in five languages', () => {
    expect(REFUSALS).toEqual([
      'error_lobby_off',
      'error_bet_not_found',
      'error_lobby_bet_not_open',
      'error_lobby_too_few_selections',
    ]);
    expect(LANGUAGES).toHaveLength(5);
  });

  it.each(LANGUAGES)('are written in the office or common dictionary (%s)', (lng) => {
    const shown = { ...dictionary(lng, 'common'), ...dictionary(lng, 'office') };
    for (const key of REFUSALS) expect(shown[key], `${lng}: ${key}`).toBeTruthy();
    expect(shown.error_lobby_too_few_selections).toContain('{{min_selections}}');
  });
});
