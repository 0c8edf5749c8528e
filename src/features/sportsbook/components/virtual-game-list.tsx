import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';

import { isThreeWay } from '../main-columns';
import type { FeedGame } from '../types';
import { type ChampGroup, ChampHeader } from './champ-header';
import { GameRow } from './game-row';

type Item =
  | { readonly kind: 'champ'; readonly group: ChampGroup; readonly threeWay: boolean }
  | { readonly kind: 'game'; readonly game: FeedGame; readonly threeWay: boolean };

const ESTIMATE = { champ: 46, game: 58 } as const;
const OVERSCAN = 10;
/** The first window the platform renders (no window to measure there). */
const FIRST_WINDOW = { width: 0, height: 900 } as const;

const measure = (row: Element) => row.getBoundingClientRect().height || ESTIMATE.game;

/**
 * A long list of games (all of live: thousands) as one list of championship headings and games,
 * of which only the rows on screen (and a few around) are in the page; the others are two
 * spacers. Only a row whose game changed renders again (GameRow is memoised over the shared
 * answer). The spacers' heights are style attributes, which the pages' CSP refuses in the
 * platform's markup: they are drawn once the list is in the browser, below the first rows.
 */
export function VirtualGameList({
  groups,
  language,
  mode,
}: {
  groups: readonly ChampGroup[];
  language: string;
  mode: 'line' | 'live';
}) {
  const items = useMemo(
    () =>
      groups.flatMap((group): Item[] => {
        const threeWay = isThreeWay(group.games);
        return [
          { kind: 'champ', group, threeWay },
          ...group.games.map((game): Item => ({ kind: 'game', game, threeWay })),
        ];
      }),
    [groups],
  );
  const list = useRef<HTMLUListElement>(null);
  const [top, setTop] = useState(0);
  const [placed, setPlaced] = useState(false);
  useLayoutEffect(() => {
    setTop((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    setPlaced(true);
  }, []);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: items.length,
    estimateSize: (i) => ESTIMATE[items[i]?.kind ?? 'game'],
    overscan: OVERSCAN,
    initialRect: FIRST_WINDOW,
    scrollMargin: top,
    measureElement: measure,
    getItemKey: (i) => {
      const item = items[i];
      if (!item) return i;
      return item.kind === 'champ' ? `c${item.group.champId}` : item.game.id;
    },
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const before = first ? first.start - top : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - top) : 0;
  return (
    <ul ref={list} className="game-list game-list--virtual">
      {placed && before > 0 && (
        <li className="game-list__spacer" aria-hidden="true" style={{ blockSize: before }} />
      )}
      {rows.map((row) => {
        const item = items[row.index];
        if (!item) return null;
        if (item.kind === 'champ')
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className="champ-block champ-block--row"
            >
              <ChampHeader
                group={item.group}
                language={language}
                mode={mode}
                threeWay={item.threeWay}
                headingId={`champ-${item.group.champId}`}
              />
            </li>
          );
        return (
          <GameRow
            key={row.key}
            ref={virtualizer.measureElement}
            index={row.index}
            game={item.game}
            language={language}
            threeWay={item.threeWay}
          />
        );
      })}
      {placed && after > 0 && (
        <li className="game-list__spacer" aria-hidden="true" style={{ blockSize: after }} />
      )}
    </ul>
  );
}
