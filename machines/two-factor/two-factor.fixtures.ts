import { catalogueEntry } from '../../qa/catalogue-entry';
import { twoFactorMachine } from './two-factor.machine';

const qr = {
  qrCodeUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  qrLink: 'otpauth://totp/Betframe:7?secret=JBSWY3DPEHPK3PXP&issuer=Betframe',
  secret: 'JBSWY3DPEHPK3PXP',
};

const recoveryCodes = ['AAAA-BBBB-CCCC', 'DDDD-EEEE-FFFF'];

/** Two-factor settings as QA plays them: on or off, QR code, SMS code, wrong SMS and app codes, recovery codes. */
export const twoFactorEntry = catalogueEntry({
  id: 'twoFactor',
  description:
    'Two-factor sign-in in the office: enable with a QR code, the app code and optionally an SMS code (the recovery codes shown once); renew the recovery codes with the password or an app code; disable with the app code.',
  machine: twoFactorMachine,
  inputs: [undefined as never],
  fixtures: {
    events: {
      'codes.submit': [{ appCode: '123456' }, { appCode: '123456', smsCode: '4321' }],
      'disable.submit': [{ code: '123456' }],
      'renew.submit': [{ proof: { password: 'secret' } }, { proof: { code: '123456' } }],
    },
    actors: {
      loadStatus: {
        done: [
          { enabled: false, codesLeft: 0 },
          { enabled: true, codesLeft: 7 },
        ],
        error: [{ code: 'error_server_generic', message: 'HTTP 502' }],
      },
      getQr: { done: [qr], error: [{ code: 'error_server_generic', message: 'HTTP 502' }] },
      sendSms: { done: [undefined], error: [{ code: 'error_no_phone', message: 'HTTP 409' }] },
      enable: {
        done: [{ recoveryCodes }],
        error: [
          { code: 'error_two_factor_app_code', message: 'HTTP 422' },
          { code: 'error_two_factor_sms_code', message: 'HTTP 422' },
        ],
      },
      disable: {
        done: [undefined],
        error: [{ code: 'error_two_factor_app_code', message: 'HTTP 422' }],
      },
      renew: {
        done: [{ recoveryCodes }],
        error: [{ code: 'error_two_factor_code_used', message: 'HTTP 422' }],
      },
    },
  },
});
