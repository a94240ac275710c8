import { Link } from 'react-router';
import { CopyButton } from '../../components/cite/copy-button.tsx';
import { absoluteUrl } from '../../lib/meta.ts';
import { useSite } from '../../lib/site.ts';
import styles from './api-call.module.css';

/** One search's API twin: its /v3/result parameters, and whose panel it is on a page of several. */
export interface ApiCallLine {
  params: URLSearchParams;
  /** The collection's name, where the page shows several collections. */
  collection?: string;
}

/**
 * 'Show the API call' (issue 18 §3, ADR 051): the exact /v3/result address that returns the
 * page's records in the page's order, with its facets, and a copy button. A details element, so
 * it opens without JavaScript; the copy button comes with the script.
 */
export function ApiCall({ calls }: { calls: readonly ApiCallLine[] }) {
  const { environment, product } = useSite();
  if (calls.length === 0) return null;
  return (
    <details className={styles.apiCall}>
      <summary>Show the API call</summary>
      <p>
        {calls.length > 1
          ? `The ${product} API returns the records of each collection shown here, in the same order, at these addresses.`
          : `The ${product} API returns the records and facets of this page, in the same order, at this address.`}{' '}
        Send your API key with it in an X-API-KEY header, or add <code>&amp;key=</code> and your key.{' '}
        <Link to="/userProfile/developers">Get an API key</Link> · <a href="/v3/docs">API documentation</a>
      </p>
      <ul className={styles.calls}>
        {calls.map((call) => {
          const path = `/v3/result?${call.params.toString()}`;
          const address = absoluteUrl(environment.publicUrl, path) ?? path;
          return (
            <li key={address}>
              {call.collection ? <h3 className={styles.collection}>{call.collection}</h3> : null}
              <code className={styles.address}>{address}</code>
              <CopyButton
                getText={() => address}
                label={call.collection ? `Copy the API call for ${call.collection}` : 'Copy the API call'}
                failed="Copying failed: select the address and copy it yourself."
              />
            </li>
          );
        })}
      </ul>
    </details>
  );
}
