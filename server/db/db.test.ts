import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifyPassword } from '../auth/password.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { DEMO_PLAYER, seed } from './seed.ts';

describe.each(testDbKinds())('the database on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  it('is migrated, and migrating again applies nothing', async () => {
    const applied = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(applied.map((r) => r.name)).toEqual([
      '001_catalogues.sql',
      '002_players.sql',
      '003_codes_captcha_outbox.sql',
      '004_sessions.sql',
      '005_social.sql',
      '006_bank_payments.sql',
      '007_sign_in.sql',
      '008_code_sender_ip.sql',
      '009_account_login.sql',
      '010_analytics.sql',
      '011_captcha_binding.sql',
      '012_oauth_standin_accounts.sql',
      '013_sign_in_budgets.sql',
      '014_budgets_and_purge.sql',
      '015_two_factor_recovery_codes.sql',
      '016_session_history.sql',
      '017_catalogue_names.sql',
      '018_ledger.sql',
      '019_withdrawal_requests.sql',
      '020_deposits_bonuses.sql',
      '021_payment_consultant.sql',
      '022_bonus_turnover_counted.sql',
      '023_sports_catalogues.sql',
      '024_favourites.sql',
      '025_feed.sql',
      '026_game_subscriptions.sql',
      '027_feed_virtual_longterm.sql',
      '028_bets.sql',
      '029_bet_history_mails.sql',
      '030_saved_coupons.sql',
      '031_duels.sql',
      '032_toto.sql',
      '033_bet_bonus.sql',
      '034_bet_advances.sql',
      '035_bet_requests.sql',
      '036_power_bets.sql',
      '037_manager_bets.sql',
      '038_lobby_coupons.sql',
    ]);
    expect(await migrate(db)).toEqual([]);
  });

  it('has the catalogues: countries with phone codes and masks, currencies, languages, regions', async () => {
    const [kz] = await db.query<{
      phone_code: string;
      phone_mask: string;
      phone_min: number;
      phone_max: number;
    }>("SELECT phone_code, phone_mask, phone_min, phone_max FROM countries WHERE alpha2 = 'KZ'");
    expect(kz).toEqual({
      phone_code: '7',
      phone_mask: '000-000-00-00',
      phone_min: 10,
      phone_max: 10,
    });
    const codes = await db.query<{ code: string }>('SELECT code FROM currencies ORDER BY id');
    expect(codes.map((c) => c.code)).toEqual(
      expect.arrayContaining(['RUB', 'USD', 'EUR', 'USDT', 'KZT', 'GBP', 'BRL']),
    );
    const languages = await db.query<{ code: string }>('SELECT code FROM languages ORDER BY code');
    expect(languages.map((l) => l.code)).toEqual(['ar', 'en', 'kk', 'pt', 'ru']);
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM cities',
    );
    expect(count).toBeGreaterThan(10);
  });

  it('has the demo player once, with a real scrypt hash of the documented password', async () => {
    await seed(db);
    const players = await db.query<{ password_hash: string; phone: string }>(
      'SELECT password_hash, phone FROM players WHERE email = $1',
      [DEMO_PLAYER.email],
    );
    expect(players).toHaveLength(1);
    expect(players[0]?.phone).toBe(DEMO_PLAYER.phone);
    expect(players[0]?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(DEMO_PLAYER.password, players[0]!.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', players[0]!.password_hash)).toBe(false);
  });

  it("never loses a write made outside a transaction to that transaction's rollback", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = db.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO outbox (recipient, channel, body) VALUES ('tx', 'sms', 'inside')",
      );
      await held;
      throw new Error('roll back');
    });
    const outside = db.query(
      "INSERT INTO outbox (recipient, channel, body) VALUES ('outside', 'sms', 'kept')",
    );
    release();
    await expect(failing).rejects.toThrow('roll back');
    await outside;
    const rows = await db.query<{ recipient: string }>(
      "SELECT recipient FROM outbox WHERE recipient IN ('tx', 'outside')",
    );
    expect(rows.map((r) => r.recipient)).toEqual(['outside']);
  });

  it('commits a transaction that resolves', async () => {
    await db.transaction((tx) =>
      tx.query("INSERT INTO outbox (recipient, channel, body) VALUES ('committed', 'email', 'x')"),
    );
    expect(await db.query("SELECT 1 FROM outbox WHERE recipient = 'committed'")).toHaveLength(1);
  });
});
