import { feedbackPaths, supportPaths } from '@msp/contracts/support-constants.ts';
import type { FeedbackBody, FeedbackItem, FeedbackPage, SupportImage } from '@msp/contracts/support.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/**
 * Feedback (the footer's dialog, docs/support.md): `PUT /wps/feedback` (token) with a question type, at most 140
 * characters and up to 3 image ids; the member's own list with the support team's answers; the answers seen.
 */

/** Under `member`: a logout drops the member's feedback with the rest of its data. */
export const feedbackKey = ['member', 'feedback'] as const;

export const sendFeedback = (body: FeedbackBody) =>
  apiRequest<FeedbackItem>(feedbackPaths.feedback, {
    method: 'PUT',
    body,
    contract: () => import('@msp/contracts/support.ts').then((c) => c.feedbackItemSchema),
  });

/** GET /wps/feedback: the member's feedback, newest first, with answers and the count of unseen ones. */
export const myFeedbackQueryOptions = (token: string | null, pageNo = 1) =>
  queryOptions({
    queryKey: [...feedbackKey, 'list', token, pageNo],
    queryFn: ({ signal }) =>
      apiRequest<FeedbackPage>(feedbackPaths.feedback, {
        query: { pageNo, pageSize: 10 },
        contract: () => import('@msp/contracts/support.ts').then((c) => c.feedbackPageSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
  });

/** POST /wps/feedback/read: the member has seen these answers. */
export const markRepliesSeen = (ids: string[]) =>
  apiRequest<{ unreadReplies: number }>(feedbackPaths.read, { method: 'POST', body: { ids } });

/**
 * POST /wps/support/images: one picked image (a data URL); the server keeps it only when its bytes are a png or
 * a jpeg of at most 5 MB, and answers its id (for feedback or a chat message).
 */
export const uploadSupportImage = (dataUrl: string) =>
  apiRequest<SupportImage>(supportPaths.images, {
    method: 'POST',
    body: { image: dataUrl },
    contract: () => import('@msp/contracts/support.ts').then((c) => c.supportImageSchema),
  });
