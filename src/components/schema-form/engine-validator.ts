import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

/**
 * rjsf asks for a validator; ours has nothing to check in the schema (it carries types only) —
 * every rule runs in the shared rule engine. No ajv, so no compile and no eval at runtime.
 */
export const engineValidator: ValidatorType<unknown, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
