/** The safety calls (paths and rules in packages/contract/src/safety.ts). */
import {
  blocksResponseSchema,
  type ReportRequest,
  reportResponseSchema,
  unblockResponseSchema,
  unmatchResponseSchema,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';
import { type LikePlace, sendLike } from '../../sympathies/index.ts';

export const safetyApi = {
  blocked: () => api.get('/safety/blocks', { schema: blocksResponseSchema }).then((answer) => answer.blocked),

  unblock: (userId: string) => api.delete(`/safety/blocks/${userId}`, { schema: unblockResponseSchema }),

  /** A block is a rating (`POST /api/like` with `block`): a dislike, the block, the match ended. */
  block: (userId: string, place: LikePlace) => sendLike({ liked: userId, love: false, block: true, place }),

  unmatch: (userId: string) => api.post('/safety/unmatch', { userId }, { schema: unmatchResponseSchema }),

  report: (body: ReportRequest) => api.post('/safety/reports', body, { schema: reportResponseSchema }),
};
