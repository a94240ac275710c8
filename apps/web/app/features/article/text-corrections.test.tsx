import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LastCorrected } from './text-corrections.tsx';

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('who last corrected an article', () => {
  it('names the reader with a link to their profile, the count and the day', () => {
    const html = render(
      <LastCorrected
        count={3}
        last={{ lastupdated: '2026-11-27T10:00:00Z', by: 'Ada Reader', username: 'ada' }}
      />,
    );
    expect(html).toContain('Corrected 3 times; last corrected by ');
    expect(html).toMatch(/<a [^>]*href="\/userProfile\/user\/ada"[^>]*>Ada Reader<\/a>/);
    expect(html).toContain(' on 27 November 2026.');
  });

  it('says a visitor without naming anyone, and nothing for an uncorrected article', () => {
    const visitor = render(
      <LastCorrected count={1} last={{ lastupdated: '2026-11-27T10:00:00Z', by: null, username: null }} />,
    );
    expect(visitor).toContain('Corrected 1 time; last corrected by a visitor');
    expect(render(<LastCorrected count={0} last={null} />)).toBe('');
  });
});
