/** The platform's rule for a password a player chooses (shared by the browser and the server). */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 64 } as const;

/** The message key of what is wrong with a new password, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_POLICY.minLength) return 'password_too_short';
  if (password.length > PASSWORD_POLICY.maxLength) return 'password_too_long';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'password_letters_digits';
  return undefined;
}
