import { useId } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { ProfileInfo } from '@trove/contracts';
import { explainHref, readSearchParams } from '../../lib/search-params.ts';
import styles from './explain-search.module.css';

/** Spec 01 §6: explanations are a data manager's tool; nobody else is offered them. */
export function mayExplain(viewer: ProfileInfo | null): boolean {
  return viewer?.roles.includes('dataManager') ?? false;
}

/** Navigation state asking the results to leave focus where it is (on this checkbox). */
export const KEEP_FOCUS = { keepFocus: true } as const;

/**
 * The 'Explain search' checkbox (spec 01 §6, ADR 019): toggles explain=true in the address, so
 * the explained page can be bookmarked, and the loader searches again. While that search runs the
 * box shows where it is going; otherwise the address decides (back, forward, a leave refused).
 */
export function ExplainSearch({
  viewer,
  categoryKey,
  explain,
}: {
  viewer: ProfileInfo | null;
  categoryKey: string;
  /** Whether the address asks for explanations. */
  explain: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const hint = useId();
  if (!mayExplain(viewer)) return null;
  const going = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const checked = going ? readSearchParams(new URLSearchParams(going.search)).criteria.explain : explain;
  return (
    <div className={styles.explain}>
      <label className={styles.label}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          aria-describedby={hint}
          onChange={(event) =>
            void navigate(
              explainHref(categoryKey, new URLSearchParams(location.search), event.target.checked),
              {
                preventScrollReset: true,
                state: KEEP_FOCUS,
                // The box follows the pending navigation at once, not a moment after the click.
                flushSync: true,
              },
            )
          }
        />
        Explain search
      </label>
      <span id={hint} className={styles.hint}>
        Shows under each result how its relevance score was made.
      </span>
    </div>
  );
}
