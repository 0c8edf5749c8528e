import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

import { tabStorage } from './tab-storage';

const KEY = 'betframe.registration.drafts';
type Values = Readonly<Record<string, unknown>>;

const SECRET_AUTOCOMPLETE = new Set(['new-password', 'current-password', 'one-time-code']);
const ONE_USE_KINDS = new Set(['password', 'captcha', 'custom_captcha']);

/** A value never kept outside the form: passwords, one-time answers, what the definition marks secret. */
export const isSecret = (field: RegistrationField) =>
  field.secret === true ||
  ONE_USE_KINDS.has(field.type) ||
  field.inputType === 'password' ||
  SECRET_AUTOCOMPLETE.has(field.autocomplete ?? '');

/**
 * What the player typed per registration type, for the tab's life: a reload, another tab of the
 * form or Back/Forward bring it back. Secrets are left out; a registration clears it all.
 */
export const draftStore = {
  read: (type: string): Values | undefined => tabStorage.read<Record<string, Values>>(KEY)?.[type],
  /** Whether the tab holds a draft of any type. */
  any: (): boolean => Object.keys(tabStorage.read<Record<string, Values>>(KEY) ?? {}).length > 0,
  save(type: string, values: Values, fields: readonly RegistrationField[]): void {
    const secret = new Set(fields.filter(isSecret).map((f) => f.name));
    const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !secret.has(name)));
    tabStorage.write(KEY, { ...tabStorage.read<Record<string, Values>>(KEY), [type]: kept });
  },
  clear: (): void => tabStorage.remove(KEY),
};
