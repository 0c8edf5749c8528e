/**
 * What the platform learns when it exchanges an authorisation code with a provider, server to
 * server. The subject is the provider's own id of the account and the only thing an identity is
 * keyed by (with the provider); name and e-mail are what the account says about itself.
 */
export interface ProviderIdentity {
  readonly provider: string;
  readonly subject: string;
  readonly name: string;
  readonly email?: string;
}

/** A social provider as the platform talks to it: the code exchange. */
export interface OAuthProvider {
  /** The identity behind a code (once, before it expires, for the redirect it was issued for). */
  exchange(
    code: string,
    provider: string,
    redirectUri: string,
  ): Promise<ProviderIdentity | undefined>;
}
