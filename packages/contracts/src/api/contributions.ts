import { z } from 'zod';
import { IdSchema } from '../input.ts';
import { ANNOTATION_TARGETS, WRITE_TARGETS } from './contributions-rules.ts';
import { UsernameParamSchema } from './profile.ts';

/**
 * What tags, notes and lists share (spec 02 §2, §3, §5, §7; spec 03 §3, §7, §9; ADR 012, 015, 021):
 * what they are written on, the panels' texts, who made them, and the paging of a user's own.
 */

/** Who made a contribution; null when an anonymous visitor made it after the human check. */
export const ContributionAuthorSchema = z.object({ displayName: z.string() }).nullable();

/** Visibility, which the forms require: 'public' or 'private'. */
export const VisibilitySchema = z.enum(['public', 'private']);

/** A record a tag or note is written on, as the calls name it. */
export const TargetRefSchema = z.object({ type: z.enum(WRITE_TARGETS), id: IdSchema });

export const USER_CONTRIBUTION_PAGE = { size: 20, maxSize: 100 } as const;

/** The spec's include flags arrive as text: 'true' or 'false' (and y/n, 1/0). */
export const includeFlag = z
  .enum(['true', 'false', 'y', 'n', '1', '0'])
  .transform((value) => value === 'true' || value === 'y' || value === '1');

export const userContributionPaging = {
  startPos: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(USER_CONTRIBUTION_PAGE.maxSize)
    .default(USER_CONTRIBUTION_PAGE.size),
};

export const UserContributionParamsSchema = z.object({ user: UsernameParamSchema });

/** What a tag or note is on, with the record's title and where its page is (null: no page to go to). */
export const UserContributionTargetSchema = z.object({
  type: z.enum(ANNOTATION_TARGETS),
  id: z.number(),
  itemTitle: z.string().nullable(),
  link: z.string().nullable(),
});

export const userContributionPage = { total: z.number(), startPos: z.number(), pageSize: z.number() };
