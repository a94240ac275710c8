import { DASHBOARD_WORDS, type UsageMonth } from '@trove/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeldChart } from './bar-chart.tsx';
import { UsageChart } from './usage-chart.tsx';

const html = (element: React.ReactElement) => renderToString(element).replace(/<!-- -->/g, '');

describe('the dashboard charts', () => {
  it('draws one bar per row, the longest full width, and the table with numbers formatted', () => {
    const out = html(
      <HeldChart
        id="by-format"
        title={DASHBOARD_WORDS.byFormat}
        column={DASHBOARD_WORDS.columns.format}
        rows={[
          { key: 'Book', label: 'Book', holdings: 12345, records: 10000 },
          { key: '<i>', label: '<i>', holdings: 5, records: 5 },
        ]}
      />,
    );
    expect(out.match(/<rect/g)).toHaveLength(2);
    expect(out).toContain('width="370"');
    expect(out).toContain('role="img"');
    expect(out).toContain(
      '<title id="by-format-chart-title">Holdings by format. Book: 12,345; &lt;i&gt;: 5</title>',
    );
    expect(out).toContain('<caption>Holdings by format: table</caption>');
    expect(out).toContain('<th scope="row">Book</th><td>12,345</td><td>10,000</td>');
    expect(out).not.toContain('<i>');
  });

  it('stacks a month’s kinds of use and tables every kind, record views and corrections as not recorded', () => {
    const month = (m: string, listAdditions: number, tags: number): UsageMonth => ({
      month: m,
      recordViews: null,
      listAdditions,
      tags,
      notes: 0,
      corrections: null,
    });
    const out = html(<UsageChart months={[month('2026-10', 2, 2), month('2026-11', 0, 0)]} />);
    expect(out).toContain(
      '<th scope="row">Oct 2026</th><td>Not recorded</td><td>2</td><td>2</td><td>0</td><td>Not recorded</td>',
    );
    expect(out).toContain('Nov 2026: 0');
    // Three segments a month; a month with none draws them with no width.
    expect(out.match(/<rect/g)).toHaveLength(6);
  });
});
