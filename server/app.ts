import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

import { installAuth } from './auth/auth-plugin.ts';
import { installManagerBets } from './bets/manager-bets.ts';
import { installBetRequests } from './bets/request-placement.ts';
import { installSettlement } from './bets/settlement-runner.ts';
import { installClock } from './clock.ts';
import { configDir } from './config/config-dir.ts';
import { formatIssue } from './config/config-files.ts';
import { loadConfigSet } from './config/config-set.ts';
import { installRequestSettings } from './config/request-settings.ts';
import { SettingsService } from './config/settings-service.ts';
import { useContractValidation } from './contract.ts';
import type { Db } from './db/db.ts';
import { openDb } from './db/open-db.ts';
import { clientErrorHandler, frameworkErrors } from './edge/framework-errors.ts';
import { installTextGuard } from './edge/text-guard.ts';
import { installErrorHandler } from './errors.ts';
import { FeedService } from './feed/feed-service.ts';
import { type FeedSettings, feedSettings } from './feed/feed-settings.ts';
import { feedRoutes } from './feed/routes.ts';
import { feedAsiaRoutes } from './feed/routes-asia.ts';
import { feedDuelRoutes } from './feed/routes-duels.ts';
import { feedGlobalRoutes } from './feed/routes-global.ts';
import { feedMainRoutes } from './feed/routes-main.ts';
import { feedResultsRoutes } from './feed/routes-results.ts';
import { feedStatsRoutes } from './feed/routes-stats.ts';
import { feedTopRoutes } from './feed/routes-top.ts';
import { feedVirtualRoutes } from './feed/routes-virtual.ts';
import { installCompression } from './http/compression.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { loadDictionaries } from './i18n/dictionaries.ts';
import { trackRequests } from './lifecycle.ts';
import { privateLogger } from './logging/log-options.ts';
import { type ProxyTrust, proxyTrustFrom, TrustProxySettingError } from './net/trusted-proxy.ts';
import { type Catalogues, loadCatalogues } from './registration/catalogues.ts';
import { accountLoginRoutes } from './routes/account-login.ts';
import { activationRoutes } from './routes/activation.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { balanceRoutes } from './routes/balance.ts';
import { betHistoryRoutes } from './routes/bet-history.ts';
import { betRequestRoutes } from './routes/bet-requests.ts';
import { betRoutes } from './routes/bets.ts';
import { bonusRoutes } from './routes/bonuses.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { cashOutRoutes } from './routes/cash-out.ts';
import { catalogueRoutes } from './routes/catalogues.ts';
import { consultantRoutes } from './routes/consultant.ts';
import { couponRoutes } from './routes/coupon.ts';
import { depositRoutes } from './routes/deposits.ts';
import { devRoutes } from './routes/dev.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { gameSubscriptionRoutes } from './routes/game-subscriptions.ts';
import { healthRoutes } from './routes/health.ts';
import { lobbyRoutes } from './routes/lobby.ts';
import { managerBetRoutes } from './routes/manager-bets.ts';
import { officeMenuRoutes } from './routes/office-menu.ts';
import { officeSessionRoutes } from './routes/office-sessions.ts';
import { passwordRoutes } from './routes/password.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { payAndPlayRoutes } from './routes/pay-and-play.ts';
import { paymentHistoryRoutes } from './routes/payment-history.ts';
import { recoveryCodeRoutes } from './routes/recovery-codes.ts';
import { registerRoutes } from './routes/register.ts';
import { registrationInfoRoutes } from './routes/registration-info.ts';
import { restcoreRoutes } from './routes/restcore.ts';
import { seoRoutes } from './routes/seo.ts';
import { seoExtraRoutes } from './routes/seo-extras.ts';
import { serviceTokenRoutes } from './routes/service-token.ts';
import { sessionRoutes } from './routes/session.ts';
import { signInRoutes } from './routes/sign-in.ts';
import { siteSettingsRoutes } from './routes/site-settings.ts';
import { smsAuthRoutes } from './routes/sms-auth.ts';
import { socialRoutes } from './routes/social.ts';
import { standinRoutes } from './routes/standins.ts';
import { statisticsRoutes } from './routes/statistics.ts';
import { totoRoutes } from './routes/toto.ts';
import { translationRoutes } from './routes/translation.ts';
import { walletRoutes } from './routes/wallets.ts';
import { withdrawalRoutes } from './routes/withdrawals.ts';
import { appPageHtml } from './seo/app-page.ts';
import { rootLanguageTarget } from './seo/root-language.ts';
import { standinProvider } from './social/oauth-standin.ts';
import { composePage, loadServerBundle, renderAppPage } from './ssr/page-renderer.ts';
import { readManifest } from './ssr/route-preloads.ts';
import { createThemeSheets, themeSheetRoutes } from './ssr/theme-sheets.ts';
import {
  isStandinPath,
  STANDINS_IN_PRODUCTION_WARNING,
  standinsEnabled,
} from './standin/standins-setting.ts';
import { installTotoSettlement } from './toto/settle-draws.ts';
import type { Budgets } from './upkeep/address-budgets.ts';
import { installUpkeep, upkeepSettings } from './upkeep/install-upkeep.ts';
import { PlatformSettingError, switchSetting } from './upkeep/platform-setting.ts';
import type { Retention } from './upkeep/retention.ts';

export interface ServerOptions {
  /** Settings layers directory (default: BETFRAME_CONFIG or config-samples/). */
  readonly configDir?: string;
  /** Built frontend to serve (default dist/); the API alone when it does not exist. */
  readonly distDir?: string;
  /** Production turns off development conveniences (the ?partner=&country= override, dev routes). */
  readonly production?: boolean;
  readonly logger?: FastifyServerOptions['logger'];
  /** The database; default: openDb() (DATABASE_URL, else PGlite in the data directory), closed with the server. */
  readonly db?: Db;
  /** Which proxies' X-Forwarded-* and x-geo-country to believe, as BETFRAME_TRUST_PROXY says it (its default; unset: none). */
  readonly trustProxy?: string;
  /** Whether the third-party stand-ins run (default: BETFRAME_STANDINS, else on outside production). */
  readonly standins?: boolean;
  /** Per-address budgets of anonymous writes (default: BETFRAME_*_PER_IP_*, see address-budgets.ts). */
  readonly budgets?: Partial<Budgets>;
  /**
   * Whether pages are rendered here from the server bundle (`dist-server/`, built by `npm run
   * build`) with their first data inlined (default: BETFRAME_SERVER_RENDER, else on; without a
   * server bundle the browser renders every page).
   */
  readonly serverRender?: boolean;
  /** How long expired rows are kept (default: BETFRAME_RETENTION_*, see retention.ts). */
  readonly retention?: Partial<Retention>;
  /** The feed simulator's seed, speed, density, days ahead (default: BETFRAME_FEED_*, see feed-settings.ts). */
  readonly feed?: Partial<FeedSettings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Thrown when the configuration directory has problems; the message lists every one. */
export class ConfigurationError extends Error {}

/** Content-Security-Policy of the app's pages: no inline or eval'd script anywhere. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; " +
  "connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** A rendered page with a player's data in it: theirs alone, revalidated, never in a shared cache. */
const PRIVATE_PAGE = 'private, no-cache';

/** The reference platform server: API routes plus the built frontend on one port. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const config = loadConfigSet(options.configDir ?? configDir());
  if (config.issues.length > 0) {
    throw new ConfigurationError(
      `configuration has ${config.issues.length} problem(s):\n${config.issues.map(formatIssue).join('\n')}`,
    );
  }
  const production = options.production ?? process.env.NODE_ENV === 'production';
  let standins: boolean;
  let proxyTrust: ProxyTrust | undefined;
  let upkeep: ReturnType<typeof upkeepSettings>;
  let serverRender: boolean;
  let feedOptions: FeedSettings;
  try {
    serverRender =
      options.serverRender ?? switchSetting(process.env, 'BETFRAME_SERVER_RENDER', true);
    standins = options.standins ?? standinsEnabled(production);
    proxyTrust = proxyTrustFrom(options.trustProxy ?? process.env.BETFRAME_TRUST_PROXY);
    upkeep = upkeepSettings(process.env, options);
    feedOptions = feedSettings(process.env, options.feed);
  } catch (error) {
    if (error instanceof TrustProxySettingError || error instanceof PlatformSettingError)
      throw new ConfigurationError(error.message);
    throw error;
  }
  const app = Fastify({
    logger: privateLogger(options.logger ?? false),
    trustProxy: proxyTrust ?? false,
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  });
  if (standins && production) app.log.warn(STANDINS_IN_PRODUCTION_WARNING);
  useContractValidation(app);
  installErrorHandler(app);
  installSecurityHeaders(app);
  installTextGuard(app);
  const settings = new SettingsService(config);
  const db = options.db ?? (await openDb());
  app.decorate('db', db);
  const requests = trackRequests(app);
  // The database goes last, after the requests still running have answered.
  app.addHook('onClose', async () => {
    await requests.whenIdle();
    if (!options.db) await db.close();
  });

  // The geo header is the edge's word: in production only a trusted proxy's connection carries it.
  const geoHeaderTrusted = (request: FastifyRequest) =>
    !production || (proxyTrust?.(request.socket.remoteAddress, 0) ?? false);
  installRequestSettings(app, settings, config.hosts, production, geoHeaderTrusted);
  installClock(app);
  installUpkeep(app, upkeep);
  healthRoutes(app, settings);
  await installAuth(app, db);
  siteSettingsRoutes(app);
  const dictionaries = loadDictionaries();
  translationRoutes(app, { dictionaries });
  seoRoutes(app, dictionaries);
  seoExtraRoutes(app, dictionaries);
  let catalogues: Promise<Catalogues> | undefined;
  const cataloguesOnce = () => (catalogues ??= loadCatalogues(db));
  catalogueRoutes(app, cataloguesOnce);
  restcoreRoutes(app, cataloguesOnce);
  registrationInfoRoutes(app, cataloguesOnce);
  captchaRoutes(app);
  smsAuthRoutes(app, cataloguesOnce, dictionaries);
  registerRoutes(app, cataloguesOnce, dictionaries);
  sessionRoutes(app);
  serviceTokenRoutes(app);
  signInRoutes(app, dictionaries, cataloguesOnce);
  officeSessionRoutes(app);
  recoveryCodeRoutes(app, dictionaries);
  passwordRoutes(app);
  accountLoginRoutes(app);
  passwordResetRoutes(app, dictionaries);
  balanceRoutes(app);
  walletRoutes(app);
  withdrawalRoutes(app);
  depositRoutes(app);
  paymentHistoryRoutes(app);
  officeMenuRoutes(app);
  consultantRoutes(app);
  bonusRoutes(app);
  favouriteRoutes(app);
  activationRoutes(app, dictionaries);
  socialRoutes(app, { provider: standins ? standinProvider(db) : undefined, production });
  payAndPlayRoutes(app, cataloguesOnce, standins);
  if (standins) standinRoutes(app, { catalogues: cataloguesOnce, dictionaries, dev: !production });
  analyticsRoutes(app);
  if (!production) devRoutes(app);
  const feed = new FeedService(db, feedOptions, app.log);
  app.addHook('onClose', () => feed.close());
  feedRoutes(app, feed, !production);
  statisticsRoutes(app, feed);
  gameSubscriptionRoutes(app, feed);
  feedTopRoutes(app, feed);
  feedStatsRoutes(app, feed);
  feedAsiaRoutes(app, feed);
  feedGlobalRoutes(app, feed);
  feedMainRoutes(app, feed);
  feedResultsRoutes(app, feed);
  feedVirtualRoutes(app, feed);
  feedDuelRoutes(app, feed);
  betRoutes(app, feed);
  betHistoryRoutes(app, feed, dictionaries);
  cashOutRoutes(app, feed);
  couponRoutes(app, feed);
  lobbyRoutes(app, feed);
  betRequestRoutes(app, feed, !production);
  installSettlement(db, feed, app.log);
  installBetRequests(db, feed, app.log);
  managerBetRoutes(app, feed, !production);
  installManagerBets(db, feed, app.log);
  totoRoutes(app, feed);
  installTotoSettlement(db, feed, app.log);

  const dist = options.distDir ?? join(import.meta.dirname, '../dist');
  const hasFrontend = existsSync(join(dist, 'index.html'));
  const indexHtml = hasFrontend ? readFileSync(join(dist, 'index.html'), 'utf8') : '';
  // Pages are rendered here from the server bundle built beside the frontend, when there is one.
  const bundle = hasFrontend && serverRender ? await loadServerBundle(dist) : undefined;
  // The theme sheets the rendered pages link (none without rendering: every address is a 404).
  const themeSheets = createThemeSheets();
  themeSheetRoutes(app, themeSheets);
  // The client build's chunk map: a rendered page preloads its route's chunks.
  const manifest = bundle ? readManifest(dist) : undefined;
  if (hasFrontend) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      // dist/ holds a brotli and a gzip copy of every text file (scripts/precompress.ts).
      preCompressed: true,
      // A map would hand out the source; production builds write none (vite.config.ts), and one
      // left in the directory is not served either.
      allowedPath: (path) => !(production && path.endsWith('.map')),
      setHeaders: (res, path) => {
        if (path.includes(`${join(dist, 'assets')}`))
          void res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // Every HTML answer (the fallback and /index.html itself) carries the policy and is revalidated.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      void reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      // A page rendered with the player's data says so itself; any other page (index.html too) is revalidated.
      if (reply.getHeader('cache-control') !== PRIVATE_PAGE)
        void reply.header('cache-control', 'no-cache');
    }
    return payload;
  });
  app.setNotFoundHandler(async (request, reply) => {
    // A page navigation gets the app with the page's head (the router shows its own 404); anything
    // else, and a stand-in's page while they are off, a JSON 404.
    if (
      hasFrontend &&
      request.method === 'GET' &&
      (request.headers.accept ?? '').includes('text/html') &&
      !isStandinPath(request.url)
    ) {
      // The root goes to the visitor's language at once, before any page loads.
      const target = rootLanguageTarget(app, request);
      if (target) return reply.header('vary', 'accept-language').redirect(target, 302);
      const render = bundle ? await renderAppPage(app, bundle, request, reply) : undefined;
      if (render?.kind === 'redirect') return reply.redirect(render.location, render.status);
      // A page with the player's data in it is theirs alone: no shared cache keeps it.
      if (render && request.headers.cookie) void reply.header('cache-control', PRIVATE_PAGE);
      const template = render ? composePage(indexHtml, render, themeSheets, manifest) : indexHtml;
      return reply
        .code(render?.status ?? 200)
        .type('text/html; charset=utf-8')
        .send(appPageHtml(app, request, template, dictionaries));
    }
    return reply.code(404).send({
      success: false,
      message: 'error_not_found',
      errors: [{ detail: `no route ${request.method} ${request.url}` }],
    });
  });
  // Last of the onSend hooks, so it encodes what the others settled on.
  installCompression(app);
  return app;
}
