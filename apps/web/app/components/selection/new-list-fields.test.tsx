import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AddItemsField } from '@trove/contracts';
import { NewListFields } from './new-list-fields.tsx';

const values = { name: '', description: 'x'.repeat(2001), visibility: '' as const };

function render(problems: Partial<Record<AddItemsField, string>>): string {
  return renderToString(
    <NewListFields
      values={values}
      onChange={() => undefined}
      problemOf={(field) => problems[field]}
      profilePublic={false}
    />,
  );
}

/** The opening tags of the elements matching `pattern` (the unit tests run without a DOM). */
const tags = (html: string, pattern: string): string[] =>
  html.match(new RegExp(`<${pattern}[^>]*>`, 'g')) ?? [];
const tagWithId = (html: string, id: string): string => tags(html, `[a-z]+ [^>]*id="${id}"`)[0] ?? '';
const attr = (tag: string, name: string): string | null =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The texts an element's aria-describedby points at, each id required to exist. */
function descriptions(html: string, tag: string): string[] {
  const ids = attr(tag, 'aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => {
    const text = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
    if (text === undefined) throw new Error(`aria-describedby names a missing id: ${id}`);
    return text;
  });
}

describe('the new list’s fields (spec 01 §5, 03 §5)', () => {
  it('ties each field’s error to the field, and marks only failing fields invalid', () => {
    const html = render({
      name: 'A name for the new list is required',
      visibility: 'You must specify the visibility of this tag',
      description: 'The provided value is too long',
    });
    const name = tagWithId(html, 'new-list-name');
    expect(attr(name, 'aria-invalid')).toBe('true');
    expect(descriptions(html, name)).toEqual(['A name for the new list is required']);
    const description = tagWithId(html, 'new-list-description');
    expect(attr(description, 'aria-invalid')).toBe('true');
    expect(descriptions(html, description)).toEqual([
      'Please enter no more than 2000 characters',
      'The provided value is too long',
    ]);
    const radios = tags(html, 'input type="radio"');
    expect(radios).toHaveLength(2);
    for (const radio of radios) {
      expect(attr(radio, 'aria-invalid')).toBe('true');
      expect(descriptions(html, radio)).toEqual(['You must specify the visibility of this tag']);
    }
    expect(tags(html, '[a-z]+ [^>]*role="alert"')).toHaveLength(3);
  });

  it('shows the length hint and no error marks while the fields are fine', () => {
    const html = render({});
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('role="alert"');
    expect(descriptions(html, tagWithId(html, 'new-list-description'))).toEqual([
      'Please enter no more than 2000 characters',
    ]);
  });

  it('explains, in the spec’s words, why the collaborative switch is off', () => {
    const html = render({});
    expect(html).toContain('Only public lists can be collaborative.');
    expect(html).toContain('You can only collaborate on lists if your profile is publicly visible');
  });
});
