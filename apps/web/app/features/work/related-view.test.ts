import { EMPTY_RELATED, type Version } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { relatedOf, workRelated } from './related-view.ts';

const entry = (title: string) => ({ relation: 'Part of', title, note: null, workId: null });
const v = (related: Partial<Version['related']>) =>
  ({ related: { ...EMPTY_RELATED, ...related } }) as Version;

describe('a work’s related resources', () => {
  it('gathers every edition’s, each once, in edition order', () => {
    const merged = workRelated([
      v({ parts: [entry('Series A')], contents: ['One', 'Two'] }),
      v({ parts: [entry('Series A'), entry('Series B')], contents: ['Two', 'Three'] }),
    ]);
    expect(merged.parts.map((p) => p.title)).toEqual(['Series A', 'Series B']);
    expect(merged.contents).toEqual(['One', 'Two', 'Three']);
  });

  it('uses only the selected edition’s when there is one', () => {
    const selected = v({ contents: ['Only'] });
    expect(relatedOf(selected, [v({ contents: ['Other'] })]).contents).toEqual(['Only']);
    expect(relatedOf(null, [])).toEqual(EMPTY_RELATED);
  });
});
