import { describe, expect, it } from 'vitest';

import { first } from '@machines/coupon/coupon.fixtures';
import type { PlaceBetInput } from '@machines/coupon/coupon.types';
import { createApiClient } from '@/lib/api-client/client';
import { jsonResponse } from '@/lib/api-client/test-fetch';

import { placeBet } from './place-bet';

const input: PlaceBetInput = {
  kind: 'single',
  systemSize: undefined,
  stake: 1000n,
  policy: 'none',
  selections: [{ key: first.key, gameId: first.gameId, price: first.c }],
  betGuid: '6f1c2a4e-0b7d-4e2f-9a61-3c5d8e7f9012',
  betGuids: ['6f1c2a4e-0b7d-4e2f-9a61-3c5d8e7f9012'],
};

const placingWith = (fetch: typeof globalThis.fetch) => placeBet(createApiClient({ fetch }), input);

describe('placeBet without an answer', () => {
  it('rejects a lost connection as error_network, the key the slip shows', async () => {
    await expect(
      placingWith(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toMatchObject({ code: 'error_network' });
  });

  it('rejects a 5xx with the platform’s message key; a 4xx is a refusal, an answer', async () => {
    const answering = (status: number, message: string) => () =>
      Promise.resolve(jsonResponse({ success: false, message, errors: [] }, status));
    await expect(placingWith(answering(502, 'error_server_generic'))).rejects.toMatchObject({
      code: 'error_server_generic',
    });
    await expect(placingWith(answering(402, 'error_insufficient_funds'))).resolves.toMatchObject({
      status: 'refused',
      code: 'error_insufficient_funds',
    });
  });
});
