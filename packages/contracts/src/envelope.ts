import type { ErrorCode } from './errors.ts';

/** Every API answer is one of these two shapes (DESIGN.md §4). */
export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}
export interface ErrorEnvelope {
  success: false;
  errorCode: ErrorCode | (string & {});
  message: string;
  /** The request field a 400 is about, when there is one. */
  field?: string;
  /** Login failures: the next attempt must carry a captcha answer. */
  captchaRequired?: boolean;
}
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  totalElements: number;
}
