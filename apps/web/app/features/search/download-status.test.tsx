import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SearchDownload } from '@trove/contracts';
import { DownloadStatus } from './download-status.tsx';

const queued: SearchDownload = {
  id: 7,
  name: 'Gold rush',
  description: '',
  category: 'newspapers',
  categoryName: 'Newspapers & Gazettes',
  query: 'keyword=gold',
  queryData: '{}',
  expectedRecordCount: 40,
  status: 'QUEUED',
  statusLabel: 'Queued',
  rowsWritten: 0,
  progress: null,
  error: null,
  created: '2026-11-23T10:00:00.000Z',
  expires: '2026-11-30T10:00:00.000Z',
  fileUrl: null,
};

describe('the state of a queued download', () => {
  it("says it was queued and offers 'Check status' until the file is ready", () => {
    const html = renderToString(<DownloadStatus initial={queued} />);
    expect(html).toContain('Your download has been queued.');
    expect(html).toContain('Waiting in the queue.');
    expect(html).toContain('Check status');
    expect(html).not.toContain('<a ');
  });

  it('links the file once done, with the number of records', () => {
    const html = renderToString(
      <DownloadStatus
        initial={{ ...queued, status: 'COMPLETED', rowsWritten: 40, fileUrl: '/api/profile/downloads/7' }}
      />,
    );
    expect(html).toContain('href="/api/profile/downloads/7"');
    expect(html).toContain('40 records.');
    expect(html).not.toContain('Check status');
  });

  it('gives the reason when it failed, and nothing to check', () => {
    const html = renderToString(
      <DownloadStatus initial={{ ...queued, status: 'FAILED', error: 'The search failed.' }} />,
    );
    expect(html).toContain('It could not be written. The search failed.');
    expect(html).not.toContain('Check status');
  });
});
