import type { SentCode } from '@machines/phone-confirmation/phone-confirmation.machine';

import { tabStorage } from './tab-storage';

const KEY = 'betframe.registration.sent-code';
/** How long the platform lets a new code for the same phone stand behind the captcha the first spent. */
const CAPTCHA_COVER_MS = 3_600_000;

interface StoredCode {
  readonly phone: string;
  readonly codeLength: number;
  /** Epoch ms (the browser's clock). */
  readonly sentAt: number;
  readonly expiresAt: number;
  readonly resendAt: number;
}

/**
 * The registration code this tab sent last, so closing its dialog or reloading the page leads back
 * to the field for it (while it is valid) instead of to a wait for a new one.
 */
export const sentCodeStore = {
  save(phone: string, sent: SentCode, now: number): void {
    tabStorage.write(KEY, {
      phone,
      codeLength: sent.codeLength,
      sentAt: now,
      expiresAt: now + sent.expiresIn * 1000,
      resendAt: now + sent.resendIn * 1000,
    } satisfies StoredCode);
  },
  /** The code sent to this phone, as still valid at `now` (periods left), if it is. */
  valid(phone: string, now: number): SentCode | undefined {
    const stored = tabStorage.read<StoredCode>(KEY);
    if (stored?.phone !== phone || stored.expiresAt - now < 1000) return undefined;
    return {
      codeLength: stored.codeLength,
      expiresIn: Math.floor((stored.expiresAt - now) / 1000),
      resendIn: Math.max(0, Math.ceil((stored.resendAt - now) / 1000)),
      at: now,
    };
  },
  /** The phone of a code sent within the hour its captcha covers (a new code for it needs none). */
  recentPhone(now: number): string | undefined {
    const stored = tabStorage.read<StoredCode>(KEY);
    return stored && now - stored.sentAt < CAPTCHA_COVER_MS ? stored.phone : undefined;
  },
  clear: (): void => tabStorage.remove(KEY),
};
