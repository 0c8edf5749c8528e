import { randomInt } from 'node:crypto';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { declareFields } from '../../src/lib/forms/declare-fields.ts';
import { unmasked } from '../../src/lib/forms/input-mask.ts';
import { ageOn } from '../../src/lib/validation/date-rules.ts';
import { validateForm } from '../../src/lib/validation/validate-form.ts';
import { hashPassword } from '../auth/password.ts';
import { rewardFirstDeposit } from '../bonuses/bonuses.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem, validationProblem } from '../errors.ts';
import { deposit } from '../ledger/movements.ts';
import { type Payment, takePayment } from '../payments/bank-standin.ts';
import { consumeProof } from '../verification/codes.ts';
import { normalizePhone } from '../verification/phone.ts';
import { catalogueMismatches } from './catalogue-check.ts';
import type { Catalogues } from './catalogues.ts';
import { registrationForm, type RegistrationType } from './registration-form.ts';

/** Values the form may carry that are not fields of the definition. */
const CONTROL_FIELDS = new Set([
  'phone_confirmation',
  'bonus_choice',
  'social_token',
  'payment_reference',
]);
/** Values never stored in the player's field record. */
const SECRET_FIELDS = new Set([
  'password',
  'password_again',
  'phone_confirmation',
  'social_token',
  'payment_reference',
  'google_captcha_response',
  'custom_captcha',
  'custom_captcha_id',
  'custom_captcha_value',
]);
const OPTION_FIELDS = new Set(['country_id', 'currency_id', 'citizenship_id', 'country_code_id']);

function generatedPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The pending social identity of a token (used up), or undefined when missing, used or expired. */
async function takeSocialIdentity(db: Db, partner: number, token: unknown) {
  if (typeof token !== 'string' || token === '') return undefined;
  const [row] = await db.query<{ provider: string; subject: string; email: string | null }>(
    `UPDATE social_pending SET used_at = now()
     WHERE token = $1 AND partner = $2 AND used_at IS NULL AND expires_at > now() RETURNING provider, subject, email`,
    [token, partner],
  );
  return row
    ? { provider: row.provider, subject: row.subject, email: row.email ?? undefined }
    : undefined;
}

/**
 * The bank payment a pay-and-play registration stands on: unused, this partner's, in the
 * account's currency, made by a payer old enough to play in the chosen country.
 */
async function paymentFor(
  tx: Queryable,
  partner: number,
  reference: unknown,
  currencyId: number,
  minAge: number,
): Promise<Payment> {
  const payment = await takePayment(tx, partner, reference);
  if (!payment)
    throw new ApiProblem(422, 'error_payment_reference', [
      'payment_reference is unknown, used or expired',
    ]);
  if (payment.currencyId !== currencyId)
    throw new ApiProblem(422, 'error_payment_currency', [
      'the payment is in another currency than the account',
    ]);
  if (ageOn(new Date(`${payment.payerBirthday}T00:00:00Z`), new Date()) < minAge) {
    throw new ApiProblem(422, 'error_payment_underage', [`the payer is younger than ${minAge}`]);
  }
  return payment;
}

export interface RegisterInput {
  readonly settings: SiteSettings;
  readonly partner: number;
  readonly type: RegistrationType;
  readonly values: Readonly<Record<string, unknown>>;
  /** The platform's clock: a pay-and-play deposit's welcome bonus is dated by it. */
  readonly now: Date;
}

/**
 * Registers a player, trusting nothing from the client: only the type's fields, every rule of
 * every visible field (the shared engine), options from the catalogues, the country's minimum age,
 * a confirmed phone when the variant asks, unique e-mail and phone. Returns the id and password.
 */
export async function registerPlayer(
  db: Db,
  catalogues: Catalogues,
  input: RegisterInput,
): Promise<{ userId: number; password: string }> {
  const { settings, type, values } = input;
  const form = registrationForm(settings, type, catalogues);
  const known = new Set(form.fields.map((f) => f.name));
  const errors: Record<string, string[]> = {};
  for (const name of Object.keys(values))
    if (!known.has(name) && !CONTROL_FIELDS.has(name)) errors[name] = ['validation_unknown_field'];

  const countryId = Number(values.country_id);
  const country = catalogues.countries.find((c) => c.id === countryId);
  const check = validateForm(
    form.fields,
    values,
    {
      phoneCountries: catalogues.phoneCountries,
      phoneRules: settings.registrationConfig.phone_validation_rules,
      minAge: country?.min_age ?? settings.globalConfig.min_age,
      today: new Date(),
    },
    form.relation_fields,
  );
  for (const [name, failure] of Object.entries(check.errors)) errors[name] = [failure.key];
  const bonus = values.bonus_choice;
  if (
    bonus !== undefined &&
    !settings.promoConfig.welcome_bonuses.some((b) => b.bonusCode === bonus && !b.cancel)
  ) {
    errors.bonus_choice = ['validation_unknown_option'];
  }
  for (const field of form.fields) {
    const value = check.submitted[field.name];
    if (!OPTION_FIELDS.has(field.name) || value === undefined || value === '' || errors[field.name])
      continue;
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    if (!(field.options ?? []).some((o) => String(o.id) === text))
      errors[field.name] = ['validation_unknown_option'];
  }
  // Regions of the chosen country, cities of the chosen region: what the definitions declare
  // (or the spec table, for definitions that declare nothing), checked as the client loads them.
  for (const name of catalogueMismatches(declareFields(form.fields), check.submitted, catalogues))
    errors[name] ??= ['validation_unknown_option'];
  if (Object.keys(errors).length > 0) throw validationProblem(errors);

  // Social registration: the identity the provider confirmed, once, for this partner.
  const social = form.fields.some((f) => f.type === 'social_types')
    ? await takeSocialIdentity(db, input.partner, values.social_token)
    : undefined;
  if (form.fields.some((f) => f.type === 'social_types') && !social)
    throw validationProblem({ social_types: ['social_required'] });
  const email =
    typeof check.submitted.email === 'string'
      ? check.submitted.email.trim()
      : (social?.email ?? undefined);
  const phone =
    typeof check.submitted.phone === 'string' && check.submitted.phone.trim()
      ? normalizePhone(check.submitted.phone)
      : undefined;
  if (
    email &&
    (
      await db.query('SELECT 1 FROM players WHERE partner = $1 AND lower(email) = lower($2)', [
        input.partner,
        email,
      ])
    ).length > 0
  )
    errors.email = ['validation_email_taken'];
  if (
    phone &&
    (
      await db.query('SELECT 1 FROM players WHERE partner = $1 AND phone = $2', [
        input.partner,
        phone,
      ])
    ).length > 0
  )
    errors.phone = ['validation_phone_taken'];
  if (Object.keys(errors).length > 0) throw validationProblem(errors);
  if (
    phone &&
    settings.registrationConfig.phone_confirmation &&
    !(await consumeProof(db, 'registration', phone, values.phone_confirmation))
  ) {
    throw validationProblem({ phone: ['phone_not_confirmed'] });
  }

  const password =
    typeof check.submitted.password === 'string' && check.submitted.password
      ? check.submitted.password
      : generatedPassword();
  const passwordHash = await hashPassword(password);
  const currencyId = Number(check.submitted.currency_id) || settings.globalConfig.geo_currency.id;
  const minAge = country?.min_age ?? settings.globalConfig.min_age;
  // A masked field (the CPF) is kept as its digits, however the player's browser formatted it.
  const masked = new Set(form.fields.filter((f) => f.mask).map((f) => f.name));
  const stored = {
    ...Object.fromEntries(
      Object.entries(check.submitted)
        .filter(([name]) => !SECRET_FIELDS.has(name))
        .map(([name, value]) => [name, masked.has(name) ? unmasked(value) : value]),
    ),
    ...(typeof bonus === 'string' ? { bonus_choice: bonus } : {}),
  };
  try {
    const userId = await db.transaction(async (tx) => {
      // Pay-and-play: the first deposit, made at the bank, pays for the account and says who the player is.
      const payment =
        type === 'pay_and_play'
          ? await paymentFor(tx, input.partner, values.payment_reference, currencyId, minAge)
          : undefined;
      if (payment)
        Object.assign(stored, {
          name: payment.payerName,
          date_birthday: payment.payerBirthday,
          payment_bank: payment.bank,
        });
      const [player] = await tx.query<{ id: number }>(
        `INSERT INTO players (partner, email, phone, password_hash, registration_type, country_id, currency_id, fields, phone_confirmed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          input.partner,
          email ?? null,
          phone ?? null,
          passwordHash,
          type,
          country ? country.id : null,
          currencyId,
          JSON.stringify(stored),
          !!phone && settings.registrationConfig.phone_confirmation,
        ],
      );
      if (!player) throw new Error('player was not stored');
      const [account] = await tx.query<{ id: number }>(
        'INSERT INTO accounts (player_id, currency_id) VALUES ($1, $2) RETURNING id',
        [player.id, currencyId],
      );
      // Pay-and-play: the deposit paid at the bank lands once, through the ledger.
      if (payment && account) {
        await deposit(tx, {
          key: `pay-and-play:${payment.reference}`,
          account: account.id,
          amount: payment.amount,
          source: 'bank',
        });
        // The registration's deposit is the player's first: it brings the welcome bonus.
        await rewardFirstDeposit(tx, settings, {
          playerId: player.id,
          currencyId,
          amount: payment.amount,
          now: input.now,
        });
      }
      if (social) {
        await tx.query(
          'INSERT INTO social_identities (partner, provider, subject, player_id) VALUES ($1, $2, $3, $4)',
          [input.partner, social.provider, social.subject, player.id],
        );
      }
      return player.id;
    });
    return { userId, password };
  } catch (error) {
    // Two registrations racing for one e-mail or phone: the unique index decides.
    const constraint =
      (error as { constraint?: string }).constraint ?? String((error as Error).message);
    if (constraint.includes('players_partner_email'))
      throw validationProblem({ email: ['validation_email_taken'] });
    if (constraint.includes('players_partner_phone'))
      throw validationProblem({ phone: ['validation_phone_taken'] });
    throw error;
  }
}
