import { type BankReturn, readBankReturn } from '@/lib/payments/bank-client';
import {
  type PendingSocialRegistration,
  pendingSocialRegistration,
} from '@/lib/social/oauth-client';

import { draftStore } from '../storage/drafts';
import { sentCodeStore } from '../storage/sent-code';

/**
 * What this tab holds of a registration, from a third party or an earlier visit: a social
 * identity back from its provider, a code sent (within the hour its captcha covers), the bank's
 * return (pay-and-play), a draft. The platform's render knows none of it.
 */
export interface TabRegistration {
  readonly social?: PendingSocialRegistration;
  readonly codeSentTo?: string;
  readonly bankReturn?: BankReturn;
  readonly draft: boolean;
}

/** Nothing held: what a page rendered on the platform hydrates with. */
export const NOTHING_HELD: TabRegistration = { draft: false };

/** Reads the tab's storage (and the address, for the bank's return) once. */
export const readTabRegistration = (search: URLSearchParams): TabRegistration => ({
  social: pendingSocialRegistration.read(),
  codeSentTo: sentCodeStore.recentPhone(Date.now()),
  bankReturn: readBankReturn(search),
  draft: draftStore.any(),
});

export const holdsAny = (tab: TabRegistration): boolean =>
  tab.social !== undefined ||
  tab.codeSentTo !== undefined ||
  tab.bankReturn !== undefined ||
  tab.draft;
