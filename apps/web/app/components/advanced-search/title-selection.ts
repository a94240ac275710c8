import type { TitleOption } from './lookups.ts';

/** The newspaper lookup's choice: whole states, and titles chosen one by one. */
export interface TitleSelection {
  states: string[];
  titles: string[];
}

export function isTitleChosen(selection: TitleSelection, title: TitleOption): boolean {
  return (
    (title.state !== null && selection.states.includes(title.state)) || selection.titles.includes(title.value)
  );
}

/** Choosing a state chooses all its titles (spec 01 §2.7); its titles no longer need choosing one by one. */
export function toggleState(
  selection: TitleSelection,
  state: string,
  on: boolean,
  titles: readonly TitleOption[],
): TitleSelection {
  if (!on) return { ...selection, states: selection.states.filter((s) => s !== state) };
  const inState = new Set(titles.filter((t) => t.state === state).map((t) => t.value));
  return {
    states: [...selection.states.filter((s) => s !== state), state],
    titles: selection.titles.filter((id) => !inState.has(id)),
  };
}

/** Unchoosing a title of a chosen state leaves the state's other titles chosen. */
export function toggleTitle(
  selection: TitleSelection,
  title: TitleOption,
  on: boolean,
  titles: readonly TitleOption[],
): TitleSelection {
  if (on) {
    if (isTitleChosen(selection, title)) return selection;
    return { ...selection, titles: [...selection.titles, title.value] };
  }
  if (title.state !== null && selection.states.includes(title.state)) {
    const rest = titles.filter((t) => t.state === title.state && t.value !== title.value).map((t) => t.value);
    return {
      states: selection.states.filter((s) => s !== title.state),
      titles: [...selection.titles, ...rest],
    };
  }
  return { ...selection, titles: selection.titles.filter((id) => id !== title.value) };
}

/** The titles a selection covers, for the date range defaults. */
export function chosenTitles(selection: TitleSelection, titles: readonly TitleOption[]): TitleOption[] {
  return titles.filter((t) => isTitleChosen(selection, t));
}
