import { PROFILE_DETAIL_WORDS as WORDS, PROFILE_LINKS, type PublicProfile } from '@trove/contracts';
import styles from './profile.module.css';

/**
 * What a reader says about themselves, as anyone who may see the profile reads it (spec 03 §2
 * About; ADR 040). React escapes every value; the biography keeps its line breaks through CSS, never
 * as markup. Links the reader gave are marked nofollow ugc (user-generated, not vouched for).
 */
export function ProfileDetails({ profile }: { profile: PublicProfile }) {
  // Each link the reader gave: its label, its address, and its text as they wrote it.
  const links: [label: string, href: string | null, text: string | null, className?: string][] = [
    [WORDS.labels.website, profile.website, profile.website, styles.breakable],
    [WORDS.labels.twitter, profile.twitter && PROFILE_LINKS.twitter(profile.twitter), profile.twitter],
    [WORDS.labels.facebook, profile.facebook && PROFILE_LINKS.facebook(profile.facebook), profile.facebook],
    [WORDS.labels.orcid, profile.orcid && PROFILE_LINKS.orcid(profile.orcid), profile.orcid],
  ];
  const rows: [string, React.ReactNode][] = links
    .filter(([, href, text]) => href && text)
    .map(([label, href, text, className]) => [
      label,
      <a href={href!} rel="nofollow ugc noopener" className={className}>
        {text}
      </a>,
    ]);
  if (!profile.biographyVisible && rows.length === 0)
    return <p className={styles.listFacts}>{WORDS.empty(profile.own, profile.displayName)}</p>;
  return (
    <>
      {profile.biographyVisible && profile.biography ? (
        <div className={styles.biography} data-testid="biography">
          {profile.biography}
        </div>
      ) : null}
      {rows.length > 0 ? (
        <dl className={styles.facts}>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
