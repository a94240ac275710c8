import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FieldError, fieldErrorProps } from './field-error.tsx';

describe('tying a field to its error', () => {
  it('marks the field invalid and points it at the error, after any hints', () => {
    expect(fieldErrorProps('name', 'Required', ['name-hint'])).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'name-hint name-error',
    });
  });

  it('leaves a valid field unmarked but still described by its hints', () => {
    expect(fieldErrorProps('name', null)).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
    expect(fieldErrorProps('name', '', ['name-hint'])).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': 'name-hint',
    });
  });

  it('renders the error under the id the field points at, announced as an alert', () => {
    const html = renderToString(<FieldError fieldId="name" problem="Required" />);
    expect(html).toMatch(/^<p id="name-error"[^>]*role="alert"[^>]*>Required<\/p>$/);
    expect(renderToString(<FieldError fieldId="name" problem={null} />)).toBe('');
  });
});
