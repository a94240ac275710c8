import { type ReactNode, Suspense } from 'react';
import type { WorkResult } from '@trove/contracts';
import { onDemand } from '../../lib/on-demand.ts';
import { useViewer } from '../../lib/site.ts';
import { maySelect } from './selection-rules.ts';

const SelectionTools = onDemand(() => import('./selection-tools.tsx').then((m) => m.SelectionTools));

/**
 * Selection and bulk operations over one page of results (spec 01 §2.9): for a signed-in visitor
 * with results, the tools around the results, whose code (the switch, the bulk dialogs, their API
 * calls) is fetched only then (ADR 035); for anyone else, the results alone.
 */
export function SelectionArea({
  works,
  loaded,
  children,
}: {
  works: readonly WorkResult[];
  loaded: boolean;
  children: ReactNode;
}) {
  const viewer = useViewer();
  // Summary panels never get here (their page has no SelectionArea): summary mode is false.
  if (!viewer || !loaded || !maySelect(true, false)) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <SelectionTools works={works} loaded={loaded}>
        {children}
      </SelectionTools>
    </Suspense>
  );
}
