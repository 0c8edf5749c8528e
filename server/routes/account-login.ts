import type { FastifyInstance } from 'fastify';

import { accountData, setAccountLogin } from '../auth/account-login.ts';
import { consumeCaptchaHeader, loginCaptchaAsked } from '../captcha/captcha-service.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';

/** The account's sign-in names in the office: its own login name and whether the e-mail signs in. */
export function accountLoginRoutes(app: FastifyInstance) {
  app.get('/web-api/officeapi/getaccountdata', async (request) => {
    const { playerId } = await app.authenticate(request);
    const data = await accountData(app.db, playerId);
    if (!data) throw new ApiProblem(404, 'error_not_found', ['no such account']);
    return { success: true, data };
  });

  app.post<{ Body: { login: string; auth_by_email: boolean } }>(
    '/api/internal/office/account/login',
    { schema: { body: ref('account', 'accountLoginBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      // The same captcha as a sign-in attempt, where the variant asks for one: a login name is what sign-in attempts guess.
      if (loginCaptchaAsked(app.settingsOf(request).settings))
        await consumeCaptchaHeader(app.db, request.headers);
      return { success: true, data: await setAccountLogin(app.db, playerId, request.body) };
    },
  );
}
