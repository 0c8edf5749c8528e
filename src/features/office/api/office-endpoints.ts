import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  AccountDataResponse,
  PasswordChangeBody,
  RecoveryCodesBody,
  RecoveryCodesResponse,
  SendCodeResponse,
  SessionsResponse,
  TwoFactorDisableBody,
  TwoFactorEnableBody,
  TwoFactorEnabledResponse,
  TwoFactorQrResponse,
  UserSettingsResponse,
} from '@/lib/api-contract/generated/api-types.ts';

const OFFICE = '/web-api/officeapi';

/** The player's settings (two-factor on or off); a service call, like everything under /api/web/user/v1. */
export const getUserSettings = defineEndpoint<void, UserSettingsResponse>({
  url: '/api/web/user/v1/settings',
  auth: 'service',
});

/** A new two-factor secret: QR code, otpauth link, the secret itself. */
export const postTwoFactorQr = defineEndpoint<void, TwoFactorQrResponse>({
  url: `${OFFICE}/gettwofactorqrcodeurl`,
  method: 'POST',
  auth: true,
});

/** An SMS code to the player's phone for enabling two-factor. */
export const postTwoFactorSms = defineEndpoint<void, SendCodeResponse>({
  url: `${OFFICE}/sendSmsForTwoFactorActivation`,
  method: 'POST',
  auth: true,
});

/** Turns two-factor on; answers the first recovery codes (shown once). */
export const postTwoFactorEnable = defineEndpoint<TwoFactorEnableBody, TwoFactorEnabledResponse>({
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

/** A new set of recovery codes, proved by the password or the app's current code. */
export const postRecoveryCodes = defineEndpoint<RecoveryCodesBody, RecoveryCodesResponse>({
  url: `${OFFICE}/twofactorrecoverycodes`,
  method: 'POST',
  auth: true,
  params: { password: { type: 'string' }, code: { type: 'string' } },
});

/** The player's sessions, newest first (schemas/api/office-sessions.json). */
export const getUserSessions = defineEndpoint<void, SessionsResponse>({
  url: '/session-api/sessions/user',
  auth: true,
});

export const postCloseSession = defineEndpoint<{ session_id: string }, { success: true }>({
  url: `${OFFICE}/closesession`,
  method: 'POST',
  auth: true,
  params: { session_id: { type: 'string' } },
});

export const postDisconnectEverywhere = defineEndpoint<void, { success: true }>({
  url: `${OFFICE}/disconnecteverywhere`,
  method: 'POST',
  auth: true,
});

/** Changes the password (the three passwords as base64 text; schemas/api/password.json). */
export const putPassword = defineEndpoint<PasswordChangeBody, { success: true }>({
  url: '/api/web/user/v1/password',
  method: 'PUT',
  auth: 'service',
  params: {
    old_password: { type: 'string' },
    password: { type: 'string' },
    password_confirmation: { type: 'string' },
    end_other_sessions: { type: 'bool' },
  },
});

/** The account's sign-in names (schemas/api/account.json). */
export const getAccountData = defineEndpoint<void, AccountDataResponse>({
  url: `${OFFICE}/getaccountdata`,
  auth: true,
});

/** Sets the player's own login name ('' removes it) and whether their e-mail signs in. */
export const postAccountLogin = defineEndpoint<
  { login: string; auth_by_email: boolean },
  AccountDataResponse
>({
  url: '/api/internal/office/account/login',
  method: 'POST',
  params: { login: { type: 'string' }, auth_by_email: { type: 'bool' } },
  auth: true,
  captcha: true,
});
