import type { Version } from '@trove/contracts';

/** An edition's online copies as links, conditional access marked (spec 02 §3 Available URL). */
export function OnlineLinks({ links }: { links: Version['availableUrls'] }) {
  if (links.length === 0) return null;
  return (
    <ul>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url}>{link.linkText ?? 'View online'}</a>
          {link.type === 'r' ? ' (access conditions apply)' : null}
        </li>
      ))}
    </ul>
  );
}
