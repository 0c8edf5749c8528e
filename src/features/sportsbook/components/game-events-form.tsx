import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiClient } from '@/lib/api-client/api-client-context';
import { machineErrorOf } from '@/lib/api-client/machine-error-of';
import { useApi } from '@/lib/api-client/use-api';
import type { GameEventType } from '@/lib/api-contract/generated/api-types.ts';

import { getEventTypes, saveGameSubscription } from '../api/subscription-endpoints';

/**
 * The event types the platform offers for a game (its sport's), a checkbox each, ticked where the
 * player follows them; Save replaces the whole list (none ticked: the game is no longer followed).
 */
export function GameEventsForm({
  gameId,
  language,
  followed,
  onSaved,
}: {
  gameId: number;
  language: string;
  /** What the platform says the player follows (undefined until it has answered). */
  followed: readonly GameEventType[] | undefined;
  onSaved: (events: readonly GameEventType[]) => void;
}) {
  const { t } = useTranslation('sportsbook');
  const client = useApiClient();
  const { data: types, error } = useApi(getEventTypes, { gameId, language });
  // The player's ticks once they have changed one; until then what the platform answered.
  const [draft, setDraft] = useState<ReadonlySet<GameEventType>>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const chosen = draft ?? new Set(followed ?? []);

  const toggle = (type: GameEventType) => {
    const next = new Set(chosen);
    if (!next.delete(type)) next.add(type);
    setDraft(next);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const events = [...chosen].sort((a, b) => a - b);
      onSaved(await client.call(saveGameSubscription, { gameId, events }));
    } catch (problem) {
      setFailure(machineErrorOf(problem).code);
    } finally {
      setBusy(false);
    }
  };

  if (error) return <p role="alert">{t('game_events_failed')}</p>;
  if (!types || !followed) return <p className="game-events__loading">{t('loading')}</p>;
  return (
    <form className="game-events" onSubmit={(event) => void save(event)}>
      <fieldset className="game-events__types">
        <legend>{t('game_events_legend')}</legend>
        {types.map((type) => (
          <label key={type.id} className="game-events__type">
            <input type="checkbox" checked={chosen.has(type.id)} onChange={() => toggle(type.id)} />
            <span>{type.name}</span>
          </label>
        ))}
      </fieldset>
      {failure && (
        <p role="alert" className="game-events__failure">
          {t(failure, { defaultValue: t('game_events_save_failed') })}
        </p>
      )}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('game_events_save')}
      </button>
    </form>
  );
}
