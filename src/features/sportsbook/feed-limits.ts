/** The spec's page step: a list shows 50 games, "show more" asks 50 more. */
export const PAGE_STEP = 50;
/** Live shows every game under way in one list (it renders only what is on screen). */
export const LIVE_ALL = 3_000;
