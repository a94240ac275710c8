/**
 * Spec 02 §6: 'Split is allowed only for authenticated data managers when the work has more than one
 * record'; the page offers it only while nothing is pending (02 §2).
 */
export function canSplit(isDataManager: boolean, editionCount: number): boolean {
  return isDataManager && editionCount > 1;
}
