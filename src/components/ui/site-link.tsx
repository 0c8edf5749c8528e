import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

/** `/information/about` → `/en/information/about`; absolute URLs stay as they are. */
export function localHref(link: string, language: string): string {
  if (!link.startsWith('/')) return link;
  return link === '/' ? `/${language}/` : `/${language}${link}`;
}

interface SiteLinkProps {
  /** A site-relative path from settings (gets the /{lng} prefix) or an absolute URL. */
  readonly to: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly current?: boolean;
  readonly onClick?: () => void;
}

/** A link from settings: in-app navigation for site paths, a plain link for other sites. */
export function SiteLink({ to, children, className, current, onClick }: SiteLinkProps) {
  const { lng = '' } = useParams();
  if (!to.startsWith('/')) {
    return (
      <a href={to} className={className} rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link
      to={localHref(to, lng)}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
