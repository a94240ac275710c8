import type { Store } from '@trove/db';
import type { ServerConfig } from '../config.ts';
import { DomainError } from '../domain/errors.ts';
import {
  approveCorrection,
  blockCorrector,
  correctionBlocks,
  heldCorrections,
  rejectCorrection,
  revertText,
  unblockCorrector,
} from '../services/corrections/correction-review.service.ts';

/**
 * The operator's form of looking after text corrections (ADR 046): the same rules as a data
 * manager's calls. `--by <user name>` names the data manager the operator acts for; without it
 * the record says nobody in particular did it.
 */

export const CORRECTIONS_USAGE = `Usage:
  npm run corrections -- held
  npm run corrections -- approve <correction id> [--reason "<why>"] [--by <user name>]
  npm run corrections -- reject <correction id> --reason "<why>" [--by <user name>]
  npm run corrections -- revert <article id> <version> --reason "<why>" [--by <user name>]
  npm run corrections -- block <user name> --reason "<why>" [--by <user name>]
  npm run corrections -- unblock <user name>
  npm run corrections -- blocks`;

export class CorrectionsCommandError extends Error {}

export type CorrectionsCommand =
  | { kind: 'held' | 'blocks' }
  | { kind: 'approve' | 'reject'; id: number; reason: string | null; by: string | null }
  | { kind: 'revert'; articleId: number; version: number; reason: string; by: string | null }
  | { kind: 'block'; username: string; reason: string; by: string | null }
  | { kind: 'unblock'; username: string };

const usage = () => new CorrectionsCommandError(CORRECTIONS_USAGE);

function numberOf(text: string | undefined, zeroAllowed = false): number {
  const pattern = zeroAllowed ? /^(0|[1-9][0-9]{0,9})$/ : /^[1-9][0-9]{0,9}$/;
  if (!text || !pattern.test(text) || Number(text) > 2_147_483_647)
    throw new CorrectionsCommandError(`Not a number: ${text ?? '(none)'}\n${CORRECTIONS_USAGE}`);
  return Number(text);
}

/** The `--name value` options after the positional arguments; each at most once. */
function optionsOf(rest: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const [name, value] = [rest[i], rest[i + 1]];
    if ((name !== '--reason' && name !== '--by') || value === undefined || options.has(name)) throw usage();
    options.set(name, value);
  }
  return options;
}

function reasonOf(options: Map<string, string>): string {
  const reason = options.get('--reason')?.trim();
  if (!reason) throw new CorrectionsCommandError(`A reason is required.\n${CORRECTIONS_USAGE}`);
  return reason;
}

/** The command the arguments ask for, or the usage as an error. */
export function parseCorrectionsArgs(args: readonly string[]): CorrectionsCommand {
  const [first, ...rest] = args;
  switch (first) {
    case 'held':
    case 'blocks':
      if (rest.length > 0) throw usage();
      return { kind: first };
    case 'approve':
    case 'reject': {
      const options = optionsOf(rest.slice(1));
      const reason = first === 'reject' ? reasonOf(options) : (options.get('--reason')?.trim() ?? null);
      return { kind: first, id: numberOf(rest[0]), reason: reason || null, by: options.get('--by') ?? null };
    }
    case 'revert': {
      const options = optionsOf(rest.slice(2));
      return {
        kind: 'revert',
        articleId: numberOf(rest[0]),
        version: numberOf(rest[1], true),
        reason: reasonOf(options),
        by: options.get('--by') ?? null,
      };
    }
    case 'block': {
      if (!rest[0]) throw usage();
      const options = optionsOf(rest.slice(1));
      return { kind: 'block', username: rest[0], reason: reasonOf(options), by: options.get('--by') ?? null };
    }
    case 'unblock':
      if (rest.length !== 1 || !rest[0]) throw usage();
      return { kind: 'unblock', username: rest[0] };
    default:
      throw usage();
  }
}

/** Runs a command against the store; answers the lines to print. */
export async function runCorrectionsCommand(
  store: Store,
  config: ServerConfig,
  command: CorrectionsCommand,
): Promise<string[]> {
  const deps = { store, config, search: { current: null }, now: () => new Date() };
  const reviewerOf = async (by: string | null) => {
    if (by === null) return null;
    const userId = await store.accounts.userIdByName(by);
    if (userId === undefined) throw new CorrectionsCommandError(`No account is called ${by}.`);
    return { userId };
  };
  try {
    switch (command.kind) {
      case 'held': {
        const page = await heldCorrections(deps, { startPos: 0, pageSize: 100 });
        return [
          `${page.total} held:`,
          ...page.content.map(
            (c) =>
              `#${c.id} article ${c.articleId} by ${c.user?.username ?? 'a visitor'} at ${c.created}: ${c.reason} (${c.lines.length} lines)`,
          ),
        ];
      }
      case 'approve': {
        const done = await approveCorrection(deps, await reviewerOf(command.by), command.id, command.reason);
        return [`Correction ${done.id} is live as version ${done.version}.`];
      }
      case 'reject':
        await rejectCorrection(deps, await reviewerOf(command.by), command.id, command.reason);
        return [`Correction ${command.id} is rejected.`];
      case 'revert': {
        const done = await revertText(
          deps,
          await reviewerOf(command.by),
          String(command.articleId),
          command.articleId,
          { version: command.version, reason: command.reason },
        );
        return [`${done.message} (now version ${done.version})`];
      }
      case 'block':
        await blockCorrector(deps, await reviewerOf(command.by), command.username, command.reason);
        return [`${command.username} may no longer correct text.`];
      case 'unblock':
        await unblockCorrector(deps, command.username);
        return [`${command.username} may correct text again.`];
      case 'blocks': {
        const { content } = await correctionBlocks(deps);
        return content.map(
          (b) => `${b.username} since ${b.created} by ${b.blockedBy ?? 'an operator'}: ${b.reason}`,
        );
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw new CorrectionsCommandError(error.message);
    throw error;
  }
}
