import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalPath } from '../lib/links.ts';

/** Configured and CMS links: client-side navigation for our own paths, a plain link for the rest. */
export function SmartLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (isInternalPath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
