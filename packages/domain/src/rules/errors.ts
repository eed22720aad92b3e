// Error texts built from causes.

/** The readable text of anything thrown. */
export function causeMessage(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  try {
    return JSON.stringify(cause);
  } catch {
    return String(cause);
  }
}

/** 'Error <doing thing>: <cause>', the wrapper most service functions put around a failure. */
export function wrapErrorMessage(doing: string, cause: unknown): string {
  return `Error ${doing}: ${causeMessage(cause)}`;
}

interface ValidationItem {
  msg?: unknown;
  loc?: unknown;
}

function validationItemText(item: ValidationItem): string {
  const message = typeof item.msg === 'string' ? item.msg : 'Invalid value';
  const location = Array.isArray(item.loc) ? item.loc.map(String).join('.') : '';
  return location ? `${message} (${location})` : message;
}

/**
 * The message of a failed call through the common helper: `detail` when it is a string; a validation
 * list in `detail` as each item's message plus its location; else `message`; else 'HTTP {status}'.
 */
export function helperErrorMessage(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    if (typeof detail === 'string' && detail !== '') return detail;
    if (Array.isArray(detail) && detail.length > 0) {
      return detail.map((item: unknown) => validationItemText((item ?? {}) as ValidationItem)).join('; ');
    }
    if (typeof message === 'string' && message !== '') return message;
  }
  return `HTTP ${status}`;
}

/** The error the common helper throws: status, message per helperErrorMessage, and the raw body. */
export class HelperError extends Error {
  readonly status: number;
  readonly details: unknown;

  constructor(status: number, body: unknown) {
    super(helperErrorMessage(status, body));
    this.name = 'HelperError';
    this.status = status;
    this.details = body;
  }
}
