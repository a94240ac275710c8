import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CulturalAdvice } from '@trove/contracts';
import { DEFAULT_CLIENT_STATE } from '../lib/client-state.ts';
import { ClientStateProvider } from '../lib/client-state-context.tsx';
import { CspNonceContext } from '../lib/csp-nonce.tsx';
import { CulturalAdviceModal } from './cultural-advice.tsx';

const advice: CulturalAdvice = {
  title: 'Cultural advice',
  summary: 'Aboriginal and Torres Strait Islander people are advised that this website contains names.',
  body: 'More about it.',
  action: 'Hide advice',
  action1: 'Show advice',
};

function served(primaryWarningDisplayed: boolean): string {
  return renderToString(
    <CspNonceContext.Provider value="n0nce">
      <ClientStateProvider initial={{ ...DEFAULT_CLIENT_STATE, primaryWarningDisplayed }}>
        <CulturalAdviceModal advice={advice} />
      </ClientStateProvider>
    </CspNonceContext.Provider>,
  );
}

describe('the cultural advice modal as the server sends it', () => {
  it('is in the page of a first visit, as a labelled modal dialog with its buttons', () => {
    const html = served(false);
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-labelledby="cultural-advice-served"/);
    expect(html).toContain('<h2 id="cultural-advice-served">Cultural advice</h2>');
    expect(html).toContain(advice.summary);
    for (const label of ['Find out more...', 'Show advice', 'Hide advice'])
      expect(html).toContain(`>${label}</button>`);
  });

  it('hides itself in a browser that runs no scripts, where the modal would never replace it', () => {
    expect(served(false)).toMatch(
      /<noscript><style nonce="n0nce">\.[\w-]+\{display:none\}<\/style><\/noscript>/,
    );
  });

  it('is not sent once the visitor has dismissed the advice', () => {
    expect(served(true)).toBe('');
  });
});
