import type { FeedbackBody, Success } from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

/** `POST /api/helpers/feedback`. The bearer token, when there is one, tells the server who writes. */
export function sendFeedback(body: FeedbackBody) {
  return api.post<Success>('/helpers/feedback', body);
}
