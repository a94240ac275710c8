import { createContext, useContext } from 'react';
import type { Selected } from './selection-rules.ts';

/** The selection of one results page, for the per-result checkboxes (null: selection is off). */
export interface SelectionState {
  isSelected: (result: Selected) => boolean;
  toggle: (result: Selected) => void;
}

export const SelectionContext = createContext<SelectionState | null>(null);

export const useSelection = (): SelectionState | null => useContext(SelectionContext);
