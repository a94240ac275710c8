import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProfileInfo } from '@trove/contracts';
import { READER } from '../../lib/viewer-fixture.ts';
import { ExplainSearch } from './explain-search.tsx';

const reader = READER;
const manager: ProfileInfo = { ...reader, username: 'manager', roles: ['dataManager'] };

/** The checkbox on a results address, inside a data router as on the real page. */
function render(viewer: ProfileInfo | null, address: string) {
  const explain = new URLSearchParams(address.split('?')[1]).get('explain') === 'true';
  const Stub = createRoutesStub([
    {
      path: '/search/category/:key',
      Component: () => <ExplainSearch viewer={viewer} categoryKey="books" explain={explain} />,
    },
  ]);
  return renderToString(<Stub initialEntries={[address]} />);
}

describe("the data manager's Explain search checkbox", () => {
  it('is offered to a data manager as a labelled, described checkbox, unticked without explain', () => {
    const html = render(manager, '/search/category/books?keyword=gold');
    expect(html).toMatch(
      /<label[^>]*><input type="checkbox"[^>]*aria-describedby="([^"]+)"[^>]*\/>Explain search<\/label>/,
    );
    const hint = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${hint}"`);
    expect(html).toContain('Shows under each result how its relevance score was made.');
    expect(html).not.toMatch(/<input type="checkbox"[^>]*checked/);
  });

  it('is ticked when the address asks for explanations', () => {
    expect(render(manager, '/search/category/books?keyword=gold&explain=true')).toMatch(
      /<input type="checkbox"[^>]*checked=""/,
    );
  });

  it('is never shown to a signed-in visitor without the role, nor to an anonymous one', () => {
    expect(render(reader, '/search/category/books?keyword=gold')).not.toContain('Explain search');
    expect(render({ ...reader, roles: ['qa'] }, '/search/category/books?keyword=gold&explain=true')).toBe('');
    expect(render(null, '/search/category/books?keyword=gold&explain=true')).toBe('');
  });
});
