import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  CheckCodeResponse,
  PayAndPlayStartResponse,
  RegisterResponse,
  RegistrationFieldsResponse,
  RegistrationPageResponse,
  RegistrationType,
  RegistrationTypesResponse,
  SendCodeResponse,
  WelcomeBonusesResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** The registration calls of the platform (schemas/api/registration.json and friends). */
export const getRegistrationTypes = defineEndpoint<
  void,
  RegistrationTypesResponse,
  readonly RegistrationType[]
>({
  url: '/api/web/registration/v1/types',
  transform: (raw) => raw.data.attributes.types,
});

export const getRegistrationFields = defineEndpoint<void, RegistrationFieldsResponse>({
  url: '/api/web/registration/v1/fields',
  pathParams: ['type'],
});

export const postRegistrationPage = defineEndpoint<
  { isWidget?: boolean },
  RegistrationPageResponse
>({
  url: '/registration',
  method: 'POST',
  params: { isWidget: { type: 'bool', default: false } },
});

export const getWelcomeBonuses = defineEndpoint<{ bonus?: string }, WelcomeBonusesResponse>({
  url: '/api/v3/bonuses/welcome-bonuses',
  params: { bonus: { type: 'string' } },
});

export const postRegister = defineEndpoint<
  { type: RegistrationType; fields: Record<string, unknown> },
  RegisterResponse
>({
  url: '/api/web/registration/v1/register',
  method: 'POST',
  params: { type: { type: 'string' }, fields: { type: 'raw' } },
  captcha: true,
  noParallel: true,
});

/** A registration code: its first send spends the captcha (x-captcha-token) where the variant asks. */
export const postSendCode = defineEndpoint<{ phone: string }, SendCodeResponse>({
  url: '/sms-auth/send-code',
  method: 'POST',
  params: { phone: { type: 'string' } },
  captcha: true,
});

/** Starts the pay-and-play first deposit (behind the captcha, which it spends): the bank page. */
export const postPayAndPlayStart = defineEndpoint<
  { amount: string; currency_id: number; state: string; lang: string },
  PayAndPlayStartResponse,
  string
>({
  url: '/api/web/registration/v1/pay-and-play/start',
  method: 'POST',
  params: {
    amount: { type: 'string' },
    currency_id: { type: 'int' },
    state: { type: 'string' },
    lang: { type: 'string' },
  },
  captcha: true,
  transform: (raw) => raw.data.url,
});

export const postCheckCode = defineEndpoint<{ phone: string; code: string }, CheckCodeResponse>({
  url: '/sms-auth/check-code',
  method: 'POST',
  params: { phone: { type: 'string' }, code: { type: 'string' } },
});
