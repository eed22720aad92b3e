// The edit forms' own validation texts (the spec fixes none of them; its texts live in @parley/domain).

export const requiredMessage = (label: string): string => `${label} is required`;
export const numberMessage = (label: string): string => `${label} must be a number`;
export const integerMessage = (label: string): string => `${label} must be a whole number`;
export const minMessage = (label: string, min: number): string => `${label} must be at least ${min}`;
export const maxMessage = (label: string, max: number): string => `${label} must be at most ${max}`;
export const tooLongMessage = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;
export const MSG_INVALID_TIMEZONE = 'Choose a timezone from the list';
export const MSG_INVALID_EMAIL = 'Enter a valid e-mail address';
export const MSG_INVALID_PHONE = 'Enter a phone number in international format, e.g. +14155550123';
export const MSG_ERROR_SMS_NEEDED = 'Add a phone number to receive SMS notifications';
export const MSG_ERROR_EMAIL_NEEDED = 'Add an e-mail address to receive e-mail notifications';
export const MSG_PROMPT_VERSION_FORMAT = 'Use the form v1.5';
