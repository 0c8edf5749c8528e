import { run as suggestEmail } from '@zootools/email-spell-checker';

import type { RuleCheck, RuleFailure } from './types';

const BASIC_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Common mail providers: a suggestion is made only for a near miss of one of these (the spell
 * checker alone also "corrects" valid regional domains such as mail.kz or list.ru).
 */
const COMMON_PROVIDERS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.ru',
  'bk.ru',
  'inbox.ru',
  'list.ru',
  'yandex.ru',
  'yandex.kz',
  'ya.ru',
  'rambler.ru',
  'ukr.net',
  'mail.kz',
  'uol.com.br',
  'bol.com.br',
]);

/**
 * The spec's e-mail chain (empty allowed), in order: leading @, trailing @, no @, no dot after @,
 * a space, a known typo of a common provider (with the corrected address), else a basic pattern.
 */
export const emailRule: RuleCheck = (value, rule): RuleFailure | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return { key: rule.message };
  if (value.startsWith('@')) return { key: 'validation_email_account_name' };
  if (value.endsWith('@')) return { key: 'validation_email_domain_name' };
  if (!value.includes('@')) return { key: 'validation_email_at_symbol' };
  if (!value.slice(value.indexOf('@')).includes('.')) return { key: 'validation_email_dot_symbol' };
  if (/\s/.test(value)) return { key: 'validation_email_space' };
  const domain = value.slice(value.lastIndexOf('@') + 1).toLowerCase();
  const suggestion = COMMON_PROVIDERS.has(domain) ? undefined : suggestEmail({ email: value });
  if (
    suggestion &&
    COMMON_PROVIDERS.has(suggestion.domain.toLowerCase()) &&
    suggestion.full !== value
  )
    return { key: 'validation_email_suggestion', params: { suggestion: suggestion.full } };
  return BASIC_ADDRESS.test(value) ? undefined : { key: rule.message };
};
