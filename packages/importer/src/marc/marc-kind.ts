import type { CategoryKey } from '@trove/contracts';
import type { MarcRecord } from '@trove/marc';

export interface MarcKind {
  category: CategoryKey;
  format: string;
  broadFormat: string;
}

/** Portal category and format from leader/06 (type of record), leader/07 (bibliographic level) and 502 (thesis). */
export function marcKind(record: MarcRecord): MarcKind {
  const type = record.leader.charAt(6);
  const level = record.leader.charAt(7);
  const thesis = record.get('502').length > 0;
  switch (type) {
    case 'a':
      if (thesis) return { category: 'research', format: 'Thesis', broadFormat: 'thesis' };
      if (level === 's' || level === 'b' || level === 'i')
        return { category: 'magazines', format: 'Periodical', broadFormat: 'periodical' };
      if (level === 'c')
        return { category: 'diaries', format: 'Archived material', broadFormat: 'manuscript' };
      return { category: 'books', format: 'Book', broadFormat: 'book' };
    case 't':
      if (thesis) return { category: 'research', format: 'Thesis', broadFormat: 'thesis' };
      return { category: 'diaries', format: 'Manuscript', broadFormat: 'manuscript' };
    case 'c':
      return { category: 'music', format: 'Music score', broadFormat: 'score' };
    case 'd':
      return { category: 'music', format: 'Music score/Manuscript', broadFormat: 'score' };
    case 'e':
      return { category: 'images', format: 'Map', broadFormat: 'map' };
    case 'f':
      return { category: 'images', format: 'Map/Manuscript', broadFormat: 'map' };
    case 'g':
      return { category: 'music', format: 'Video', broadFormat: 'video' };
    case 'i':
      return { category: 'music', format: 'Sound', broadFormat: 'sound' };
    case 'j':
      return { category: 'music', format: 'Sound/Recorded music', broadFormat: 'sound' };
    case 'k':
      return { category: 'images', format: 'Picture', broadFormat: 'picture' };
    case 'r':
      return { category: 'images', format: 'Object', broadFormat: 'object' };
    case 'p':
      return { category: 'diaries', format: 'Archived material/Mixed materials', broadFormat: 'manuscript' };
    case 'm':
      return { category: 'books', format: 'Computer file', broadFormat: 'computer-file' };
    case 'o':
      return { category: 'books', format: 'Kit', broadFormat: 'kit' };
    default:
      return { category: 'books', format: 'Book', broadFormat: 'book' };
  }
}
