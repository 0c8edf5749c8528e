import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { Dialog } from '@/components/ui/dialog';
import { useLoadedSettings } from '@/config/use-settings.ts';

import { RegistrationFlow } from './registration-flow';

/**
 * The registration popup over any page (#registration); closing it drops the hash. Once the
 * account exists it shows the credentials and only their Continue closes it.
 */
export function RegistrationPopup() {
  const { t } = useTranslation(['registration', 'common']);
  const { settings } = useLoadedSettings();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(false);
  const close = () => void navigate(`${pathname}${search}`, { replace: true });
  return (
    <Dialog
      open
      title={t('reg_title')}
      onClose={registered ? undefined : close}
      closeLabel={t('close', { ns: 'common' })}
    >
      <RegistrationFlow
        initialType={
          new URLSearchParams(search).get('type') ?? settings.registrationConfig.default_type
        }
        bonusCode={new URLSearchParams(search).get('bonus') ?? undefined}
        idPrefix="registration-popup"
        onDone={close}
        onRegistered={() => setRegistered(true)}
      />
    </Dialog>
  );
}
