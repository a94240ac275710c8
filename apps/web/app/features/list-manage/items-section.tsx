import { LIST_MESSAGES, type ListItem, type ListItemsPage } from '@trove/contracts';
import { type PointerEvent, useContext, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSubmit } from 'react-router';
import { CSRF_FORM_FIELD } from '../../lib/csrf.ts';
import { type GripHandlers, ItemRow, moveControlId, type RowFailure } from './item-row.tsx';
import { CsrfContext } from '../../lib/csrf-field.tsx';
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
  // Pointer dragging by the row's grip (pointer events, not HTML5 drag and drop: the grip holds no
  // form control, and pointer events work with touch and mouse alike).
  const [drag, setDrag] = useState<{ from: ListItem; over: number | null } | null>(null);
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

  const move = (from: ListItem, target: ListItem) => {
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

  // The grip holds the pointer (pointer capture) from the press: every move and the release come
  // to it, even before React has rendered the drag, so a quick drag on a slow device is not lost.
  const dragging = useRef<ListItem | null>(null);
  const rowAt = (event: PointerEvent<HTMLSpanElement>): ListItem | null => {
    const row = document.elementFromPoint(event.clientX, event.clientY)?.closest('li[data-item]');
    const id = row?.getAttribute('data-item');
    return items.content.find((i) => String(i.id) === id) ?? null;
  };
  const endDrag = () => {
    dragging.current = null;
    setDrag(null);
  };
  const gripOf = (item: ListItem): GripHandlers => ({
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      // No text selection or native drag while the pointer is held down on the grip.
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      dragging.current = item;
      setDrag({ from: item, over: null });
    },
    onPointerMove: (event) => {
      const from = dragging.current;
      if (!from) return;
      // Near the window's top or bottom edge the page scrolls, so a row off screen can be reached.
      const edge = 48;
      if (event.clientY < edge) window.scrollBy(0, -24);
      else if (event.clientY > window.innerHeight - edge) window.scrollBy(0, 24);
      const over = rowAt(event);
      setDrag({ from, over: over && over.id !== from.id ? over.id : null });
    },
    onPointerUp: (event) => {
      const from = dragging.current;
      if (!from) return;
      const target = rowAt(event);
      endDrag();
      if (target && target.id !== from.id) move(from, target);
    },
    onPointerCancel: endDrag,
  });

  // Escape drops nothing: the drag ends where it began.
  const isDragging = drag !== null;
  useEffect(() => {
    if (!isDragging) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') endDrag();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isDragging]);

  return (
    <section aria-labelledby="items-heading" className={styles.section}>
      <h2 id="items-heading">Items ({size})</h2>
      {mayReorder ? (
        <p className={styles.hint}>
          Reorder with Move up and Move down, by typing a new position, or by dragging an item by its grip.
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
                state: drag?.from.id === item.id ? 'dragged' : drag?.over === item.id ? 'target' : null,
                grip: gripOf(item),
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
