import { PENDING_BANNERS, type Pending } from '@trove/contracts';
import { Notice } from '../../components/notice.tsx';

/** Separation Pending and Merge Pending (spec 02 §2), while editions move between works (ADR 010). */
export function PendingBanners({ pending }: { pending: Pending | undefined }) {
  if (!pending) return null;
  return (
    <>
      {(['separation', 'merge'] as const)
        .filter((kind) => pending[kind])
        .map((kind) => (
          <Notice key={kind} tone="info" heading={PENDING_BANNERS[kind].heading}>
            <p>{PENDING_BANNERS[kind].text}</p>
          </Notice>
        ))}
    </>
  );
}
