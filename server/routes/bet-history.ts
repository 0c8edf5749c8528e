import type { FastifyInstance } from 'fastify';

import { betHistory, clearBetHistory, type HistoryQuery } from '../bets/bet-history.ts';
import { cashOutOf, type PriceOf, pricesFor, taxesOf } from '../bets/cash-out.ts';
import { historyMailText, sendHistoryMail } from '../bets/history-mail.ts';
import { powerOffers } from '../bets/power-bet.ts';
import { ref } from '../contract.ts';
import type { FeedService } from '../feed/feed-service.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';

const OFFICE = '/web-api/officeapi';
/** No bet of the page is open: nothing to price. */
const NO_PRICES: PriceOf = () => ({ reason: 'game_unavailable' });
/** The most bets one history mail lists (the history's largest page). */
const MAIL_BETS = 100;

/**
 * The bets history in the office (auth, office_history): the player's bets of a period with their
 * selections, prices, results and payouts, filtered by the spec's status ids and the bet's type,
 * a page at a time, each open bet with its cash-out value at the feed's prices now (or why it has
 * none) and its PowerBet offer (server/bets/power-bet.ts), and a sold one with what it sold for; clearing it (office_bets_history_clear), which
 * hides settled bets and deletes nothing; and sending it by e-mail (office_bets_history_mail).
 */
export function betHistoryRoutes(
  app: FastifyInstance,
  feed: FeedService,
  dictionaries: DictionarySet,
) {
  app.get<{ Querystring: HistoryQuery }>(
    `${OFFICE}/getbetshistory`,
    { schema: { querystring: ref('bets', 'betsHistoryQuery') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings } = app.settingsOf(request);
      const now = Math.floor(Date.now() / 1000);
      const page = await betHistory(app.db, playerId, request.query, settings, now);
      const open = page.bets.filter((b) => b.status === 'open').map((b) => b.id);
      const taxes = await taxesOf(app.db, open);
      // The feed is read only for a page with open bets (their cash-out values now).
      const priceOf =
        open.length > 0
          ? await pricesFor(
              app.db,
              feed,
              page.bets.filter((b) => b.status === 'open'),
            )
          : NO_PRICES;
      const offers = await powerOffers(app.db, settings, page.bets, priceOf);
      const bets = page.bets.map((bet) => {
        const cashOut = cashOutOf(bet, taxes.get(bet.id), priceOf);
        const powerBet = offers.get(bet.id);
        return {
          ...bet,
          ...(cashOut ? { cashOut } : {}),
          ...(powerBet ? { powerBet } : {}),
        };
      });
      return { success: true, data: { ...page, bets } };
    },
  );

  app.post(`${OFFICE}/clearbetshistory`, async (request) => {
    const { playerId } = await app.authenticate(request);
    return { success: true, data: { hidden: await clearBetHistory(app.db, playerId) } };
  });

  app.post<{ Body: Omit<HistoryQuery, 'page' | 'count'> | undefined }>(
    `${OFFICE}/sendbetshistorymail`,
    { schema: { body: ref('bets', 'betsHistoryMailBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings, variant } = app.settingsOf(request);
      const now = Math.floor(Date.now() / 1000);
      const query = { ...request.body, page: 1, count: MAIL_BETS };
      const page = await betHistory(app.db, playerId, query, settings, now);
      const mail = historyMailText(dictionaries, variant.language, page);
      const email = await app.db.transaction((tx) => sendHistoryMail(tx, playerId, mail));
      return { success: true, data: { sent: true, email, bets: page.bets.length } };
    },
  );
}
