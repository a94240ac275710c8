import type { Version } from '@trove/contracts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClientStateProvider } from '../../lib/client-state-context.tsx';
import { DEFAULT_CLIENT_STATE } from '../../lib/client-state.ts';
import { CoverShelf } from './cover-shelf.tsx';
import { Editions } from './editions.tsx';
import { PendingBanners } from './pending-banners.tsx';
import { versionFixture } from './version-fixture.ts';

const version = (id: number, fields: Partial<Version> = {}): Version =>
  versionFixture(id, {
    format: 'Book',
    year: 1900 + id,
    thumbnailUrl: `https://example.org/${id}.jpg`,
    ...fields,
  });

const render = (node: React.ReactNode, url = '/work/1') =>
  renderToString(
    <MemoryRouter initialEntries={[url]}>
      <ClientStateProvider initial={DEFAULT_CLIENT_STATE}>{node}</ClientStateProvider>
    </MemoryRouter>,
  );

const kept = { keyword: null, includeRaw: false };
const hrefOf = (v: Version) => `/work/1/version/${v.id}`;

describe('the editions views as the server renders them', () => {
  it('shows a banner for each pending change and none when settled', () => {
    const both = render(<PendingBanners pending={{ separation: true, merge: true }} />);
    expect(both).toContain('Separation Pending');
    expect(both).toContain('Merge Pending');
    expect(render(<PendingBanners pending={{ separation: false, merge: false }} />)).not.toContain('Pending');
  });

  it('links every cover of the shelf to its edition, with alt text, blurring sensitive ones', () => {
    const covers = [version(1), version(2)] as (Version & { thumbnailUrl: string })[];
    const html = render(<CoverShelf covers={covers} sensitive={false} hrefOf={hrefOf} />);
    expect(html).toContain('href="/work/1/version/2"');
    expect(html).toContain('alt="Cover of Edition 1, 1901 (Book)"');
    const sensitive = render(<CoverShelf covers={covers} sensitive hrefOf={hrefOf} />);
    expect(sensitive).toContain('(hidden: culturally sensitive)');
    expect(sensitive).toContain('Show covers');
  });

  it('marks the edition shown, links each to its page, and shows 9 first', () => {
    const items = Array.from({ length: 12 }, (_, i) => version(i + 1));
    const html = render(<Editions items={items} selectedId={2} kept={kept} hrefOf={hrefOf} />);
    expect(html).toMatch(/aria-current="page" href="\/work\/1\/version\/2"/);
    expect(html).toContain('(this edition)');
    expect(html.match(/href="\/work\/1\/version\/\d+"/g)).toHaveLength(9);
    expect(html).toContain('Show all');
  });

  it('renders the filter from the address, with the no-match message', () => {
    const items = [version(1), version(2)];
    const html = render(
      <Editions items={items} selectedId={null} kept={kept} hrefOf={hrefOf} />,
      '/work/1?etext=nothing-like-it',
    );
    expect(html).toContain('No versions match the selected filter criteria');
    expect(html).not.toContain('href="/work/1/version/1"');
  });
});
