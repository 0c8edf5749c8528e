import { useEffect, useRef } from 'react';

/** The part of the reCAPTCHA v2 API we use (the reference server's stand-in speaks it too). */
interface GreCaptcha {
  render(container: HTMLElement, options: Record<string, unknown>): number;
  reset?(id?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: GreCaptcha;
  }
}

interface ProviderCaptchaProps {
  readonly siteKey: string;
  readonly language: string;
  readonly onToken: (token: string) => void;
  readonly onExpire: () => void;
  readonly onError: (message: string) => void;
}

/** A provider's widget (script already loaded by the captcha machine) rendered in place. */
export function ProviderCaptcha({
  siteKey,
  language,
  onToken,
  onExpire,
  onError,
}: ProviderCaptchaProps) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onToken, onExpire, onError });
  useEffect(() => {
    handlers.current = { onToken, onExpire, onError };
  });
  useEffect(() => {
    const api = window.grecaptcha;
    if (!container.current) return;
    if (!api) {
      handlers.current.onError('the captcha provider did not start');
      return;
    }
    api.render(container.current, {
      sitekey: siteKey,
      hl: language,
      callback: (token: string) => handlers.current.onToken(token),
      'expired-callback': () => handlers.current.onExpire(),
      'error-callback': () => handlers.current.onError('the captcha provider reported an error'),
    });
  }, [siteKey, language]);
  return <div ref={container} className="provider-captcha" />;
}
