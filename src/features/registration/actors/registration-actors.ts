import { fromPromise } from 'xstate';

import type {
  FormDefinition,
  RegisterCall,
  RegistrationResult,
  RegistrationStart,
  RegistrationType,
  WelcomeBonusChoice,
} from '@machines/registration/registration.types';
import type { ApiClient } from '@/lib/api-client/client';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import { declareFields } from '@/lib/forms/declare-fields';
import { logger } from '@/lib/logger';

import {
  getRegistrationFields,
  getRegistrationTypes,
  getWelcomeBonuses,
  postRegister,
  postRegistrationPage,
} from '../api/registration-endpoints';

/** Page data and welcome bonuses are nice to have: a failure is logged, the form still works. */
async function optional<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    logger.warn(`${what} failed to load`, error);
    return undefined;
  }
}

const decodeBase64 = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));

/** What the registration page shows first: the types offered, the page data, welcome bonuses. */
export async function loadRegistrationStart(
  client: ApiClient,
  bonusCode: string | undefined,
  signal?: AbortSignal,
): Promise<RegistrationStart> {
  const [types, page, bonuses] = await Promise.all([
    client.call(getRegistrationTypes, undefined, { signal }),
    optional('registration data', () => client.call(postRegistrationPage, {}, { signal })),
    optional('welcome bonuses', () =>
      client.call(getWelcomeBonuses, { bonus: bonusCode }, { signal }),
    ),
  ]);
  return {
    types,
    page: page as Record<string, unknown> | undefined,
    bonuses: (bonuses?.data ?? []).map((b): WelcomeBonusChoice => ({
      id: b.id,
      bonusCode: b.attributes.bonusCode,
      title: b.attributes.title,
      info: b.attributes.info,
      cancel: b.attributes.cancel,
      bannerText: b.attributes.bannerInfo?.bannerText,
    })),
  };
}

/** A registration type's form, its spec fields declared before any form sees them. */
export async function loadRegistrationForm(
  client: ApiClient,
  type: RegistrationType,
  signal?: AbortSignal,
): Promise<FormDefinition> {
  const answer = await client.call(getRegistrationFields, undefined, {
    pathParams: { type },
    signal,
  });
  return {
    fields: declareFields(answer.data.attributes.fields),
    relations: answer.data.attributes.relation_fields,
  };
}

/** The registration machine's I/O, through the one API client. */
export function registrationActors(client: ApiClient) {
  return {
    loadStart: fromPromise<RegistrationStart, { bonusCode?: string }>(({ input, signal }) =>
      asMachineCall(() => loadRegistrationStart(client, input.bonusCode, signal)),
    ),
    loadForm: fromPromise<FormDefinition, { type: RegistrationType }>(({ input, signal }) =>
      asMachineCall(() => loadRegistrationForm(client, input.type, signal)),
    ),
    register: fromPromise<RegistrationResult, RegisterCall>(({ input, signal }) =>
      asMachineCall(async () => {
        const fields = {
          ...input.values,
          ...(input.bonusCode ? { bonus_choice: input.bonusCode } : {}),
        };
        const answer = await client.call(
          postRegister,
          { type: input.type, fields },
          { signal, captchaToken: input.captchaToken || undefined },
        );
        // The answer always carries the password; only one the platform made up is the player's news.
        const typed = input.values.password;
        const generated = typeof typed !== 'string' || typed === '';
        return {
          userId: answer.data.attributes.userId,
          ...(generated ? { password: decodeBase64(answer.data.attributes.password) } : {}),
        };
      }),
    ),
  };
}
