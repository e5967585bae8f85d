/** The safety calls (paths and rules in packages/contract/src/safety.ts). */
import type {
  BlocksResponse,
  ReportRequest,
  ReportResponse,
  UnblockResponse,
  UnmatchResponse,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';
import { type LikePlace, sendLike } from '../../sympathies/index.ts';

export const safetyApi = {
  blocked: () => api.get<BlocksResponse>('/safety/blocks').then((answer) => answer.blocked),

  unblock: (userId: string) => api.delete<UnblockResponse>(`/safety/blocks/${userId}`),

  /** A block is a rating (`POST /api/like` with `block`): a dislike, the block, the match ended. */
  block: (userId: string, place: LikePlace) => sendLike({ liked: userId, love: false, block: true, place }),

  unmatch: (userId: string) => api.post<UnmatchResponse>('/safety/unmatch', { userId }),

  report: (body: ReportRequest) => api.post<ReportResponse>('/safety/reports', body),
};
