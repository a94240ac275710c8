import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { serialiseClientState, type ClientState } from './client-state.ts';

interface ClientStateValue {
  state: ClientState;
  update: (change: Partial<ClientState>) => void;
}

const ClientStateContext = createContext<ClientStateValue | null>(null);

/** Starts from the cookie the server read, and writes every change back to it. */
export function ClientStateProvider({ initial, children }: { initial: ClientState; children: ReactNode }) {
  const [state, setState] = useState(initial);
  const update = useCallback((change: Partial<ClientState>) => {
    setState((previous) => {
      const next = { ...previous, ...change };
      document.cookie = serialiseClientState(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ state, update }), [state, update]);
  return <ClientStateContext.Provider value={value}>{children}</ClientStateContext.Provider>;
}

export function useClientState(): ClientStateValue {
  const value = useContext(ClientStateContext);
  if (!value) throw new Error('useClientState needs a ClientStateProvider');
  return value;
}
