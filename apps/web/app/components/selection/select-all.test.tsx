import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectAll, selectedCountText } from './select-all.tsx';

describe('Select all results (page scope, ADR 017)', () => {
  it('keeps the spec’s label and adds “on this page” for screen readers', () => {
    const html = renderToString(<SelectAll checked selected={20} onPage={20} onChange={() => undefined} />);
    expect(html).toMatch(/>Select all results<span class="visually-hidden"> on this page<\/span><\/label>/);
  });

  it('says, for everyone, how many of this page’s results are selected', () => {
    const html = renderToString(
      <SelectAll checked={false} selected={3} onPage={20} onChange={() => undefined} />,
    );
    expect(html).toContain('<span aria-live="polite">3 of 20 results on this page selected</span>');
    expect(selectedCountText(1, 1)).toBe('1 of 1 result on this page selected');
  });
});
