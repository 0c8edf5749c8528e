import { useLocation } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useSession } from '@/lib/session/session-context';

/**
 * The languages the visitor may switch to (settings' order, those hidden from guests left out),
 * each with this page's address in it, and the current one.
 */
export function useLanguageLinks() {
  const { settings, variant } = useLoadedSettings();
  const { authenticated } = useSession();
  const { pathname, search } = useLocation();
  const { langs_order, langs_hidden_unauth, flags_by_lang } = settings.globalConfig;
  const languages = authenticated
    ? langs_order
    : langs_order.filter((l) => !langs_hidden_unauth.includes(l));
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return {
    current: variant.language,
    links: languages.map((language) => ({
      language,
      to: `/${language}${rest || '/'}${search}`,
      flag: flags_by_lang[language],
    })),
  };
}
