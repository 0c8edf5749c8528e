import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { usePolledCall } from '@/lib/feed/use-polled-call';

import { type FeedMode, searchGames } from '../api/feed-endpoints';
import { GameList } from './game-list';

/** The search box's length limit (spec §5). */
export const SEARCH_MAX_LENGTH = 100;
const MIN_TEXT = 3;

function Results({ text, language, mode }: { text: string; language: string; mode: FeedMode }) {
  const { t } = useTranslation('sportsbook');
  const { data } = usePolledCall(searchGames[mode], { lng: language, text, limit: 50 }, 30_000);
  return (
    <section
      className="search-results"
      aria-live="polite"
      aria-label={t('search_results', { text })}
    >
      {data === undefined ? null : data.length === 0 ? (
        <p>{t('search_none', { text })}</p>
      ) : (
        <GameList games={data} language={language} mode={mode} />
      )}
    </section>
  );
}

/** Teams and championships by name (Web_SearchZip), results grouped by sport and championship. */
export function SportsbookSearch({ language, mode }: { language: string; mode: FeedMode }) {
  const { t } = useTranslation('sportsbook');
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  return (
    <div className="sportsbook-search">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(text.trim());
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('search_label')}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('search_placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            const trimmed = event.target.value.trim();
            setAsked(trimmed.length >= MIN_TEXT ? trimmed : '');
          }}
        />
        <button type="submit" className="button button--secondary">
          {t('search_submit')}
        </button>
      </form>
      {asked !== '' && <Results text={asked} language={language} mode={mode} />}
    </div>
  );
}
