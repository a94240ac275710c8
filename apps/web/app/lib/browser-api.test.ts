import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '@trove/contracts';

afterEach(() => {
  setApiTransport(undefined);
  vi.doUnmock('./api-client.ts');
  vi.resetModules();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API as the browser calls it (loaded at the first call)', () => {
  it('answers as the typed client does: the answer checked against its contract', async () => {
    const asked: string[] = [];
    setApiTransport(async (path) => {
      asked.push(path);
      return json(200, { suggestions: ['war', 'water'] });
    });
    const { api } = await import('./browser-api.ts');
    await expect(api.tags.suggest({ text: 'wa' })).resolves.toEqual({
      ok: true,
      data: { suggestions: ['war', 'water'] },
    });
    expect(asked).toEqual(['/api/tag?text=wa']);
  });

  it('reports an answer that breaks the contract, as the typed client does', async () => {
    setApiTransport(async () => json(200, { suggestions: 'not a list' }));
    const { api } = await import('./browser-api.ts');
    const result = await api.tags.suggest({ text: 'wa' });
    expect(result).toMatchObject({ ok: false, kind: 'contract', status: 502 });
  });

  it('answers a network failure when the client cannot be fetched, and tries again at the next call', async () => {
    let offline = true;
    vi.doMock('./api-client.ts', async (importOriginal) => {
      if (offline) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    setApiTransport(async () => json(200, { suggestions: [] }));
    const { api } = await import('./browser-api.ts');
    await expect(api.tags.suggest({ text: 'wa' })).resolves.toMatchObject({
      ok: false,
      status: 0,
      kind: 'network',
    });
    offline = false;
    await expect(api.tags.suggest({ text: 'wa' })).resolves.toEqual({ ok: true, data: { suggestions: [] } });
  });
});
