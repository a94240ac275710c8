import { type Endpoint, type World, fresh } from './authorisation-endpoints.ts';

/**
 * The partner dashboard's rows of the authorisation matrix (ADR 044): the owner is made a partner
 * linked to a new library before each call, as `npm run accounts -- grant … partner` and
 * `link-library` would; no other caller holds the role.
 */

async function ownerAsPartnerOf(w: World, linked: boolean): Promise<string> {
  const nuc = fresh('AZ').replace(/\s+/g, '');
  await w.store.libraries.saveLibrary({ nuc, name: `Library ${nuc}`, openToPublic: 1 });
  const owner = await w.store.accounts.findAccountById(w.ownerId);
  if (owner && !owner.roles.includes('partner'))
    await w.store.accounts.setAccountRoles(w.ownerId, [...owner.roles, 'partner']);
  if (linked) await w.store.libraries.linkAccountToLibrary(w.ownerId, nuc);
  return nuc;
}

const embedInfo = (name: string, linked: boolean): Endpoint => ({
  name: `GET /dashboard/embedInfo?nuc (${name})`,
  prepare: async (w) => {
    const nuc = await ownerAsPartnerOf(w, linked);
    return { request: { method: 'GET', url: `/api/dashboard/embedInfo?nuc=${nuc}` } };
  },
});

export const partnerReads = {
  linkedLibrary: embedInfo('a library linked to the owner, a partner', true),
  unlinkedLibrary: embedInfo('a library not linked to the owner', false),
};
