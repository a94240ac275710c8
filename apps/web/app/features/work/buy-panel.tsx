import { MESSAGES } from '@trove/contracts';
import { type BuyData, searchLinkText, shopGroups } from './buy-view.ts';
import styles from './actions.module.css';

/**
 * Buy: a search for this edition at each bookshop the portal is able to search, national library
 * first, then other suppliers that take orders (spec 02 §2; ADR 011).
 */
export function BuyPanel({ buy }: { buy: BuyData }) {
  if (buy.failed) return <p role="alert">{MESSAGES.unexpected(MESSAGES.bookshopsAction)}</p>;
  const groups = shopGroups(buy.searches);
  return (
    <>
      {groups.length === 0 ? (
        <p>{MESSAGES.bookshopsEmpty}</p>
      ) : (
        <>
          <p className={styles.note}>
            Each link searches the bookshop’s own catalogue; availability and price are shown there.
          </p>
          <h3 className={styles.subheading}>Bookshops</h3>
          <ul className={styles.list}>
            {groups.map((group) => (
              <li key={group.bookshopId}>
                {group.searches.map((search) => (
                  <a key={search.searchUrl} href={search.searchUrl} className={styles.block}>
                    {searchLinkText(search)}
                  </a>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
      {buy.suppliers.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Other suppliers</h3>
          <ul className={styles.list}>
            {buy.suppliers.map((supplier) => (
              <li key={supplier.nuc}>
                <a href={supplier.orderingUrl}>Order a copy from {supplier.name}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
