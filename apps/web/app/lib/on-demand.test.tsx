import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const page = (Part: React.ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Ada" />
    </Suspense>,
  );

describe('a part of a page loaded on demand', () => {
  it('is in the server HTML in full, never its fallback, once the server has loaded the parts', async () => {
    const { onDemand, serverPartsReady } = await import('./on-demand.ts');
    const Part = onDemand(() => Promise.resolve(Greeting));
    await serverPartsReady();
    expect(page(Part)).toContain('Hello <!-- -->Ada');
    expect(page(Part)).not.toContain('Loading');
  });

  it('in the browser, is fetched at its first render and not before', async () => {
    vi.stubGlobal('window', {});
    const { onDemand } = await import('./on-demand.ts');
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = onDemand(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(page(Part)).toContain('Loading');
    expect(load).toHaveBeenCalledTimes(1);
    await load.mock.results[0]?.value;
    await Promise.resolve();
    expect(page(Part)).toContain('Hello <!-- -->Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
