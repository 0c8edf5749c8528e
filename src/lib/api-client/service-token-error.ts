import { ApiError } from './errors';

/** i18n keys of the service-token failures (the machine's codes); other codes are keys already. */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  USER_NOT_AUTHENTICATED: 'error_user_not_authenticated',
  TOKEN_NOT_AUTHENTICATED: 'error_token_not_authenticated',
  LOST_TOKEN: 'error_service_token',
  NO_DATE_HEADER: 'error_service_token',
};
const STATUS: Readonly<Record<string, number>> = {
  USER_NOT_AUTHENTICATED: 403,
  TOKEN_NOT_AUTHENTICATED: 401,
};

/** The i18n key shown for a service-token failure code. */
export const serviceTokenMessageKey = (code: string): string =>
  MESSAGE_KEYS[code] ?? (code.startsWith('error_') ? code : 'error_server_generic');

/**
 * A service call that could not get or keep a service token: USER_NOT_AUTHENTICATED,
 * TOKEN_NOT_AUTHENTICATED, 'lost token', 'headers.date is undefined' or the fetch's own failure.
 * Its body is the platform's error shape with the i18n key as `message`, so the handlers that show
 * the platform's message key show this one too.
 */
export class ServiceTokenError extends ApiError {
  override name = 'ServiceTokenError';
  readonly code: string;

  constructor(code: string, url: string, options: { message?: string; cause?: unknown } = {}) {
    const key = serviceTokenMessageKey(code);
    super({
      status: STATUS[code] ?? 0,
      url,
      body: { success: false, message: key, errors: [] },
      userMessage: key,
      message: options.message ?? code,
      cause: options.cause,
    });
    this.code = code;
  }
}
