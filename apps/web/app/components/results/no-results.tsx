import { MESSAGES } from '@trove/contracts';
import { Notice } from '../notice.tsx';

/** Spec 01 §2.8: the no-results headline and its suggestions; compact in a summary panel. */
export function NoResults({ keyword, compact = false }: { keyword: string; compact?: boolean }) {
  if (compact) {
    return (
      <div>
        <p>
          <strong>{MESSAGES.noResultsHeadline}</strong>
        </p>
        <p>Nothing here matches: try a different spelling, removing quotes or extra filters.</p>
      </div>
    );
  }
  return (
    <Notice tone="info" heading={MESSAGES.noResultsHeadline}>
      <p>
        We couldn't find anything matching {keyword ? <strong>{keyword}</strong> : 'your search'}. You could
        try:
      </p>
      <ul>
        <li>a different spelling, or fewer words;</li>
        <li>removing quotes around phrases;</li>
        <li>searching all collections, or removing extra filters.</li>
      </ul>
    </Notice>
  );
}
