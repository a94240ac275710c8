import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const serverLoads: Promise<unknown>[] = [];

/** A thenable already settled: React's lazy() reads it at once, where a promise would suspend. */
function settled<T>(value: T): PromiseLike<T> {
  const thenable = {
    then: (onFulfilled?: (value: T) => unknown) => settled(onFulfilled ? onFulfilled(value) : value),
  };
  return thenable as PromiseLike<T>;
}

/**
 * A part of a page whose code the browser fetches only when the part is first rendered (ADR 035):
 * React's lazy(), made so that the page's HTML always holds the part in full. On the server the
 * module is loaded at start (`serverPartsReady` says when), and a loaded module is handed to React
 * at once, without suspending. In the browser the first render fetches the chunk; render the part
 * inside <Suspense>: while the page hydrates, the server's HTML stays in place until it comes.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  let loaded: ComponentType<P> | null = null;
  const fetchPart = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  if (typeof window === 'undefined') serverLoads.push(fetchPart());
  return lazy(
    () => (loaded ? settled({ default: loaded }) : fetchPart()) as Promise<{ default: ComponentType<P> }>,
  );
}

/** Resolves once the server has loaded every on-demand part: the server entry waits for it before rendering. */
export function serverPartsReady(): Promise<void> {
  return Promise.all(serverLoads).then(() => undefined);
}
