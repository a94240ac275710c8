import { MESSAGES } from '@trove/contracts';
import { Notice } from './notice.tsx';

/** Why a collection's page cannot be shown: it does not exist (404), or it could not be loaded. */
export function CollectionUnavailable({ status, collectionKey }: { status: number; collectionKey: string }) {
  return (
    <Notice tone={status === 404 ? 'info' : 'error'}>
      <p>
        {status === 404
          ? MESSAGES.notFound('collection', collectionKey)
          : MESSAGES.unexpected('load this collection')}
      </p>
    </Notice>
  );
}
