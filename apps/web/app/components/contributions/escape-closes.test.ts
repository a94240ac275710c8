import { describe, expect, it, vi } from 'vitest';
import { closeOnEscape } from './escape-closes.ts';

const key = (name: string, defaultPrevented = false) => ({
  key: name,
  defaultPrevented,
  preventDefault: vi.fn(),
});

describe('Escape in a tag or note form', () => {
  it('closes the form', () => {
    const close = vi.fn();
    const event = key('Escape');
    closeOnEscape(close)(event);
    expect(close).toHaveBeenCalledOnce();
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('leaves the form open for other keys, and when a list inside took the Escape', () => {
    const close = vi.fn();
    closeOnEscape(close)(key('Enter'));
    closeOnEscape(close)(key('Escape', true));
    expect(close).not.toHaveBeenCalled();
  });
});
