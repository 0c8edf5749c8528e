// Test support only: the favourites calls answered from memory, as the reference platform would.
import { fakeFetch, jsonResponse } from '@/lib/api-client/test-fetch';

import type { FavouriteKind } from './favourite-lists';

const BASE = '/service-api/favorites/v1/Favorite';
const PATHS: Record<string, FavouriteKind> = {
  Games: 'games',
  Championships: 'championships',
  Teams: 'teams',
};

/** A platform holding one player's lists; `refuse` makes calls to a path fail with that status. */
export function fakeFavouritesPlatform(start: Partial<Record<FavouriteKind, number[]>> = {}) {
  const lists: Record<FavouriteKind, number[]> = {
    games: [...(start.games ?? [])],
    championships: [...(start.championships ?? [])],
    teams: [...(start.teams ?? [])],
  };
  const refuse = new Map<string, { status: number; message: string }>();
  const { fetch, seen } = fakeFetch(({ url, init }) => {
    const path = url.slice(BASE.length);
    const method = init.method ?? 'GET';
    const refusal = refuse.get(`${method} ${path}`);
    if (refusal)
      return jsonResponse({ success: false, message: refusal.message, errors: [] }, refusal.status);
    if (path === '') return jsonResponse({ success: true, data: lists });
    const [, segment = '', rest] = /^\/(?:migrate\/)?(\w+)(\/Clear)?$/.exec(path) ?? [];
    const kind = PATHS[segment];
    if (!kind) return jsonResponse({ success: false, message: 'error_not_found' }, 404);
    const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Record<
      string,
      number[]
    >;
    const ids = Object.values(body)[0] ?? [];
    const fresh = ids.filter((id) => !lists[kind].includes(id));
    if (rest) lists[kind] = [];
    else if (path.startsWith('/migrate')) lists[kind] = [...lists[kind], ...fresh];
    else if (method === 'POST') lists[kind] = [...fresh, ...lists[kind]];
    else if (method === 'DELETE') lists[kind] = lists[kind].filter((id) => !ids.includes(id));
    return jsonResponse({ success: true, data: lists[kind] });
  });
  /** The calls made, as `METHOD path body`. */
  const calls = () =>
    seen.map(({ url, init }) => {
      const body = typeof init.body === 'string' ? ` ${init.body}` : '';
      return `${init.method ?? 'GET'} ${url.slice(BASE.length) || '/'}${body}`;
    });
  return { fetch, lists, refuse, calls };
}
