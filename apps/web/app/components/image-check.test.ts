import { describe, expect, it } from 'vitest';
import { httpsRetryUrl, isUsableImage } from './image-check.ts';

describe('thumbnail checks', () => {
  it('counts images of 1px or less as failed', () => {
    expect(isUsableImage(1, 1)).toBe(false);
    expect(isUsableImage(1, 200)).toBe(false);
    expect(isUsableImage(2, 2)).toBe(true);
  });

  it('needs more than 2 by 2 pixels for landing images', () => {
    expect(isUsableImage(2, 2, 2)).toBe(false);
    expect(isUsableImage(3, 3, 2)).toBe(true);
  });

  it('retries plain http once over https', () => {
    expect(httpsRetryUrl('http://example.org/a.jpg')).toBe('https://example.org/a.jpg');
    expect(httpsRetryUrl('https://example.org/a.jpg')).toBeNull();
  });
});
