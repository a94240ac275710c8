import type { ListOverview } from '@trove/contracts';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { ListRow } from './list-row.tsx';

function render(element: ReactElement): string {
  const Stub = createRoutesStub([
    {
      path: '/userProfile/lists',
      Component: () => <CsrfContext.Provider value="tok">{element}</CsrfContext.Provider>,
    },
  ]);
  return renderToString(<Stub initialEntries={['/userProfile/lists']} />).replace(/<!-- -->/g, '');
}

const list = (over: Partial<ListOverview> = {}): ListOverview => ({
  id: 7,
  name: 'Goldfields',
  description: null,
  priv: false,
  collaborative: false,
  editable: true,
  userId: 'ada',
  author: { fullUserId: 'ada', displayName: 'Ada Reader' },
  numItems: 1,
  followerCount: 0,
  currentUserAFollower: false,
  pendingCollaborationRequests: 0,
  thumbnailUrl: null,
  role: 'OWNER',
  updated: '2026-11-27T00:00:00.000Z',
  ...over,
});

describe('a list on the Lists tab (spec 03 §2)', () => {
  it('offers its owner Manage this list, named for the list', () => {
    const html = render(<ListRow list={list()} tab="personal" own />);
    expect(html).toContain('href="/list/7"');
    expect(html).toContain('aria-label="Manage this list: Goldfields" href="/list/manage/7"');
    expect(html).toContain('1 item · Public · Owner');
    expect(html).not.toContain('Unfollow');
  });
  it('offers Unfollow on the reader’s followed lists, as a form with the session’s token', () => {
    const html = render(
      <ListRow list={list({ role: null, priv: true, numItems: 3, editable: false })} tab="followed" own />,
    );
    expect(html).toContain('aria-label="Unfollow: Goldfields"');
    expect(html).toContain('name="intent" value="unfollow"');
    expect(html).toContain('name="listId" value="7"');
    expect(html).toContain('value="tok"');
    expect(html).toContain('3 items · Private · by Ada Reader');
    expect(html).not.toContain('Manage this list');
  });
  it('offers nothing to change on someone else’s profile', () => {
    const followed = render(<ListRow list={list({ role: null })} tab="followed" own={false} />);
    const owned = render(<ListRow list={list()} tab="personal" own={false} />);
    for (const html of [followed, owned]) {
      expect(html).not.toContain('Manage this list');
      expect(html).not.toContain('Unfollow');
    }
  });
});
