// The web's own user-facing texts: the ones the product spec does not fix. The spec's texts (labels,
// toasts, error messages) live once in @parley/domain (messages.ts), shared with the functions; every
// other word a screen shows lives here, so no component hard-codes one. See README "UI text".

/** A live read failed without saying why (reactfire always gives a reason; this is the fallback). */
export const MSG_LIVE_READ_FAILED = 'Could not load the data';

/** A request failed without saying why. */
export const MSG_REQUEST_FAILED = 'Request failed';
