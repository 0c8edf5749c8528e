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
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(false);
  const close = () => void navigate(`${pathname}${search}`, { replace: true });
  const params = new URLSearchParams(search);
  const type = params.get('type') ?? settings.registrationConfig.default_type;
  const select = (next: string) => {
    params.set('type', next);
    void navigate({ pathname, search: `?${params.toString()}`, hash });
  };
  return (
    <Dialog
      open
      title={t('reg_title')}
      onClose={registered ? undefined : close}
      closeLabel={t('close', { ns: 'common' })}
    >
      <RegistrationFlow
        initialType={type}
        bonusCode={params.get('bonus') ?? undefined}
        idPrefix="registration-popup"
        onDone={close}
        address={{ type, select }}
        onRegistered={() => setRegistered(true)}
      />
    </Dialog>
  );
}
