import type { ListItemsPage, ListRole } from '@trove/contracts';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DetailsForm } from './details-form.tsx';
import { ItemRow } from './item-row.tsx';
import { ItemsSection } from './items-section.tsx';
import { itemFixture, manageFixture } from './manage-fixture.ts';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { PeopleSection } from './people-section.tsx';

// The forms are React Router forms: render them in a router, as the page is.
function render(element: ReactElement): string {
  const Stub = createRoutesStub([
    {
      path: '/list/manage/:id',
      Component: () => <CsrfContext.Provider value="tok">{element}</CsrfContext.Provider>,
    },
  ]);
  // React's text separators (<!-- -->) left out, to read the text as shown.
  return renderToString(<Stub initialEntries={['/list/manage/7']} />).replace(/<!-- -->/g, '');
}

const people = (role: ListRole) => render(<PeopleSection list={manageFixture(role)} outcome={undefined} />);

describe('the people section shows each role exactly its controls (spec 03 §6)', () => {
  it('gives the owner role changes, transfer to an administrator, removal, requests and unblock', () => {
    const html = people('OWNER');
    expect(html).toContain('Make Ada Admin a collaborator');
    expect(html).toContain('Make Cole Collab an administrator');
    expect(html).toContain('Transfer ownership to Ada Admin');
    // Only administrators may be given the list.
    expect(html).not.toContain('Transfer ownership to Cole Collab');
    expect(html).toContain('Remove Ada Admin');
    expect(html).toContain('Remove Cole Collab');
    expect(html).toContain('Approve Rita Request');
    expect(html).toContain('Deny Rita Request');
    expect(html).toContain('Deny and block Rita Request');
    expect(html).toContain('Unblock Bob Blocked');
    expect(html).not.toContain('Leave this list');
    // Every form carries the session's token.
    expect(html).toContain('name="_csrf" value="tok"');
  });

  it('lets an administrator decide requests and remove collaborators, not administrators, and leave', () => {
    const html = people('ADMINISTRATOR');
    expect(html).not.toContain('Make Cole Collab an administrator');
    expect(html).not.toContain('Transfer ownership');
    expect(html).not.toContain('Remove Ada Admin');
    expect(html).toContain('Remove Cole Collab');
    expect(html).toContain('Approve Rita Request');
    expect(html).toContain('Leave this list');
  });

  it('shows a collaborator the people only, and Leave', () => {
    const html = people('COLLABORATOR');
    expect(html).toContain('Ada Admin');
    expect(html).not.toContain('Remove Cole Collab');
    expect(html).not.toContain('Approve Rita Request');
    expect(html).not.toContain('Unblock');
    expect(html).toContain('Leave this list');
  });

  it('offers the three removal reasons of spec 03 §5 and the contributions checkbox', () => {
    const html = people('OWNER');
    for (const reason of ['Breaching group rules', 'Posting irrelevant content', 'Not contributing to group'])
      expect(html).toContain(reason);
    expect(html).toContain('Also remove their contributions');
  });
});

function page(n: number, overrides = {}): ListItemsPage {
  const content = Array.from({ length: n }, (_, i) => itemFixture(i + 1, overrides));
  return {
    content,
    pageable: { offset: 0 },
    size: 25,
    totalPages: 1,
    number: 1,
    totalElements: n,
    numberOfElements: n,
  };
}

describe('the items', () => {
  it('give a manager Move up, Move down and a labelled position box, none beyond either end', () => {
    const html = render(<ItemsSection items={page(3)} mayReorder outcome={undefined} outcomeKey={0} />);
    expect(html).not.toContain('aria-label="Move up: Item 1"');
    expect(html).toContain('aria-label="Move down: Item 1"');
    expect(html).toContain('aria-label="Move up: Item 2"');
    expect(html).toContain('aria-label="Move up: Item 3"');
    expect(html).not.toContain('aria-label="Move down: Item 3"');
    expect(html).toContain('New position of Item 2 (1 to 3)');
  });

  it('show no drag grip before hydration (the no-JS page reorders by the position box)', () => {
    const html = render(<ItemsSection items={page(3)} mayReorder outcome={undefined} outcomeKey={0} />);
    expect(html).not.toContain('data-drag-handle');
  });

  it('give a hydrated manager a grip hidden from screen readers, and a collaborator none', () => {
    const item = page(2).content[0]!;
    const none = () => undefined;
    const grip = { onPointerDown: none, onPointerMove: none, onPointerUp: none, onPointerCancel: none };
    const drag = { enabled: true, state: null, grip };
    const row = (mayReorder: boolean) =>
      render(<ItemRow item={item} size={2} mayReorder={mayReorder} failure={null} drag={drag} />);
    expect(row(true)).toMatch(/aria-hidden="true" title="Drag to move Item 1" data-drag-handle="\d+"/);
    expect(row(false)).not.toContain('data-drag-handle');
  });

  it('give a collaborator no reordering, and Remove only on items they may remove', () => {
    const items = page(2);
    items.content[1] = { ...items.content[1]!, removable: true };
    const html = render(<ItemsSection items={items} mayReorder={false} outcome={undefined} outcomeKey={0} />);
    expect(html).not.toContain('Move up');
    expect(html).not.toContain('New position');
    expect((html.match(/aria-label="Remove: Item/g) ?? []).length).toBe(1);
    expect(html).toContain('aria-label="Remove: Item 2"');
  });

  it('say when the list is empty, in the spec words', () => {
    expect(render(<ItemsSection items={page(0)} mayReorder outcome={undefined} outcomeKey={0} />)).toContain(
      'This list is empty',
    );
  });

  it('show a refused position beside its item', () => {
    const html = render(
      <ItemsSection
        items={page(2)}
        mayReorder
        outcome={{ ok: false, intent: 'move', item: '102', message: 'List sequence must be valid' }}
        outcomeKey={1}
      />,
    );
    expect(html).toContain('id="seq-error-102"');
    expect(html).toContain('List sequence must be valid');
  });

  it('let the note be edited where allowed, with the counter', () => {
    const html = render(
      <ItemsSection
        items={page(1, { noteEditable: true })}
        mayReorder={false}
        outcome={undefined}
        outcomeKey={0}
      />,
    );
    expect(html).toContain('Note on Item 1');
    expect(html).toContain('At most 4000 characters.');
  });
});

describe('the details form', () => {
  it('disables the collaborative switch with the spec message when the owner profile is private', () => {
    const html = render(
      <DetailsForm
        list={manageFixture('OWNER', { collaborative: false, ownerProfilePublic: false })}
        problems={[]}
      />,
    );
    expect(html).toMatch(/role="switch"[^>]*disabled/);
    expect(html).toContain('You can only collaborate on lists if your profile is publicly visible');
  });

  it('counts the description down from 2000 and shows a refused title', () => {
    const html = render(
      <DetailsForm
        list={manageFixture('OWNER')}
        problems={[{ field: 'name', message: 'The "Title" field is required' }]}
      />,
    );
    expect(html).toContain(`${2000 - 'Books about 1901'.length} characters remaining`);
    expect(html).toContain('The &quot;Title&quot; field is required');
    expect(html).toContain('aria-invalid="true"');
  });
});
