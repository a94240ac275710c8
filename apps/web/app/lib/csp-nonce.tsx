import { createContext, useContext } from 'react';

declare module 'react-router' {
  interface AppLoadContext {
    /** This answer's Content Security Policy nonce, made by the server (ADR 023). */
    cspNonce?: string;
  }
}

/**
 * The page's nonce while it renders on the server; undefined in the browser, where the elements
 * already carry it and the browser hides it from the page. Elements that render it also set
 * suppressHydrationWarning: the server's value and the browser's (none) differ by design.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
