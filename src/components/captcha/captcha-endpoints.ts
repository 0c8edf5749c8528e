import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  PuzzleChallengeResponse,
  PuzzleVerifyResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** A new slider puzzle (its images; the answer stays on the platform). */
export const postPuzzleChallenge = defineEndpoint<void, PuzzleChallengeResponse>({
  url: '/puzzle-api/challenge',
  method: 'POST',
});

/** The piece's position: a token for `x-captcha-token` when it fits. */
export const postPuzzleVerify = defineEndpoint<{ id: string; x: number }, PuzzleVerifyResponse>({
  url: '/puzzle-api/verify',
  method: 'POST',
  params: { id: { type: 'string' }, x: { type: 'int' } },
});
