// The web's own user-facing texts: the ones the product spec does not fix. The spec's texts (labels,
// toasts, error messages) live once in @parley/domain (messages.ts), shared with the functions; every
// other word a screen shows lives here, so no component hard-codes one. See README "UI text".

/** A live read failed without saying why (reactfire always gives a reason; this is the fallback). */
export const MSG_LIVE_READ_FAILED = 'Could not load the data';

/** A request failed without saying why. */
export const MSG_REQUEST_FAILED = 'Request failed';

// ---- the new user's checklist (agents) ---------------------------------------------------------------
export const CHECKLIST_TITLE = 'Get your agent ready';
export const CHECKLIST_PROGRESS_LABEL = 'Setup progress';
export const checklistProgress = (done: number, total: number) => `${done} of ${total} steps done`;
export const CHECKLIST_STEP_VOICE = 'Choose a voice';
export const CHECKLIST_STEP_KNOWLEDGE = 'Add to the knowledge base';
export const CHECKLIST_STEP_WORKFLOW = 'Add a workflow';
export const CHECKLIST_STEP_NUMBER = 'Add a phone number';
export const CHECKLIST_DONE = 'Done';
export const CHECKLIST_TO_DO = 'To do';
/** A step whose screen does not exist yet: shown, but not a link (no dead links). */
export const CHECKLIST_COMING_SOON = 'Coming soon';
/** A step done on an agent's page, while the organisation has no agent yet. */
export const CHECKLIST_NEEDS_AGENT = 'Create an agent first';

export const LABEL_CREATE = 'Create';
export const LABEL_CREATING = 'Creating…';
export const LABEL_CREATE_AGENT = 'Create agent';

export const LABEL_LOADING = 'Loading…';

export const duplicateAgentTitle = (agentName: string): string => `Duplicate ${agentName}`;
export const LABEL_DUPLICATE = 'Duplicate';
export const LABEL_DUPLICATING = 'Duplicating…';
export const LABEL_COPY_INTO_ORGANISATION = 'Copy into organisation';
export const MSG_DUPLICATE_COPIES_EVERYTHING = 'The copy gets the same settings and workflows.';

export const LABEL_SAVE_CHANGES = 'Save changes';
export const LABEL_SAVING_ELLIPSIS = 'Saving…';
export const LABEL_EMAIL = 'E-mail';

// Profile
export const LABEL_PROFILE = 'Profile';
export const LABEL_PROFILE_PHOTO = 'Profile photo';
export const LABEL_PROFILE_DETAILS = 'Details';
export const LABEL_LOADING_PROFILE = 'Loading profile';
export const MSG_SIGN_IN_ADDRESS = 'Your sign-in address.';
export const MSG_PROFILE_PHONE_HINT = 'Optional. International format, e.g. +14155550123.';
export const LABEL_UPLOAD_PHOTO = 'Upload photo';
export const LABEL_UPLOADING = 'Uploading…';
export const LABEL_UPLOAD_PROGRESS = 'Upload progress';
