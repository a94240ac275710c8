/**
 * The schema.org type that fits a work's format (issue 4: Book, Map, MusicComposition …), read from
 * the first matching rule over its formats; Trove's formats nest as 'Broad/Narrow', so both count.
 */
const RULES: [RegExp, string][] = [
  [/\bthesis\b/i, 'Thesis'],
  [/\bmap\b|\batlas\b/i, 'Map'],
  [/\bmusic score\b/i, 'MusicComposition'],
  [/\brecorded music\b/i, 'MusicRecording'],
  [/\bvideo\b/i, 'VideoObject'],
  [/\bsound\b|\baudio\b|\boral history\b|\bbroadcast\b/i, 'AudioObject'],
  [/\bphotograph\b/i, 'Photograph'],
  [/\bcartoon\b|\bpicture\b|\bposter\b|\bart work\b|\bpainting\b|\bdrawing\b/i, 'VisualArtwork'],
  [/\bperiodical\b|\bmagazine\b|\bjournal\b|\bnewspaper\b/i, 'Periodical'],
  [/\bmanuscript\b|\barchived material\b/i, 'ArchiveComponent'],
  [/\bpress release\b/i, 'Report'],
  [/\bbook\b/i, 'Book'],
];

export function schemaTypeOf(formats: (string | null | undefined)[], category: string): string {
  const known = formats.filter((f): f is string => typeof f === 'string' && f !== '');
  for (const [pattern, type] of RULES) if (known.some((f) => pattern.test(f))) return type;
  return category === 'books' ? 'Book' : 'CreativeWork';
}
