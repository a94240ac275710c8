import { LIST_MESSAGES, type ListItem, type ListItemsPage } from '@trove/contracts';
import { useContext, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSubmit } from 'react-router';
import { CSRF_FORM_FIELD } from '../../lib/csrf.ts';
import { ItemRow, moveControlId, type RowFailure } from './item-row.tsx';
import { CsrfContext } from './manage-forms.tsx';
import { INTENT_FIELD, type ManageActionData } from './manage-types.ts';
import styles from './manage.module.css';

function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${pathname}?${params.toString()}`;
}

/**
 * The items (spec 03 §2, §4): reordered by keyboard (Move up, Move down, a position box) or by
 * dragging, each move announced in the live region, focus kept on the control that moved it;
 * removed with confirmation; notes edited. 25 a page.
 */
export function ItemsSection({
  items,
  mayReorder,
  outcome,
  outcomeKey,
}: {
  items: ListItemsPage;
  mayReorder: boolean;
  outcome: ManageActionData | undefined;
  /** Changes with every answer of the action, so the same message is announced again. */
  outcomeKey: number;
}) {
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const csrf = useContext(CsrfContext);
  const size = items.totalElements;
  const [hydrated, setHydrated] = useState(false);
  const dragged = useRef<ListItem | null>(null);
  useEffect(() => setHydrated(true), []);

  // After a move, focus goes back to the control that made it (its row has moved in the page).
  const moved = outcome && 'ok' in outcome && outcome.ok && outcome.intent === 'move' ? outcome : null;
  useEffect(() => {
    if (!moved?.item) return;
    const via = moved.via ?? 'seq';
    const target =
      document.getElementById(moveControlId(moved.item, via)) ??
      document.getElementById(moveControlId(moved.item, 'seq'));
    target?.focus();
  }, [moved, outcomeKey]);

  const failureOf = (item: ListItem): RowFailure | null =>
    outcome && 'ok' in outcome && !outcome.ok && outcome.item === String(item.id)
      ? { intent: outcome.intent, message: outcome.message }
      : null;

  const drop = (target: ListItem) => {
    const from = dragged.current;
    dragged.current = null;
    if (!from || from.id === target.id) return;
    const form = new FormData();
    form.set(CSRF_FORM_FIELD, csrf);
    form.set(INTENT_FIELD, 'move');
    form.set('item', String(from.id));
    form.set('title', from.title);
    form.set('size', String(size));
    form.set('newSeq', String(target.listSeq));
    form.set('via', 'seq');
    void submit(form, { method: 'post', preventScrollReset: true });
  };

  return (
    <section aria-labelledby="items-heading" className={styles.section}>
      <h2 id="items-heading">Items ({size})</h2>
      {mayReorder ? (
        <p className={styles.hint}>
          Reorder with Move up and Move down, by typing a new position, or by dragging an item.
        </p>
      ) : null}
      {size === 0 ? (
        <p>{LIST_MESSAGES.empty}</p>
      ) : (
        <ol className={styles.items} aria-label="Items on this list">
          {items.content.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              size={size}
              mayReorder={mayReorder}
              failure={failureOf(item)}
              drag={{
                enabled: hydrated,
                onDragStart: (event) => {
                  dragged.current = item;
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(item.id));
                },
                onDrop: (event) => {
                  event.preventDefault();
                  drop(item);
                },
              }}
            />
          ))}
        </ol>
      )}
      {items.totalPages > 1 ? (
        <nav aria-label="Pages of items" className={styles.actions}>
          {items.number > 1 ? (
            <Link to={pageHref(pathname, search, items.number - 1)}>Previous page</Link>
          ) : null}
          <span>
            Page {items.number} of {items.totalPages}
          </span>
          {items.number < items.totalPages ? (
            <Link to={pageHref(pathname, search, items.number + 1)}>Next page</Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
