import type { Article } from '@trove/contracts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IssueNavigation } from './article-issue.tsx';

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('article issue navigation', () => {
  it('links the previous and next articles with their headings and keeps the search words', () => {
    const article = {
      id: 2,
      previous: { id: 1, heading: 'LATEST NEWS.', page: '1' },
      next: { id: 3, heading: 'SHIPPING.', page: '2' },
      title: { id: 11, name: 'The Argus' },
    } as unknown as Article;
    const html = render(<IssueNavigation article={article} searchTerm="strike" />);
    expect(html).toContain('href="/newspaper/article/1?searchTerm=strike"');
    expect(html).toContain('href="/newspaper/article/3?searchTerm=strike"');
    expect(html).toContain('aria-label="Next article: SHIPPING."');
    expect(html).toContain('href="/search/category/newspapers?l-title=11&amp;sortBy=dateAsc"');
  });
});
