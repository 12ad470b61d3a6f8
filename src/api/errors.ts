import { saysNotFound, type ShowType } from '@/src/core/envelope';
import { errorCodeText } from './error-texts';
import { apiText } from './messages';

export interface BizErrorInfo {
  errorMessage: string;
  errorCode?: string;
  showType?: ShowType | number;
  messages?: string[];
  /** what a failure carries beside its message, e.g. RESUME_INVALID's field errors */
  data?: unknown;
}

/**
 * The text of a failure: the locale catalogue's text for its errorCode (src/api/error-texts.ts), else
 * errorMessage, else the messages one per line, else the default, as the spec's failure notification reads.
 */
export function failureText(info: Partial<BizErrorInfo> | null | undefined): string {
  const byCode = errorCodeText(info);
  if (byCode) return byCode;
  if (info?.errorMessage) return info.errorMessage;
  const lines = (info?.messages ?? []).filter((line) => typeof line === 'string' && line !== '');
  return lines.length > 0 ? lines.join('\n') : apiText('failureDefault');
}

/** An answer with success:false. */
export class BizError extends Error {
  override readonly name = 'BizError';
  readonly info: BizErrorInfo;
  /** the HTTP status the envelope came with (200 for plain business errors) */
  readonly status: number;

  constructor(info: BizErrorInfo, status = 200) {
    super(failureText(info));
    this.info = info;
    this.status = status;
  }
}

/** A non-2xx answer that carried no envelope. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;

  constructor(status: number) {
    super(apiText('httpStatus', { status }));
    this.status = status;
  }
}

/** No answer at all: the network failed or the timeout fired. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly timedOut: boolean;

  constructor(timedOut: boolean, cause?: unknown) {
    super(apiText('networkText'), { cause });
    this.timedOut = timedOut;
  }
}

export const isBizError = (error: unknown): error is BizError => error instanceof BizError;

/** The answer says that what was asked for does not exist (HTTP 404, or the envelope's NOT_FOUND). */
export function isMissing(error: unknown): boolean {
  return (error instanceof BizError && saysNotFound(error.status, error.info.errorCode)) || (error instanceof HttpError && saysNotFound(error.status));
}
