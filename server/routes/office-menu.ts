import type { FastifyInstance } from 'fastify';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';

type SectionKey = SiteSettings['officeConfig']['sections'][number];

/** The office menu's groups (spec: office_menu — profile, settings, promo). */
export type MenuGroup = 'profile' | 'settings' | 'promo';

const SETTINGS_SECTIONS = new Set<string>([
  'office_security',
  'office_settings',
  'office_change_password',
  'office_change_login',
  'office_session_history',
  'office_enable_two_factor_auth',
  'office_disable_two_factor_auth',
  'office_phone_binding',
  'office_phone_activate',
  'office_phone_change',
  'office_security_question',
  'office_email_change',
  'office_email_subscription',
  'security_auth_by_email',
  'office_responsible',
]);
const PROMO_SECTIONS = new Set<string>([
  'office_bonuses_deposit',
  'office_bonuses_wager',
  'office_promotion',
  'office_rewards',
  'office_special_offers',
  'office_bringfriend',
  'office_casino_vip_cashback',
  'office_casino_premium_cashback',
]);

/** Keys that switch a part of a section on (the bets history's clear and mail), not sections. */
const SECTION_PARTS = new Set<string>([
  'office_bets_history_clear',
  'office_bets_history_mail',
  'office_bets_history_casino_mail',
]);

/** Which group of the menu a section is in: settings and promotions by name, the rest the profile. */
export const menuGroupOf = (key: string): MenuGroup =>
  SETTINGS_SECTIONS.has(key) ? 'settings' : PROMO_SECTIONS.has(key) ? 'promo' : 'profile';

/** The variant's office sections in the menu's groups, each group in the variant's order. */
export function leftMenu(sections: readonly SectionKey[]) {
  return (['profile', 'settings', 'promo'] as const).map((id) => ({
    id,
    sections: sections.filter((key) => !SECTION_PARTS.has(key) && menuGroupOf(key) === id),
  }));
}

/**
 * GET /web-api/officeapi/getLeftMenuData (auth): the office menu — the sections the variant
 * enables in the profile, settings and promo groups — with what waits for the player there
 * (pending withdrawal requests, active bonuses).
 */
export function officeMenuRoutes(app: FastifyInstance) {
  app.get('/web-api/officeapi/getLeftMenuData', async (request) => {
    const { playerId } = await app.authenticate(request);
    const { settings } = app.settingsOf(request);
    // Proposals expire by the feed's clock after each recording; their expiresAt is read here.
    const [counts] = await app.db.query<{ pending: number; bonuses: number; proposals: number }>(
      `SELECT (SELECT count(*)::int FROM withdrawal_requests WHERE player_id = $1 AND status = 'pending') AS pending,
              (SELECT count(*)::int FROM bonuses WHERE player_id = $1 AND status = 'active') AS bonuses,
              (SELECT count(*)::int FROM manager_bets WHERE player_id = $1 AND status = 'waiting' AND expires_at > now()) AS proposals`,
      [playerId],
    );
    return {
      success: true,
      data: {
        groups: leftMenu(settings.officeConfig.sections),
        badges: {
          payment_requests: counts?.pending ?? 0,
          office_bonuses_deposit: counts?.bonuses ?? 0,
          office_manager_bets: counts?.proposals ?? 0,
        },
      },
    };
  });
}
