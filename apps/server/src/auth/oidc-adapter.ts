import { type Store } from '@trove/db';

type Payload = Record<string, unknown> & {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
};

/** Expired records are swept after this many writes. */
const SWEEP_EVERY = 200;

/**
 * oidc-provider's adapter over the store: its codes, interactions, sessions and grants live in
 * `oidc_payload`, so several instances share them and a restart keeps sign-ins in progress.
 */
export function storeAdapter(store: Pick<Store, 'oidc'>, now: () => Date = () => new Date()) {
  let writes = 0;
  return class StoreAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const at = now();
      await store.oidc.upsertOidcPayload({
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(at.getTime() + expiresIn * 1000).toISOString() : null,
        consumedAt: null,
      });
      if (++writes % SWEEP_EVERY === 0) await store.oidc.deleteExpiredOidcPayloads(at.toISOString());
    }

    private async read(key: { id: string } | { uid: string } | { userCode: string }) {
      const row = await store.oidc.findOidcPayload(this.model, key, now().toISOString());
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as Payload;
      if (row.consumedAt) payload.consumed = Math.floor(Date.parse(row.consumedAt) / 1000);
      return payload;
    }

    find(id: string) {
      return this.read({ id });
    }

    findByUid(uid: string) {
      return this.read({ uid });
    }

    findByUserCode(userCode: string) {
      return this.read({ userCode });
    }

    async consume(id: string): Promise<void> {
      await store.oidc.consumeOidcPayload(this.model, id, now().toISOString());
    }

    async destroy(id: string): Promise<void> {
      await store.oidc.deleteOidcPayload(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await store.oidc.deleteOidcPayloadsOfGrant(grantId);
    }
  };
}
