/** Who may open a route (spec §2 "Route access rule"). */
export interface RouteAccess {
  /** Only for guests: blocked for a logged-in player. */
  readonly guestOnly?: boolean;
  /** Only for logged-in players: blocked for guests. */
  readonly authOnly?: boolean;
  /** When given, the route exists only in these languages. */
  readonly languages?: readonly string[];
  /** In restricted mode: 'hide' blocks the route, 'auth' makes it logged-in only. */
  readonly restricted?: 'hide' | 'auth';
}

export interface AccessContext {
  readonly authenticated: boolean;
  readonly language: string;
  /** booleanConfig.restricted_mode, or the visitor is in one of globalConfig.limited_countries. */
  readonly restrictedMode: boolean;
}

export const ACCESS_DENIED = 'filterAuthorized: access denied';

/** Thrown by a route guard; the route's error page explains it to the visitor. */
export class GuardError extends Error {
  constructor() {
    super(ACCESS_DENIED);
    this.name = 'GuardError';
  }
}

/** The spec's route access rule as a pure function. */
export function canAccess(access: RouteAccess | undefined, ctx: AccessContext): boolean {
  if (!access) return true;
  if (access.guestOnly && ctx.authenticated) return false;
  if (access.authOnly && !ctx.authenticated) return false;
  if (access.languages && !access.languages.includes(ctx.language)) return false;
  if (ctx.restrictedMode && access.restricted === 'hide') return false;
  if (ctx.restrictedMode && access.restricted === 'auth' && !ctx.authenticated) return false;
  return true;
}

/** Throws GuardError ('filterAuthorized: access denied') when the route is blocked. */
export function assertAccess(access: RouteAccess | undefined, ctx: AccessContext): void {
  if (!canAccess(access, ctx)) throw new GuardError();
}
