/** How machines keep errors: a code (usually an i18n key) and a message for logs. */
export interface MachineError {
  readonly code: string;
  readonly message: string;
  /** Field name → message keys, when the platform answered 422. */
  readonly fields?: Readonly<Record<string, readonly string[]>>;
  readonly retryAfter?: number;
  /** When trying again is allowed (ISO, the platform's clock), for a growing delay. */
  readonly retryAt?: string;
  readonly attemptsLeft?: number;
}

/** An Error carrying MachineError fields: what runtime actors reject with. */
export const machineError = (fields: MachineError): Error & MachineError =>
  Object.assign(new Error(fields.message), fields);

/** Whatever an actor rejected with, as a MachineError (actors should reject with one already). */
export function toMachineError(error: unknown): MachineError {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
  ) {
    const { code, message, fields, retryAfter, retryAt, attemptsLeft } = error as MachineError;
    return {
      code,
      message: String(message),
      ...(fields ? { fields } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
      ...(retryAt !== undefined ? { retryAt } : {}),
      ...(attemptsLeft !== undefined ? { attemptsLeft } : {}),
    };
  }
  return {
    code: 'error_server_generic',
    message: error instanceof Error ? error.message : String(error),
  };
}
