import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useDocumentTitle } from '@/lib/use-document-title';

import { askedType, type RegistrationFirstData } from '../first-data';
import { RegistrationFlow } from './registration-flow';

// The route's first data (layout-registry.ts): the types, bonuses and first form, server-rendered.
export { registrationFirstData } from '../first-data';

/** /{lng}/registration: the tab from ?type= (and in it), a bonus code from ?bonus=. */
export function RegistrationPage() {
  const { t } = useTranslation('registration');
  const [params, setParams] = useSearchParams();
  const { lng } = useParams();
  const navigate = useNavigate();
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('reg_title'), settings.customizeConfig.brand);
  const type = askedType(params, settings);
  const first = useLoaderData<RegistrationFirstData | null>() ?? undefined;
  return (
    <section className="registration-page" aria-labelledby="registration-title">
      <h1 id="registration-title">{t('reg_title')}</h1>
      <RegistrationFlow
        initialType={type}
        first={first}
        bonusCode={params.get('bonus') ?? undefined}
        idPrefix="registration"
        onDone={() => void navigate(`/${lng ?? ''}/`)}
        address={{
          type,
          select: (next) =>
            setParams((current) => {
              current.set('type', next);
              return current;
            }),
        }}
      />
    </section>
  );
}
