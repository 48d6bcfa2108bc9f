import { leaderCreateBody, leaderUpdateBody } from '@estatehub/shared';
import type { z } from 'zod';

export const LEADER_UPDATED = 'Updated successfully';
export const LEADER_UPDATE_FAILED = 'Update failed';
export const LEADER_ADDED = 'Leader added';
export const LEADER_ADD_FAILED = 'Failed to add leader';
export const LEADER_REMOVED = 'Leader removed';
export const LEADER_REMOVE_FAILED = 'Failed to remove leader';

/** Edit: the shared update rules, every field present (position required). */
export const leaderEditSchema = leaderUpdateBody.required();
export type LeaderEditInput = z.input<typeof leaderEditSchema>;
export type LeaderEditValues = z.output<typeof leaderEditSchema>;

/** Add: a resident must be chosen; order is an integer defaulting to 0. */
export const leaderAddSchema = leaderCreateBody;
export type LeaderAddInput = z.input<typeof leaderAddSchema>;
export type LeaderAddValues = z.output<typeof leaderAddSchema>;
