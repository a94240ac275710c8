import { Link } from 'react-router';
import type { CollectionConfig } from '@trove/contracts';
import styles from './collection.module.css';

export type CollectionView = 'about' | 'explore' | 'search';

/**
 * About always, Explore when the collection is explorable, Search when it is searchable (spec 01
 * §2.4). They change the route and drop the query, so they are links.
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
  if (collection.explorable) tabs.push({ view: 'explore', label: 'Explore', to: `${basePath}/explore` });
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
