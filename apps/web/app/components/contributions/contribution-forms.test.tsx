import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldErrorProps } from '../field-error.tsx';
import { TagNamesInput, suggestionsStatus } from '../tag-names/tag-names-input.tsx';
import { VisibilityField } from './visibility-field.tsx';

const at = (url: string, element: React.ReactElement) =>
  renderToString(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>).replace(/<!-- -->/g, '');

/** The radio input of one option, as rendered. */
const option = (html: string, value: string) =>
  new RegExp(`<input[^>]*value="${value}"[^>]*/>`).exec(html)?.[0] ?? '';

const visibility = (signedIn: boolean, error: string | null = null) =>
  at(
    '/work/12/version/34?keyword=gold',
    <VisibilityField name="v" value={null} signedIn={signedIn} onChange={() => {}} error={error} />,
  );

describe('the visibility choice', () => {
  it('offers an anonymous visitor Log in and Sign up links that come back to this page', () => {
    const html = visibility(false);
    const back = encodeURIComponent('/work/12/version/34?keyword=gold');
    expect(html).toContain(`<a href="/auth/login?backurl=${back}">Log in</a>`);
    expect(html).toContain(`<a href="/auth/signup?backurl=${back}">sign up</a> to add private ones.`);
    expect(option(html, 'private')).toContain('disabled=""');
    expect(option(html, 'private')).toContain('aria-describedby="v-private-hint"');
  });

  it('has no sign-in links for a signed-in visitor, and Private open', () => {
    const html = visibility(true);
    expect(html).not.toContain('/auth/');
    expect(option(html, 'private')).not.toContain('disabled');
  });

  it('ties its error to both options, marking them invalid', () => {
    const html = visibility(false, 'The "visibility" field is required');
    expect(html).toMatch(/<p id="v-error"[^>]*role="alert"/);
    expect(option(html, 'public')).toContain('aria-describedby="v-error"');
    expect(option(html, 'private')).toContain('aria-describedby="v-private-hint v-error"');
    for (const value of ['public', 'private']) expect(option(html, value)).toContain('aria-invalid="true"');
    expect(option(visibility(false), 'public')).not.toContain('aria-invalid');
  });
});

describe('the tag names box', () => {
  const box = (completes: boolean, invalid = false) =>
    renderToString(
      <TagNamesInput
        id="names"
        value="kb one, a"
        onChange={() => {}}
        completes={completes}
        suggestions={['abc']}
        errorProps={fieldErrorProps('names', invalid ? 'Required' : null, ['hint'])}
      />,
    );

  it('is a closed combobox controlling a list of suggestions for a signed-in visitor', () => {
    const html = box(true);
    expect(html).toMatch(/role="combobox"[^>]*aria-autocomplete="list"[^>]*aria-expanded="false"/);
    const list = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`<ul id="${list}" role="listbox" aria-label="Your tags"[^>]*hidden`));
  });

  it('is a plain text box for an anonymous visitor, who has no tags of their own', () => {
    const html = box(false);
    expect(html).not.toContain('combobox');
    expect(html).not.toContain('listbox');
  });

  it('says it is invalid and names its error when there is one', () => {
    const input = /<input[^>]*>/.exec(box(true, true))?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="hint names-error"');
    expect(box(true)).not.toContain('aria-invalid');
  });

  it('tells screen readers how many suggestions there are and how to take one', () => {
    expect(suggestionsStatus(0)).toBe('');
    expect(suggestionsStatus(1)).toMatch(/^1 of your tags completes the last tag typed\./);
    expect(suggestionsStatus(3)).toMatch(/^3 of your tags complete .*up and down arrows/);
  });
});
