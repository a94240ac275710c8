import { useEffect, useState } from 'react';
import { api } from '../../lib/browser-api.ts';

/** A website search for an address (http: or https:) looks it up first (spec 01 §4). */
export function isAddress(keyword: string): boolean {
  return /^https?:/i.test(keyword.trim());
}

/**
 * Looks the address up in the web archive from the browser and, when it is there, opens the
 * archived copy; otherwise the ordinary results stay.
 */
export function UrlLookup({ address }: { address: string }) {
  const [state, setState] = useState<'looking' | 'found' | 'none'>('looking');
  useEffect(() => {
    const controller = new AbortController();
    void api.search.urlLookup({ url: address.trim() }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      const target = result.ok ? result.data.works[0]?.deliveryUrl : undefined;
      if (!target) {
        setState('none');
        return;
      }
      setState('found');
      window.location.assign(target);
    });
    return () => controller.abort();
  }, [address]);
  return (
    <p role="status" className="visually-hidden">
      {state === 'looking'
        ? 'Looking this address up in the web archive…'
        : state === 'found'
          ? 'Found in the web archive: opening the archived copy.'
          : ''}
    </p>
  );
}
