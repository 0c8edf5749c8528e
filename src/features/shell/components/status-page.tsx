import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useDocumentTitle } from '@/lib/use-document-title';

interface StatusPageProps {
  readonly titleKey: string;
  readonly text: ReactNode;
  readonly site: string;
  readonly children?: ReactNode;
}

/** One layout for 404, access denied and error pages: a heading, a sentence, a way home. */
export function StatusPage({ titleKey, text, site, children }: StatusPageProps) {
  const { t } = useTranslation();
  const { lng } = useParams();
  const title = t(titleKey);
  useDocumentTitle(title, site);
  return (
    <section className="status-page" aria-labelledby="status-title">
      <h1 id="status-title">{title}</h1>
      <p>{text}</p>
      {children}
      <p>
        <Link to={lng ? `/${lng}/` : '/'}>{t('go_home')}</Link>
      </p>
    </section>
  );
}
