import { AppShell } from '@/features/shell/components/app-shell';
import { HashModals } from './hash-modals';

/** The /{lng} layout: the shell, with the URL-hash popups of other features over it. */
export function AppLayout() {
  return <AppShell overlays={<HashModals />} />;
}
