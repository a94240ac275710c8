import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Resolves once the browser has painted the page the server sent (ADR 036): the callback of the
 * next animation frame runs just before a paint, a task queued from it runs after. A hidden page
 * paints nothing and waits for no frame.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// React Router's own client entry, hydrating only once the server's page is on the screen: the
// reader sees the page while its scripts take over, rather than after.
void afterFirstPaint().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
