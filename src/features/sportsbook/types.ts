import type { Game } from '@/lib/api-contract/generated/api-types.ts';

/** A game as the feed sends it (schemas/api/feed.json#/$defs/game). */
export type FeedGame = Game;
