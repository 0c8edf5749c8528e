import { useNavigate } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { logger } from '@/lib/logger';
import { useSessionStore } from '@/lib/session/session-context';
import { postDisconnect } from '@/lib/session/session-endpoints';

/** Ends the session on the platform and goes home as a guest (the header's and the menu's Log out). */
export function useSignOut(): () => Promise<void> {
  const client = useApiClient();
  const navigate = useNavigate();
  const session = useSessionStore();
  const { variant } = useLoadedSettings();
  return async () => {
    try {
      await client.call(postDisconnect);
    } catch (error) {
      // The session may be gone already; the page forgets it either way.
      logger.warn('sign-out: the platform did not answer', error);
    }
    session.set({ authenticated: false });
    await navigate(`/${variant.language}/`);
  };
}
