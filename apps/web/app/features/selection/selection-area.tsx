import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Button, Switch } from 'react-aria-components';
import { useBlocker, useRevalidator } from 'react-router';
import type { WorkResult } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useViewer } from '../../lib/site.ts';
import { AddToListDialog } from './add-to-list-dialog.tsx';
import { BulkTagDialog } from './bulk-tag-dialog.tsx';
import { MergeDialog } from './merge-dialog.tsx';
import { SelectionContext, type SelectionState } from './selection-context.tsx';
import { type Selected, bulkButtons, maySelect, selectionKey } from './selection-rules.ts';
import styles from './selection.module.css';

export const LEAVE_QUESTION = 'Move away from this page?';

type Open = null | 'list' | 'addTag' | 'removeTag' | 'merge';

/**
 * Selection and bulk operations over one page of results (spec 01 §2.9, §4, §6, §8): the 'Select
 * works' switch, 'Select all results', the bulk buttons the role allows, their dialogs, and the
 * confirmation before leaving the page with a selection.
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
  const revalidator = useRevalidator();
  const [on, setOn] = useState(false);
  const [selected, setSelected] = useState<Map<string, Selected>>(new Map());
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<string | null>(null);

  const clear = useCallback(() => setSelected(new Map()), []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      selected.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const state = useMemo<SelectionState | null>(
    () =>
      on
        ? {
            isSelected: (r) => selected.has(selectionKey(r)),
            toggle: (r) =>
              setSelected((now) => {
                const next = new Map(now);
                if (next.has(selectionKey(r))) next.delete(selectionKey(r));
                else next.set(selectionKey(r), { id: r.id, workType: r.workType, title: r.title });
                return next;
              }),
          }
        : null,
    [on, selected],
  );

  // Summary panels never get here (their page has no SelectionArea): summary mode is false.
  if (!viewer || !loaded || !maySelect(true, false)) return <>{children}</>;
  const list = [...selected.values()];
  const buttons = bulkButtons(loaded, viewer.roles, list);
  const allSelected = works.length > 0 && works.every((w) => selected.has(selectionKey(w)));
  const done = (text: string) => {
    setOpen(null);
    clear();
    setMessage(text);
    void revalidator.revalidate();
  };

  return (
    <SelectionContext.Provider value={state}>
      <div className={styles.bar}>
        <Switch
          className={styles.switch}
          isSelected={on}
          onChange={(value) => {
            setOn(value);
            if (!value) clear();
          }}
        >
          <span className={styles.track} aria-hidden="true" />
          Select works
        </Switch>
        {on ? (
          <>
            <label className={styles.switch}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={allSelected}
                onChange={(e) =>
                  setSelected((now) => {
                    const next = new Map(now);
                    for (const w of works) {
                      if (e.target.checked)
                        next.set(selectionKey(w), { id: w.id, workType: w.workType, title: w.title });
                      else next.delete(selectionKey(w));
                    }
                    return next;
                  })
                }
              />
              Select all results
            </label>
            <span aria-live="polite">{list.length} selected</span>
            {buttons.addToList ? (
              <Button className={buttonStyles.button} onPress={() => setOpen('list')}>
                Add to list
              </Button>
            ) : null}
            {buttons.addTag ? (
              <Button className={buttonStyles.button} onPress={() => setOpen('addTag')}>
                Add tag
              </Button>
            ) : null}
            {buttons.removeTag ? (
              <Button className={buttonStyles.button} onPress={() => setOpen('removeTag')}>
                Remove tag
              </Button>
            ) : null}
            {buttons.merge ? (
              <Button className={buttonStyles.button} onPress={() => setOpen('merge')}>
                Merge
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {message ? (
        <p role="status" className={`${styles.message} ${styles.info}`}>
          {message}
        </p>
      ) : null}
      {children}
      <AddToListDialog
        key={open === 'list' ? 'open' : 'closed'}
        username={viewer.username}
        selected={list}
        isOpen={open === 'list'}
        onClose={() => setOpen(null)}
        onAdded={done}
      />
      {open === 'addTag' || open === 'removeTag' ? (
        <BulkTagDialog mode={open} selected={list} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
      {open === 'merge' ? <MergeDialog selected={list} onClose={() => setOpen(null)} onDone={done} /> : null}
      <ConfirmDialog
        question={LEAVE_QUESTION}
        confirmLabel="Move away"
        isOpen={blocker.state === 'blocked'}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => {
          clear();
          blocker.proceed?.();
        }}
      />
    </SelectionContext.Provider>
  );
}
