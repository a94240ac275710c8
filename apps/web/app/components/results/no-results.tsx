import { MESSAGES } from '@trove/contracts';
import { Notice } from '../notice.tsx';

export function NoResults({ keyword }: { keyword: string }) {
  return (
    <Notice tone="info" heading={MESSAGES.noResultsHeadline}>
      <p>
        We couldn't find anything matching <strong>{keyword}</strong>. You could try:
      </p>
      <ul>
        <li>a different spelling, or fewer words;</li>
        <li>removing quotes around phrases;</li>
        <li>searching all collections, or removing extra filters.</li>
      </ul>
    </Notice>
  );
}
