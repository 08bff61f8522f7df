/**
 * Reading a callable function's error on the client. The functions send their user-facing text as
 * the HttpsError message (MESSAGES), but the web SDK (firebase 12.x) appends the HTTP status to it:
 * "Please enter a valid membership code provided by PMC. [404]". Show what this returns instead.
 */
export interface CallableErrorInfo {
  /** 'not-found', 'invalid-argument', ... (the SDK's 'functions/' prefix removed). */
  code: string;
  /** The function's message without the SDK's " [404]" suffix. */
  message: string;
  details?: unknown;
}

export function readCallableError(error: unknown): CallableErrorInfo {
  const { code, message, details } = (error ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  return {
    code: typeof code === 'string' ? code.replace(/^functions\//, '') : 'unknown',
    message: typeof message === 'string' ? message.replace(/ \[\d{3}\]$/, '') : '',
    details,
  };
}
