// The action marketplace's own wording (the spec fixes none of it). docs/integrations.md.
export const LABEL_INTEGRATIONS = 'Integrations';
export const MSG_MARKETPLACE_INTRO =
  'Actions your agents can take during and after calls: published actions, and the ones your team is building.';
export const LABEL_SEARCH_ACTIONS = 'Search integrations and actions';
export const LABEL_CATEGORY = 'Category';
export const LABEL_ALL_CATEGORIES = 'All categories';
export const LABEL_FOR_AGENT = 'Agent';
export const LABEL_NEW_CUSTOM_ACTION = 'New custom action';
export const LABEL_EDIT_CUSTOM_ACTION = 'Edit custom action';
export const LABEL_REQUEST_INTEGRATION = 'Request an integration';
export const LABEL_SUBMIT_FOR_REVIEW = 'Submit for review';
export const LABEL_TEST_ACTION = 'Test this action';
export const LABEL_EDIT = 'Edit';
export const LABEL_APPROVE = 'Approve';
export const LABEL_REJECT = 'Reject';
export const LABEL_REVIEW_QUEUE = 'Actions waiting for review';
export const LABEL_SAVE = 'Save';
export const LABEL_SAVING = 'Saving…';
export const LABEL_SEND = 'Send request';
export const LABEL_SENDING = 'Sending…';
export const LABEL_CLOSE = 'Close';

export const MSG_LOADING_MARKETPLACE = 'Loading the marketplace…';
export const MSG_NO_INTEGRATIONS = 'No integrations yet. Request the one you need and we will build it.';
export const MSG_NO_MATCHES = 'Nothing matches this search.';
export const MSG_NO_ACTIONS = 'No actions yet.';
export const MSG_NO_AGENT = 'Create an agent first: actions are tested and requested for one of your agents.';
export const MSG_ACTION_SAVED = 'Custom action saved as a draft.';
export const MSG_ACTION_SUBMITTED =
  'Submitted for review. Parley staff will publish it or tell you what to change.';
export const MSG_ACTION_APPROVED = 'Action published.';
export const MSG_ACTION_REJECTED = 'Action sent back to its owner.';
export const MSG_INTEGRATION_REQUESTED = 'Thanks! Your integration request was sent to the Parley team.';
export const MSG_INTEGRATION_REQUEST_STORED =
  'Your integration request was saved; the Parley team will see it shortly.';
export const MSG_NO_REVIEWS = 'No actions are waiting for review.';

export const LABEL_STATUS: Readonly<Record<string, string>> = {
  building: 'Building',
  draft: 'Draft',
  pending_review: 'Pending review',
  under_audit: 'Under audit',
  published: 'Published',
  archived: 'Archived',
  deprecated: 'Deprecated',
};

export const FIELD_LABELS = {
  name: 'Name',
  integrationId: 'Integration',
  description: 'Description',
  method: 'Method',
  url: 'URL',
  headers: 'Headers',
  body: 'Body',
  inputSchema: 'Input JSON schema',
  outputSchema: 'Output JSON schema',
  integration: 'Integration you need',
  useCase: 'What should your agent do with it?',
  monthlyCallVolume: 'Monthly call volume',
  businessCriticality: 'How important is it?',
  note: 'Note to the owner',
} as const;

export const HELP_TEMPLATE =
  'Use {{variable}} in the URL, headers and body; the test form asks for each value.';
export const HELP_HEADERS =
  'One "Name: value" per line. Put API keys in variables, not here: published actions are public.';
export const MSG_REVIEW_NOTE = (note: string) => `Sent back by review: ${note}`;
