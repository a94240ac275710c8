import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Button, Switch } from 'react-aria-components';
import { useBlocker, useRevalidator } from 'react-router';
import type { WorkResult } from '@trove/contracts';
import buttonStyles from '../button.module.css';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { preloadApi } from '../../lib/browser-api.ts';
import { useViewer } from '../../lib/site.ts';
import { AddToListDialog } from './add-to-list-dialog.tsx';
import { BulkMessage } from './bulk-message.tsx';
import { BulkTagDialog } from './bulk-tag-dialog.tsx';
import { MergeDialog } from './merge-dialog.tsx';
import { SelectAll } from './select-all.tsx';
import { SelectionContext, type SelectionState } from './selection-context.tsx';
import { type Selected, bulkButtons, maySelect, selectionKey } from './selection-rules.ts';
import styles from './selection.module.css';

export const LEAVE_QUESTION = 'Move away from this page?';

type Open = null | 'list' | 'addTag' | 'removeTag' | 'merge';

/**
 * Selection and bulk operations over one page of results (spec 01 §2.9, §4, §6, §8): the 'Select
 * works' switch, 'Select all results' (this page's results, ADR 017), the bulk buttons the role
 * allows, their dialogs, the last operation's message, and the confirmation before leaving the page
 * with a selection. Loaded only for a signed-in visitor (selection-area.tsx, ADR 035).
 */
export function SelectionTools({
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
  const [focusMessage, setFocusMessage] = useState(0);
  // Add to list with some items already there stays open (spec 01 §8); what it added still counts.
  const [addedWhileOpen, setAddedWhileOpen] = useState(false);

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

  // One array per selection, so a dialog's effects on it (merge reads each work) run once.
  const list = useMemo(() => [...selected.values()], [selected]);

  // Summary panels never get here (their page has no SelectionArea): summary mode is false.
  if (!viewer || !loaded || !maySelect(true, false)) return <>{children}</>;
  const buttons = bulkButtons(loaded, viewer.roles, list);
  const allSelected = works.length > 0 && works.every((w) => selected.has(selectionKey(w)));
  // An operation that changed things: the selection is spent, the results are reloaded, and focus
  // goes to its message because the button that opened the dialog goes with the selection.
  const finish = () => {
    setOpen(null);
    setAddedWhileOpen(false);
    clear();
    setFocusMessage((n) => n + 1);
  };
  const done = (text: string) => {
    setMessage(text);
    void revalidator.revalidate();
    finish();
  };
  const reportPartial = (text: string, added: boolean) => {
    setMessage(text);
    if (added) {
      setAddedWhileOpen(true);
      void revalidator.revalidate();
    }
  };
  const closeListDialog = () => {
    if (addedWhileOpen) finish();
    else setOpen(null);
  };

  return (
    <SelectionContext.Provider value={state}>
      <div className={styles.bar}>
        <Switch
          className={styles.switch}
          isSelected={on}
          onChange={(value) => {
            setOn(value);
            // Every bulk operation calls the API: fetch its client while the visitor selects.
            if (value) preloadApi();
            else clear();
          }}
        >
          <span className={styles.track} aria-hidden="true" />
          Select works
        </Switch>
        {on ? (
          <>
            <SelectAll
              checked={allSelected}
              selected={list.length}
              onPage={works.length}
              onChange={(checked) =>
                setSelected((now) => {
                  const next = new Map(now);
                  for (const w of works) {
                    if (checked)
                      next.set(selectionKey(w), { id: w.id, workType: w.workType, title: w.title });
                    else next.delete(selectionKey(w));
                  }
                  return next;
                })
              }
            />
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
      <BulkMessage message={message} focusKey={focusMessage} />
      {children}
      <AddToListDialog
        key={open === 'list' ? 'open' : 'closed'}
        username={viewer.username}
        selected={list}
        isOpen={open === 'list'}
        onClose={closeListDialog}
        onAdded={done}
        onPartlyAdded={reportPartial}
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
