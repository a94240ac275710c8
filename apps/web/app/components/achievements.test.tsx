import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AchievementNotice } from './achievements.tsx';

const earned = (id: string, name: string, description: string) => ({
  id,
  name,
  description,
  earned: '2026-11-23T10:00:00.000Z',
});
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the achievement notice', () => {
  it('keeps an empty live region in the page while there is nothing to say', () => {
    expect(renderToString(<AchievementNotice achievements={[]} onClose={() => undefined} />)).toBe(
      '<div role="status"></div>',
    );
  });

  it('names each achievement with its description and offers to close', () => {
    const html = renderToString(
      <AchievementNotice
        achievements={[earned('first-tag', 'First tag', 'You added your first tag.')]}
        onClose={() => undefined}
      />,
    );
    expect(text(html)).toBe(
      'Achievement unlockedFirst tag: You added your first tag.Close achievement notice',
    );
  });

  it('counts several achievements earned together, and shows names as text', () => {
    const html = renderToString(
      <AchievementNotice
        achievements={[
          earned('first-list', 'First list', 'You made your first list.'),
          earned('odd', '<img src=x onerror=alert(1)>', 'Configured by an operator.'),
        ]}
        onClose={() => undefined}
      />,
    );
    expect(text(html)).toContain('2 achievements unlocked');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
