import { LIST_LIMITS, LIST_MESSAGES, MESSAGES, isValidSequence, type ListDetails } from '@trove/contracts';

/**
 * The manage page's view rules (spec 03 §2 Manage list, §4, §5), pure so they are tested without
 * a page: counters, sequence edits, the confirmations a change of details needs, failure wording.
 */

/** A text field's remaining characters; `warn` once `warnAt` or fewer remain (the note's 800). */
export interface Remaining {
  remaining: number;
  warn: boolean;
  tooLong: boolean;
}

export function remainingOf(text: string, max: number, warnAt = 0): Remaining {
  const remaining = max - text.length;
  return { remaining, warn: remaining <= warnAt, tooLong: remaining < 0 };
}

/** The description counter: 'N characters remaining' of 2000 (spec 03 §2 Manage list). */
export function descriptionCounter(text: string): string {
  const { remaining, tooLong } = remainingOf(text, LIST_LIMITS.description);
  return tooLong ? LIST_MESSAGES.tooLong : `${remaining} characters remaining`;
}

/**
 * The note counter (spec 03 §5: at most 4000, warn with 800 or fewer left): the hint until the
 * warning, then the remaining count with the spec's 'Please enter no more than N characters'.
 */
export function noteCounter(text: string): { text: string; warn: boolean } {
  const state = remainingOf(text, LIST_LIMITS.note, LIST_LIMITS.noteWarnRemaining);
  if (state.tooLong) return { text: LIST_MESSAGES.maxLengthHint(LIST_LIMITS.note), warn: true };
  if (state.warn)
    return {
      text: `${state.remaining} characters remaining. ${LIST_MESSAGES.maxLengthHint(LIST_LIMITS.note)}`,
      warn: true,
    };
  return { text: `At most ${LIST_LIMITS.note} characters.`, warn: false };
}

/** A typed position: the number to send, or the spec's message (an integer from 1 to the size). */
export function readSequence(
  raw: string,
  listSize: number,
): { ok: true; seq: number } | { ok: false; message: string } {
  if (!isValidSequence(raw, listSize)) return { ok: false, message: LIST_MESSAGES.sequenceInvalid };
  return { ok: true, seq: Number(raw.trim()) };
}

/** Where Move up and Move down take an item; null at either end. */
export function neighbourSeqs(seq: number, listSize: number): { up: number | null; down: number | null } {
  return { up: seq > 1 ? seq - 1 : null, down: seq < listSize ? seq + 1 : null };
}

/** What the live region says after a move. */
export function movedMessage(title: string, seq: number, listSize: number): string {
  return `Moved '${title}' to position ${seq} of ${listSize}.`;
}

/** The list as it stands, as far as a change of details is concerned. */
export interface DetailsState {
  priv: boolean;
  collaborative: boolean;
}

/**
 * The spec 03 §4 warnings a change of details must be confirmed with, in order: making a public
 * list private, and turning collaboration off (which making it private also does, said once).
 */
export function detailsConfirmations(before: DetailsState, after: ListDetails): string[] {
  const toPrivate = !before.priv && after.priv === 'y';
  if (toPrivate) return [LIST_MESSAGES.toPrivateConfirm];
  if (before.collaborative && !after.collaborative) return [LIST_MESSAGES.notCollaborativeConfirm];
  return [];
}

/**
 * The details as posted: a private list cannot be collaborative (spec 03 §4), so choosing private
 * turns the switch off, as the confirmation says, instead of refusing the form.
 */
export function postedDetails(form: FormData): ListDetails {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const privRaw = text('priv');
  const priv = privRaw === 'y' || privRaw === 'n' ? privRaw : null;
  const description = text('description');
  const facebookGroupId = text('facebookGroupId').trim();
  return {
    name: text('name'),
    description: description === '' ? null : description,
    priv,
    collaborative: priv !== 'y' && text('collaborative') === 'true',
    facebookGroupId: facebookGroupId === '' ? null : facebookGroupId,
  };
}

/** Whether the collaborative switch may be turned on (spec 03 §5); turning it off is always allowed. */
export function collaborativeSwitch(
  current: boolean,
  privChosen: boolean,
  ownerProfilePublic: boolean,
): { disabled: boolean; hint: string | null } {
  if (!ownerProfilePublic) return { disabled: !current, hint: LIST_MESSAGES.collaborativeNeedsPublicProfile };
  if (privChosen) return { disabled: true, hint: LIST_MESSAGES.collaborativeNeedsPublic };
  return { disabled: false, hint: null };
}

/** A failed call as the page words it (spec 03 §8): the API's own refusal, no permission, or unexpected. */
export function failureMessage(failure: { status: number; message: string }, action: string): string {
  if (failure.status === 400 || failure.status === 409) return failure.message;
  if (failure.status === 401 || failure.status === 403) return MESSAGES.noPermission;
  return MESSAGES.unexpected(action);
}

/** How many pages of 50 thumbnails the address asks for ('Show more' adds one), 1 to 20. */
export function thumbnailPages(raw: string | null): number {
  const n = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, 20);
}
