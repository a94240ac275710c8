import { Link } from 'react-router';
import type { CollectionConfig } from '@trove/contracts';
import styles from './collection.module.css';

export type CollectionView = 'about' | 'search';

/**
 * About always, Search when the collection is searchable (spec 01 §2.4). They change the route and
 * drop the query, so they are links; Explore arrives with its own issue.
 */
export function CollectionTabs({
  collection,
  view,
  basePath,
}: {
  collection: CollectionConfig;
  view: CollectionView;
  basePath: string;
}) {
  const tabs: { view: CollectionView; label: string; to: string }[] = [
    { view: 'about', label: 'About', to: basePath },
  ];
  if (collection.searchable) tabs.push({ view: 'search', label: 'Search', to: `${basePath}/search` });
  return (
    <nav className={styles.tabs} aria-label={`${collection.name} views`}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.view}>
            <Link to={tab.to} aria-current={tab.view === view ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
