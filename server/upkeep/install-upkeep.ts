import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  type BudgetName,
  type BudgetPass,
  type Budgets,
  budgetsFrom,
  checkBudget,
  longestWindow,
} from './address-budgets.ts';
import { schedulePurge } from './purge-schedule.ts';
import { type Retention, retentionFrom } from './retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Checks the caller's budget of an anonymous write (see checkBudget): 429 when used up, else
     * the pass to count the write with once it succeeded. The address is `request.ip`, which
     * trusts forwarded headers only as BETFRAME_TRUST_PROXY says.
     */
    checkBudget(request: FastifyRequest, name: BudgetName): Promise<BudgetPass>;
  }
}

/** Per-address budgets and retention: the environment's, with a test's overrides. */
export interface UpkeepSettings {
  readonly budgets: Budgets;
  readonly retention: Retention;
}

/** Reads the settings (PlatformSettingError for a bad value): before anything is opened. */
export const upkeepSettings = (
  env: Readonly<Record<string, string | undefined>>,
  overrides: { budgets?: Partial<Budgets>; retention?: Partial<Retention> } = {},
): UpkeepSettings => ({
  budgets: { ...budgetsFrom(env), ...overrides.budgets },
  retention: { ...retentionFrom(env), ...overrides.retention },
});

/** The budgets of anonymous writes and the periodic purge, on the app's database and clock. */
export function installUpkeep(app: FastifyInstance, settings: UpkeepSettings): void {
  app.decorate('checkBudget', (request: FastifyRequest, name: BudgetName) =>
    checkBudget(app.db, {
      name,
      budget: settings.budgets[name],
      ip: request.ip,
      now: app.clock.now(),
    }),
  );
  schedulePurge(app, settings.retention, longestWindow(settings.budgets));
}
