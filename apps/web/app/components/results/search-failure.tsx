import { MESSAGES } from '@trove/contracts';
import { Notice } from '../notice.tsx';

/**
 * Spec 01 §8: the server's details under 'The search failed, details are:' (the component's default
 * when it gave none), or the no-response text.
 */
export function SearchFailure({
  message,
  noResponse,
  helpUrl,
}: {
  message: string;
  noResponse: boolean;
  helpUrl: string;
}) {
  if (noResponse) {
    return (
      <Notice tone="error" live>
        <p>{MESSAGES.searchUnexpected}</p>
      </Notice>
    );
  }
  return (
    <Notice tone="error" heading={MESSAGES.searchFailed} live>
      <p>{message.trim() || MESSAGES.searchUnexpectedDefault}</p>
      <p>
        <a href={helpUrl}>Help with searching</a>
      </p>
    </Notice>
  );
}
