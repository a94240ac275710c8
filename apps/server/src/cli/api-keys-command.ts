import { API_KEY_LIST_STATES, type ApiKeyApplication, quotaWords } from '@trove/contracts';
import type { Store } from '@trove/db';
import type { ServerConfig } from '../config.ts';
import { DomainError } from '../domain/errors.ts';
import {
  apiKeyApplications,
  approveApiKeyApplication,
  deactivateApiKey,
  issueKeyByOperator,
  setApiKeyQuota,
} from '../services/api-keys/api-key-review.service.ts';

/**
 * The operator's form of the data managers' API key page (ADR 050), under `npm run accounts`:
 * the same service calls, acting as nobody in particular unless `--by <user name>` names the
 * data manager the operator acts for.
 */

export const API_KEY_USAGE = `  npm run accounts -- api-key <username|email>            issue a key and print it (shown once)
  npm run accounts -- api-keys [pending|current|deactivated|all]
  npm run accounts -- api-key-approve <id> [<quota>] [--by <user name>]
  npm run accounts -- api-key-quota <id> <quota>
  npm run accounts -- api-key-deactivate <id> --reason "<why>" [--by <user name>]
Quotas: a number, a slash and d (day), h (hour), m (minute), s (second), u (100 ms) or p (10 ms); several separated by commas, e.g. 10/s,20000/d.`;

export class ApiKeyCommandError extends Error {}

const usage = () => new ApiKeyCommandError(`Usage:\n${API_KEY_USAGE}`);

export const isApiKeyCommand = (command: string | undefined): boolean =>
  command !== undefined && command.startsWith('api-key');

function idOf(text: string | undefined): number {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw usage();
  return Number(text);
}

/** `--name value` options after the positional arguments; each at most once. */
function optionsOf(rest: readonly string[], allowed: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const [name, value] = [rest[i] ?? '', rest[i + 1]];
    if (!allowed.includes(name) || value === undefined || options.has(name)) throw usage();
    options.set(name, value);
  }
  return options;
}

function line(a: ApiKeyApplication): string {
  const state = a.keyStatus ?? a.stage;
  const expiry = a.expiryDate ? `, expires ${a.expiryDate}` : '';
  const reason = a.deactivationReason ? `, deactivated: ${a.deactivationReason}` : '';
  return `#${a.id} ${a.username} (${a.commercial === 'Y' ? 'commercial' : 'non-commercial'}) ${state} ${a.key ?? '(no key yet)'} ${quotaWords(a.quota)}, ${a.todayUse} today${expiry}${reason}`;
}

/** Runs an api-key command; answers the lines to print. */
export async function runApiKeyCommand(
  store: Store,
  config: ServerConfig,
  args: readonly string[],
): Promise<string[]> {
  const deps = { store, config, search: { current: null }, now: () => new Date() };
  const [command, first, ...rest] = args;
  const reviewerOf = async (options: Map<string, string>) => {
    const by = options.get('--by');
    if (by === undefined) return null;
    const userId = await store.accounts.userIdByName(by);
    if (userId === undefined) throw new ApiKeyCommandError(`No account is called ${by}.`);
    return userId;
  };
  try {
    switch (command) {
      case 'api-key': {
        if (!first || rest.length > 0) throw usage();
        const account = await store.accounts.findAccountByLogin(first);
        if (!account) throw new ApiKeyCommandError(`No account is called ${first}.`);
        const { key, application } = await issueKeyByOperator(deps, account);
        return [
          key,
          `Issued to ${account.username}: ${line(application)}. This is the only time the key is shown.`,
        ];
      }
      case 'api-keys': {
        const state = first ?? 'pending';
        if (rest.length > 0 || !(API_KEY_LIST_STATES as readonly string[]).includes(state)) throw usage();
        const page = await apiKeyApplications(deps, {
          state: state as (typeof API_KEY_LIST_STATES)[number],
          startPos: 0,
          pageSize: 100,
        });
        return [`${page.total} ${state}:`, ...page.applications.map(line)];
      }
      case 'api-key-approve': {
        const quota = rest[0]?.startsWith('--') ? undefined : rest[0];
        const options = optionsOf(quota === undefined ? rest : rest.slice(1), ['--by']);
        return [line(await approveApiKeyApplication(deps, await reviewerOf(options), idOf(first), quota))];
      }
      case 'api-key-quota':
        if (rest.length !== 1) throw usage();
        return [line(await setApiKeyQuota(deps, idOf(first), rest[0] ?? ''))];
      case 'api-key-deactivate': {
        const options = optionsOf(rest, ['--reason', '--by']);
        const reason = options.get('--reason')?.trim();
        if (!reason)
          throw new ApiKeyCommandError(
            `A reason is required: it is sent to the key's owner.\n${API_KEY_USAGE}`,
          );
        return [line(await deactivateApiKey(deps, await reviewerOf(options), idOf(first), reason))];
      }
      default:
        throw usage();
    }
  } catch (error) {
    if (error instanceof DomainError) throw new ApiKeyCommandError(error.message);
    throw error;
  }
}
