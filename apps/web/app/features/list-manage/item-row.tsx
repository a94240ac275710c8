import { LIST_MESSAGES, type ListItem } from '@trove/contracts';
import { type PointerEvent } from 'react';
import buttonStyles from '../../components/button.module.css';
import { ItemNote } from './item-note.tsx';
import { ConfirmingForm, PostForm } from './manage-forms.tsx';
import { neighbourSeqs } from './manage-rules.ts';
import styles from './manage.module.css';

export interface RowFailure {
  intent: string;
  message: string;
}

function MoveFields({ item, size }: { item: ListItem; size: number }) {
  return (
    <>
      <input type="hidden" name="item" value={item.id} />
      <input type="hidden" name="title" value={item.title} />
      <input type="hidden" name="size" value={size} />
    </>
  );
}

/** The id of an item's move control, where focus goes back after a move ('up', 'down', 'seq'). */
/** The grip's pointer handlers: press, move and release of a drag. */
export type GripHandlers = Record<
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel',
  (event: PointerEvent<HTMLSpanElement>) => void
>;

export const moveControlId = (itemId: number | string, via: string): string => `move-${via}-${itemId}`;

/**
 * One item on the manage page: its position, title and who added it; for those allowed, Move up,
 * Move down and a position box (keyboard reordering, spec 03 §4), drag to reorder with a pointer,
 * remove with confirmation, and its note.
 */
export function ItemRow({
  item,
  size,
  mayReorder,
  failure,
  drag,
}: {
  item: ListItem;
  size: number;
  mayReorder: boolean;
  failure: RowFailure | null;
  drag: {
    enabled: boolean;
    /** This row is the one being dragged, or the one it would be dropped on. */
    state: 'dragged' | 'target' | null;
    grip: GripHandlers;
  };
}) {
  const { up, down } = neighbourSeqs(item.listSeq, size);
  const seqError = failure?.intent === 'move' ? failure.message : null;
  const external = item.type === 'webpage';
  return (
    <li
      className={[
        styles.item,
        drag.state === 'dragged' ? styles.dragged : '',
        drag.state === 'target' ? styles.dropTarget : '',
      ].join(' ')}
      data-item={item.id}
      data-drag={drag.state ?? undefined}
      aria-labelledby={`item-title-${item.id}`}
    >
      <div className={styles.rowHead}>
        {drag.enabled && mayReorder ? (
          // Pointer only: hidden from screen readers, whose path is Move up/down and the position box.
          <span
            className={styles.grip}
            aria-hidden="true"
            title={`Drag to move ${item.title}`}
            data-drag-handle={item.id}
            {...drag.grip}
          >
            <span className={styles.gripDots}>⠿</span>
            <span className={styles.gripLabel}>Drag</span>
          </span>
        ) : null}
        <span className={styles.seq} aria-hidden="true">
          {item.listSeq}
        </span>
        <div>
          <a
            id={`item-title-${item.id}`}
            href={item.deliverySystemLink}
            {...(external ? { rel: 'noopener noreferrer nofollow' } : {})}
          >
            {item.title}
          </a>
          <p className={styles.hint}>
            Position {item.listSeq} of {size}
            {item.missing ? ` · ${LIST_MESSAGES.deleted}` : ''}
            {item.createdBy ? ` · added by ${item.createdBy.displayName}` : ''}
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        {mayReorder ? (
          <>
            {up !== null ? (
              <PostForm intent="move">
                <MoveFields item={item} size={size} />
                <input type="hidden" name="newSeq" value={up} />
                <input type="hidden" name="via" value="up" />
                <button
                  type="submit"
                  id={moveControlId(item.id, 'up')}
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  aria-label={`Move up: ${item.title}`}
                >
                  Move up
                </button>
              </PostForm>
            ) : null}
            {down !== null ? (
              <PostForm intent="move">
                <MoveFields item={item} size={size} />
                <input type="hidden" name="newSeq" value={down} />
                <input type="hidden" name="via" value="down" />
                <button
                  type="submit"
                  id={moveControlId(item.id, 'down')}
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  aria-label={`Move down: ${item.title}`}
                >
                  Move down
                </button>
              </PostForm>
            ) : null}
            <PostForm intent="move" className={styles.inline}>
              <MoveFields item={item} size={size} />
              <input type="hidden" name="via" value="seq" />
              <label htmlFor={moveControlId(item.id, 'seq')} className="visually-hidden">
                New position of {item.title} (1 to {size})
              </label>
              <input
                key={item.listSeq}
                id={moveControlId(item.id, 'seq')}
                name="newSeq"
                inputMode="numeric"
                className={styles.seqInput}
                defaultValue={item.listSeq}
                aria-invalid={seqError ? true : undefined}
                aria-describedby={seqError ? `seq-error-${item.id}` : undefined}
              />
              <button
                type="submit"
                className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                aria-label={`Move: ${item.title}`}
              >
                Move
              </button>
            </PostForm>
          </>
        ) : null}
        {item.removable ? (
          <ConfirmingForm
            intent="removeItem"
            confirmLabel="Remove"
            question={() => LIST_MESSAGES.removeItemConfirm(item.title)}
          >
            <input type="hidden" name="item" value={item.id} />
            <input type="hidden" name="title" value={item.title} />
            <button
              type="submit"
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              aria-label={`Remove: ${item.title}`}
            >
              Remove
            </button>
          </ConfirmingForm>
        ) : null}
      </div>
      {seqError ? (
        <p id={`seq-error-${item.id}`} className={styles.error} role="alert">
          {seqError}
        </p>
      ) : failure && failure.intent !== 'note' ? (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      ) : null}
      <ItemNote item={item} failure={failure?.intent === 'note' ? failure.message : null} />
    </li>
  );
}
