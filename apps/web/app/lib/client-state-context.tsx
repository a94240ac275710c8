import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { serialiseClientState, serialiseSessionState, type ClientState } from './client-state.ts';

interface ClientStateValue {
  state: ClientState;
  update: (change: Partial<ClientState>) => void;
  /** The page (path and query) on which the visitor chose to show culturally sensitive images. */
  revealedPage: string | null;
  revealOnThisPage: () => void;
}

const ClientStateContext = createContext<ClientStateValue | null>(null);

const currentPage = () =>
  typeof window === 'undefined' ? null : window.location.pathname + window.location.search;

/** Starts from the cookies the server read, and writes every change back to them. */
export function ClientStateProvider({ initial, children }: { initial: ClientState; children: ReactNode }) {
  const [state, setState] = useState(initial);
  const [revealedPage, setRevealedPage] = useState<string | null>(null);
  const update = useCallback((change: Partial<ClientState>) => {
    setState((previous) => {
      const next = { ...previous, ...change };
      document.cookie = serialiseClientState(next);
      document.cookie = serialiseSessionState(next);
      return next;
    });
  }, []);
  const revealOnThisPage = useCallback(() => setRevealedPage(currentPage()), []);
  const value = useMemo(
    () => ({ state, update, revealedPage, revealOnThisPage }),
    [state, update, revealedPage, revealOnThisPage],
  );
  return <ClientStateContext.Provider value={value}>{children}</ClientStateContext.Provider>;
}

export function useClientState(): ClientStateValue {
  const value = useContext(ClientStateContext);
  if (!value) throw new Error('useClientState needs a ClientStateProvider');
  return value;
}

/** Whether the visitor chose to show culturally sensitive images on the page now shown. */
export function useShownOnThisPage(): boolean {
  const { revealedPage } = useClientState();
  return revealedPage !== null && revealedPage === currentPage();
}
