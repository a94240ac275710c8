import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs, tabAfterKey } from './tabs.tsx';

const keys = ['all', 'nsw', 'vic'];

describe('tabs', () => {
  it('move with the arrow keys, wrapping at the ends, and to the ends with Home and End', () => {
    expect(tabAfterKey(keys, 'all', 'ArrowRight')).toBe('nsw');
    expect(tabAfterKey(keys, 'vic', 'ArrowRight')).toBe('all');
    expect(tabAfterKey(keys, 'all', 'ArrowLeft')).toBe('vic');
    expect(tabAfterKey(keys, 'nsw', 'Home')).toBe('all');
    expect(tabAfterKey(keys, 'nsw', 'End')).toBe('vic');
    expect(tabAfterKey(keys, 'nsw', 'Enter')).toBeNull();
  });

  it('render one tab stop, the selected tab, and only its panel, labelled by it', () => {
    const html = renderToString(
      <Tabs
        label="Holdings by state"
        tabs={keys.map((key) => ({ key, label: key.toUpperCase() }))}
        selected="nsw"
        onSelect={() => undefined}
        classNames={{}}
      >
        <p>New South Wales libraries</p>
      </Tabs>,
    );
    expect(html).toContain('role="tablist" aria-label="Holdings by state"');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html).toMatch(/<div(?=[^>]*aria-selected="true")(?=[^>]*tabindex="0")[^>]*>NSW/);
    expect(html.match(/tabindex="-1"/g)).toHaveLength(2);
    const selectedTab = html.match(/id="([^"]+)"[^>]*aria-selected="true"/)?.[1];
    expect(html).toContain(`role="tabpanel" aria-labelledby="${selectedTab}"`);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(1);
    expect(html).toContain('New South Wales libraries');
  });
});
