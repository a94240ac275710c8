import {
  MODERATION_ACTIONS,
  MODERATION_TYPES,
  type ModerationActionName,
  type ModerationType,
} from '@trove/contracts';
import type { Store } from '@trove/db';
import { DomainError } from '../domain/errors.ts';
import { moderateItem, moderationLog } from '../services/moderation.service.ts';

/**
 * The operator's form of moderation (ADR 045): `npm run moderate -- hide note 12 --reason "…"`,
 * the same rules and log as a content manager's calls. `--by <user name>` names the content
 * manager the operator acts for; without it the log says an operator did it.
 */

export const MODERATE_USAGE = `Usage:
  npm run moderate -- hide|delete|restore note|tag <id> --reason "<why>" [--by <user name>]
  npm run moderate -- log [note|tag <id>]`;

export class ModerateCommandError extends Error {}

export type ModerateCommand =
  | {
      kind: 'act';
      action: ModerationActionName;
      type: ModerationType;
      id: number;
      reason: string;
      by: string | null;
    }
  | { kind: 'log'; item: { type: ModerationType; id: number } | null };

const isAction = (v: string | undefined): v is ModerationActionName =>
  (MODERATION_ACTIONS as readonly string[]).includes(v ?? '');
const isType = (v: string | undefined): v is ModerationType =>
  (MODERATION_TYPES as readonly string[]).includes(v ?? '');

function idOf(text: string | undefined): number {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647)
    throw new ModerateCommandError(`Not an id: ${text ?? '(none)'}\n${MODERATE_USAGE}`);
  return Number(text);
}

/** The command the arguments ask for, or the usage as an error. */
export function parseModerateArgs(args: readonly string[]): ModerateCommand {
  const [first, type, id, ...rest] = args;
  if (first === 'log') {
    if (args.length === 1) return { kind: 'log', item: null };
    if (args.length === 3 && isType(type)) return { kind: 'log', item: { type, id: idOf(id) } };
    throw new ModerateCommandError(MODERATE_USAGE);
  }
  if (!isAction(first) || !isType(type)) throw new ModerateCommandError(MODERATE_USAGE);
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const [name, value] = [rest[i], rest[i + 1]];
    if ((name !== '--reason' && name !== '--by') || value === undefined || options.has(name))
      throw new ModerateCommandError(MODERATE_USAGE);
    options.set(name, value);
  }
  return {
    kind: 'act',
    action: first,
    type,
    id: idOf(id),
    reason: options.get('--reason') ?? '',
    by: options.get('--by') ?? null,
  };
}

/** Runs a command against the store; answers the lines to print. */
export async function runModerateCommand(store: Store, command: ModerateCommand): Promise<string[]> {
  const deps = { store };
  try {
    if (command.kind === 'log') {
      const page = await moderationLog(deps, {
        ...(command.item ? { itemType: command.item.type, itemId: command.item.id } : {}),
        page: 0,
        size: 100,
      });
      return page.content.map(
        (e) =>
          `${e.at} ${e.action} ${e.itemType} ${e.itemId} by ${e.moderator ?? 'an operator'}: ${e.reason}`,
      );
    }
    let moderatorId: number | null = null;
    if (command.by !== null) {
      const found = await store.accounts.userIdByName(command.by);
      if (found === undefined) throw new ModerateCommandError(`No account is called ${command.by}.`);
      moderatorId = found;
    }
    const { item } = await moderateItem(
      deps,
      moderatorId,
      command.type,
      command.id,
      command.action,
      command.reason,
    );
    return [`${command.type} ${item.id} is now ${item.moderation ?? 'visible'}.`];
  } catch (error) {
    if (error instanceof DomainError) throw new ModerateCommandError(error.message);
    throw error;
  }
}
