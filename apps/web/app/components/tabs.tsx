import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
}

/** Where a key press moves in a row of tabs (WAI-ARIA tabs): arrows wrap around, Home and End go to the ends. */
export function tabAfterKey(keys: readonly string[], current: string, key: string): string | null {
  const at = keys.indexOf(current);
  if (at < 0 || keys.length === 0) return null;
  if (key === 'ArrowRight') return keys[(at + 1) % keys.length] ?? null;
  if (key === 'ArrowLeft') return keys[(at - 1 + keys.length) % keys.length] ?? null;
  if (key === 'Home') return keys[0] ?? null;
  if (key === 'End') return keys[keys.length - 1] ?? null;
  return null;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tabs as WAI-ARIA describes them, without a library (ADR 035): one tab stop for the row, the
 * arrow keys (and Home, End) move to another tab and select it, and only the selected panel is
 * rendered. The panel is a tab stop itself only when nothing inside it is. The row is styled by
 * `aria-selected` and `:focus-visible`.
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
  classNames,
  children,
}: {
  /** The accessible name of the row of tabs. */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (key: string) => void;
  classNames: { root?: string; list?: string; tab?: string; panel?: string };
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [panelTabbable, setPanelTabbable] = useState(true);
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  useLayoutEffect(() => {
    setPanelTabbable(!panel.current?.querySelector(TABBABLE));
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(
      tabs.map((t) => t.key),
      selected,
      event.key,
    );
    if (next === null) return;
    event.preventDefault();
    document.getElementById(tabId(next))?.focus();
    if (next !== selected) onSelect(next);
  };

  return (
    <div className={classNames.root}>
      <div role="tablist" aria-label={label} className={classNames.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <div
              key={tab.key}
              id={tabId(tab.key)}
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={classNames.tab}
              onClick={() => {
                if (!isSelected) onSelect(tab.key);
              }}
            >
              {tab.label}
            </div>
          );
        })}
      </div>
      <div
        ref={panel}
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        tabIndex={panelTabbable ? 0 : undefined}
        className={classNames.panel}
      >
        {children}
      </div>
    </div>
  );
}
