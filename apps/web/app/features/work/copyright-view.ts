import { type CopyrightStatus, HIDDEN_COPYRIGHT_CONTEXTS, MESSAGES } from '@trove/contracts';

/** What the loader hands the box: the status, or null when the call failed. */
export interface CopyrightLoad {
  versionId: number;
  status: CopyrightStatus | null;
}

/** The spec hides the box for contextMsg 2.1 and 2.2 (ordinary in-copyright works). */
export function copyrightBoxShown(status: CopyrightStatus | null): boolean {
  return status === null || !HIDDEN_COPYRIGHT_CONTEXTS.includes(status.contextMsg);
}

/** The status word; a failed call is Unknown, as the spec's copyright check failure says. */
export function copyrightHeadline(status: CopyrightStatus | null): { text: string; reason: string } {
  if (status === null || status.status === 'Unknown')
    return { text: 'Unknown', reason: MESSAGES.copyrightUnknown };
  return { text: status.status, reason: status.reason };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The facts behind the status, as label and value rows; unknown facts are left out. */
export function copyrightFacts(status: CopyrightStatus): { label: string; value: string }[] {
  const rows: [string, string | null][] = [
    ['Creator', status.creatorStatus === 'known' ? 'Known' : 'Anonymous or not identified'],
    ['Date of death', status.creatorDateOfDeath === null ? null : String(status.creatorDateOfDeath)],
    ['Material type', status.materialType === null ? null : capital(status.materialType)],
    ['Published status', status.publishedStatus === null ? null : capital(status.publishedStatus)],
    ['Publication date', status.publicationDate === null ? null : String(status.publicationDate)],
    ['Government copyright', yesNo(status.govtCopyrightOwnership)],
    ['Protected until', status.expiresAfter === null ? null : `31 December ${status.expiresAfter}`],
  ];
  return rows.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}
