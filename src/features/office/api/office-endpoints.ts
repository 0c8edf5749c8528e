import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { SendCodeResponse, TwoFactorDisableBody, TwoFactorEnableBody, TwoFactorQrResponse, UserSettingsResponse } from '@/lib/api-contract/generated/api-types.ts';

const OFFICE = '/web-api/officeapi';

/** The player's settings (two-factor on or off). */
export const getUserSettings = defineEndpoint<void, UserSettingsResponse>({ url: '/api/web/user/v1/settings', auth: true });

/** A new two-factor secret: QR code, otpauth link, the secret itself. */
export const postTwoFactorQr = defineEndpoint<void, TwoFactorQrResponse>({ url: `${OFFICE}/gettwofactorqrcodeurl`, method: 'POST', auth: true });

/** An SMS code to the player's phone for enabling two-factor. */
export const postTwoFactorSms = defineEndpoint<void, SendCodeResponse>({ url: `${OFFICE}/sendSmsForTwoFactorActivation`, method: 'POST', auth: true });

export const postTwoFactorEnable = defineEndpoint<TwoFactorEnableBody, { success: true }>({
  url: `${OFFICE}/twofactorauthenable`,
  method: 'POST',
  auth: true,
  params: { app_code: { type: 'string' }, sms_code: { type: 'string' } },
});

export const postTwoFactorDisable = defineEndpoint<TwoFactorDisableBody, { success: true }>({
  url: `${OFFICE}/twofactorauthdisable`,
  method: 'POST',
  auth: true,
  params: { hash: { type: 'string' } },
});
