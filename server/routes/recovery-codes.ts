import type { FastifyInstance } from 'fastify';

import { type RenewProof, renewRecoveryCodes } from '../auth/renew-recovery-codes.ts';
import { ref } from '../contract.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { secondFactorGuard } from './second-factor-guard.ts';

/** A new set of two-factor recovery codes, proved by the password or the app's current code. */
export function recoveryCodeRoutes(app: FastifyInstance, dictionaries: DictionarySet) {
  app.post<{ Body: RenewProof }>(
    '/web-api/officeapi/twofactorrecoverycodes',
    { schema: { body: ref('sign-in', 'recoveryCodesBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const codes = await renewRecoveryCodes(
        app.db,
        playerId,
        request.body,
        secondFactorGuard(app, request, dictionaries),
      );
      return { success: true, data: { recovery_codes: codes } };
    },
  );
}
