import { apiRequest } from '../../../shared/lib/api-client.ts';

/** PUT /wps/feedback (token): question type and content of at most 140 characters. */
export const feedbackPath = '/wps/feedback';
export const feedbackMaxLength = 140;
export const feedbackQuestionTypes = [
  'deposit',
  'withdraw',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

export function sendFeedback(request: {
  questionType: FeedbackQuestionType;
  content: string;
}): Promise<unknown> {
  return apiRequest<unknown>(feedbackPath, { method: 'PUT', body: request });
}
