import type { TFunction } from 'i18next';

import type { MachineError } from '@machines/machine-error';
import { machineErrorOf } from '@/lib/api-client/machine-error-of';

/** A refusal as message keys: a field's (422 validation_errors) or the platform's message. */
export interface MoneyProblem {
  readonly key: string;
  /** The field a 422 names (amount, method), if any. */
  readonly field?: string;
}

/** The platform's refusal of a money call (or the client's own key for a dropped connection). */
export const moneyProblemOf = (error: unknown): MoneyProblem =>
  machineProblemOf(machineErrorOf(error));

/** A machine's kept error as a problem: the first field's key (a 422), else its code. */
export function machineProblemOf({ code, fields }: MachineError): MoneyProblem {
  for (const [field, keys] of Object.entries(fields ?? {}))
    if (keys[0]) return { key: keys[0], field };
  return { key: code };
}

/** The text of a problem: its key in the office's or the common dictionary, else the generic one. */
export const problemText = (t: TFunction, problem: MoneyProblem, values: object = {}): string =>
  t(problem.key, {
    ns: ['office', 'common'],
    ...values,
    defaultValue: t('error_server_generic', { ns: 'common' }),
  });

/** The text a method is shown by (cashier_method_<id>; its id in words where none is written). */
export const methodName = (t: TFunction, id: string): string =>
  t(`cashier_method_${id}`, { ns: 'office', defaultValue: id.replace(/_/g, ' ') });
