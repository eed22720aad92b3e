// Every user-facing text fixed by the two specs, verbatim. Texts live here once; parameterised texts
// are functions. Grouped by where they appear.
import { PRODUCT_NAME } from './constants';

// ---- accounts, organisations and agents: error catalogue -------------------------------------------

export const MSG_UNAUTHORIZED = 'Unauthorized';
export const MSG_USER_NOT_AUTHENTICATED = 'User is not authenticated';
export const MSG_USER_NOT_FOUND = 'User not found.';
export const MSG_AGENT_NOT_FOUND = 'Agent not found';
export const MSG_ERROR_SENDING_WELCOME_EMAIL = 'Error sending welcome email';
export const MSG_ERROR_RELEASING_PHONE_NUMBER = 'Error releasing phone number';
export const MSG_PUBLISH_NO_DEFAULT_WORKFLOW =
  'Cannot publish agent without a default workflow. Please set a default workflow in the start flow node.';
/** 'Cannot publish agent with invalid workflows. Please fix the following workflows: {names}'. */
export const publishInvalidWorkflowsMessage = (names: readonly string[]): string =>
  `Cannot publish agent with invalid workflows. Please fix the following workflows: ${names.join(', ')}`;
export const MSG_PUBLISH_NO_SOURCE_AGENT = 'Error publishing agent version: cannot locate source agent';
/** A step the agent runtime cannot run (rules/runtime-steps.ts): publish refuses it, naming the step. */
export const unrunnableStepMessage = (step: string, typeName: string): string =>
  `Step “${step}” (${typeName}) cannot run in a conversation yet. Replace or remove it to publish.`;
export const MSG_WEBSITE_LIMIT_REACHED = 'Website limit reached';
export const MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS = 'Upgrade your plan to create outbound campaigns';
export const MSG_UPGRADE_FOR_OUTBOUND_FLOWS = 'Upgrade your plan to create outbound call flows';
export const MSG_CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const MSG_CAMPAIGN_NOT_IN_PROGRESS = 'Campaign status is not in progress';
export const MSG_CAMPAIGN_NOT_PAUSED = 'Campaign status is not paused';
export const MSG_UNABLE_TO_TERMINATE_CAMPAIGN = 'Unable to terminate campaign';
export const MSG_ERROR_ACCEPTING_INVITE = 'Error accepting invite';
export const MSG_ERROR_ACCEPTING_PUBLIC_INVITE = 'Error accepting public invite';
export const MSG_ERROR_SENDING_PRIVATE_INVITE = 'Error sending private invite email';
export const MSG_ERROR_CANCELING_INVITE = 'Error canceling invite';
export const MSG_FAILED_TO_TRIGGER_CALL = 'Failed to trigger call';
export const MSG_FAILED_TO_SEND_REQUEST = 'Failed to send request';
export const MSG_FAILED_TO_FETCH_TEMPLATES = 'Failed to fetch templates';
export const MSG_AGENT_WITHOUT_ORGANIZATION = 'Agent is not associated with an organization';
export const MSG_ERROR_CREATING_SIP_ADDRESS = 'Error creating sip address';
export const MSG_ERROR_DELETING_ENDPOINT = 'Error deleting endpoint';
export const MSG_ERROR_SETTING_PRIMARY_ENDPOINT = 'Error setting primary endpoint';

// ---- validation and permission messages --------------------------------------------------------------

/** Profile photo of a disallowed MIME type. */
export const invalidPhotoTypeMessage = (type: string): string =>
  `Invalid file type: ${type}. Only PNG and JPEG images are allowed. SVG files are blocked for security reasons.`;
export const MSG_INVALID_PHOTO_EXTENSION =
  'Invalid file extension. Only .png, .jpg, and .jpeg files are allowed.';
/** Profile photo over 10MB; `sizeMb` is already formatted by the caller's rule. */
export const photoTooLargeMessage = (sizeMb: string): string =>
  `File size exceeds 10MB limit. Your file is ${sizeMb}MB`;
export const MSG_TWILIO_CREDENTIALS_REQUIRED = 'Twilio credentials are required';
export const MSG_VONAGE_CREDENTIALS_REQUIRED = 'Vonage credentials are required';
export const MSG_ADMIN_ROLE_FORBIDDEN = 'Unauthorized access: ADMIN role cannot be set via this function';
export const MSG_UID_REQUIRED = 'User id is required';
export const MSG_AGENT_ID_REQUIRED = 'Agent id is required';
export const MSG_CAMPAIGN_ID_REQUIRED = 'Campaign id is required';
export const MSG_DOCUMENT_ID_REQUIRED = 'Document id is required';
export const MSG_WEBSITE_ID_REQUIRED = 'Website id is required';
export const MSG_WORKFLOW_ID_REQUIRED = 'Workflow id is required';
export const MSG_WORKFLOW_AGENT_ID_REQUIRED = 'Workflow agentId is required';
export const MSG_DELETE_AGENT_FORBIDDEN =
  'Missing or insufficient permissions to delete agent, please contact your administrator';

// ---- accounts, organisations and agents: texts the spec leaves open ----------------------------------

export const MSG_ORG_NOT_FOUND = 'Organization not found';
export const MSG_NOT_ORG_MEMBER = 'You are not a member of this organization';
export const MSG_OWNER_OR_ADMIN_ONLY = 'Only the organization owner or an admin can do this';
export const MSG_VIEWER_READ_ONLY = 'Your role can view but not change this organization';
export const MSG_CANNOT_REMOVE_OWNER = 'The organization owner cannot be removed';
export const MSG_INVITE_EXPIRED = 'This invite has expired';
export const MSG_INVITE_OTHER_EMAIL = 'This invite was sent to another e-mail address';
export const MSG_INVITE_ALREADY_USED = 'This invite has already been used';
/** The toast after the verification e-mail was sent (again). */
export const verificationSentMessage = (email: string): string =>
  `We sent a verification e-mail to ${email}. Open its link, then come back here.`;
export const MSG_INVITE_EMAIL_NOT_VERIFIED =
  'Verify your e-mail address to accept this invite: open the link in the verification e-mail (you can have it sent again).';
export const MSG_AGENT_LIMIT_REACHED = 'Agent limit reached. Upgrade your plan to create more agents.';
export const MSG_NUMBER_LIMIT_REACHED =
  'Phone number limit reached. Upgrade your plan to add more numbers to this agent.';
export const MSG_PROVIDER_CREDENTIALS_REJECTED = 'The provider did not accept these credentials.';
export const MSG_NUMBER_NOT_IN_ACCOUNT = 'This number is not in the connected account.';
export const MSG_NUMBER_NOT_ON_AGENT = 'This number is not attached to the agent.';
export const MSG_NUMBER_TAKEN = 'This number is already in use.';
export const MSG_ERROR_BUYING_PHONE_NUMBER = 'Error buying phone number';
export const MSG_ERROR_SEARCHING_PHONE_NUMBERS = 'Error searching phone numbers';

// ---- voice library: error catalogue -----------------------------------------------------------------

export const MSG_MISSING_REQUIRED_FIELDS = 'Missing required fields';
export const MSG_UNABLE_TO_AUTHENTICATE_REQUEST = 'Unable to authenticate request';
export const MSG_FAILED_TO_CLONE_VOICE = 'Failed to clone voice';
export const TOAST_ERROR_TITLE = 'Error';
export const MSG_CLONE_ERROR_DESCRIPTION = 'An error occurred while cloning the voice';
export const MSG_FAILED_TO_UPDATE_VOICE = 'Failed to update voice';
export const MSG_FAILED_TO_SAVE_VOICE = 'Failed to save voice';
export const MSG_AUTHENTICATION_REQUIRED = 'Authentication required';
export const MSG_FAILED_TO_ADD_VOICE = 'Failed to add voice';
/** The add-by-provider call failed without a `detail`. */
export const addVoiceFailedStatusMessage = (status: number): string => `Failed to add voice (${status})`;
export const MSG_ADD_VOICE_ERROR_FALLBACK = 'There was an error adding the voice. Please try again.';
export const TOAST_SOMETHING_WENT_WRONG = 'Uh oh! Something went wrong.';
/** Agent update failure, in general. */
export const requestProblemMessage = (message: string): string =>
  `There was a problem with your request: ${message}`;
/** Agent update failure from the voice settings panel. */
export const settingsProblemMessage = (message: string): string =>
  `There was a problem saving your settings: ${message}`;
export const MSG_ERROR_ADDING_VOICE_TO_USER = 'Error adding voice to user';
export const MSG_ERROR_REMOVING_VOICE_FROM_USER = 'Error removing voice from user';
export const MSG_AUDIO_COULD_NOT_BE_PLAYED = 'Audio could not be played.';
/** The spec fixes no text for these two refusals of the voice library's callables. */
export const MSG_VOICE_NOT_FOUND = 'Voice not found.';
export const MSG_BETA_VOICES_DISABLED =
  'Realtime voices are in beta and not enabled for your account. Please contact support.';
/** Loading the available numbers failed. */
export const fetchAvailableNumbersErrorMessage = (message: string): string =>
  `Error fetching available phone numbers: ${message}`;
/** Assigning numbers to a campaign failed (the thrown error). */
export const assignNumbersErrorMessage = (message: string): string =>
  `Error adding phone numbers to campaign: ${message}`;
/** Assigning numbers failed, as the alert shows it. */
export const assignNumbersAlertMessage = (message: string): string =>
  `Failed to add phone numbers: ${message}`;
export const MSG_UNAUTHORIZED_ACCESS = 'Unauthorized access';
export const MSG_FAILED_TO_ADD_PHONE_NUMBER = 'Failed to add phone number';
export const MSG_IMPORT_NUMBER_ERROR_FALLBACK = 'An error occurred while importing the phone number.';

// ---- voice library: server texts the spec leaves open ------------------------------------------------

export const MSG_CLONE_SAMPLE_NOT_AUDIO = 'The sample must be an audio file';
export const MSG_CLONE_FOR_YOURSELF_ONLY = 'You can only clone a voice for yourself';
export const MSG_NOT_VOICE_OWNER = 'Only the owner of this voice can change it';

// ---- voice library: success messages ------------------------------------------------------------------

export const MSG_AGENT_UPDATED = 'Agent updated.';
export const MSG_CHANGES_SAVED = 'Your changes have been saved.';
export const MSG_VOICE_SAVED = 'Voice saved';
export const MSG_VOICE_ADDED = 'Voice added successfully!';
export const MSG_VOICE_SETTINGS_UPDATED = 'Voice Settings Updated';
export const MSG_CONNECTED = 'Connected';
export const MSG_TWILIO_CONNECTED = 'Successfully connected to your Twilio account.';

// ---- voice library: form validation ------------------------------------------------------------------

export const MSG_CLONE_FILE_TOO_LARGE = 'File must be 10MB or smaller';
export const TOAST_FILE_TOO_LARGE = 'File too large';
export const MSG_CHOOSE_SMALLER_FILE = 'Please choose a file 10MB or smaller.';
export const MSG_NAME_REQUIRED = 'Name is required';
export const MSG_NAME_TOO_LONG = 'Name cannot exceed 15 characters';
export const MSG_SELECT_GENDER = 'Please select a gender';
export const MSG_SELECT_LANGUAGE = 'Please select a language';
export const MSG_AGREE_TO_TERMS = 'You must agree to the terms and conditions to use this feature';
export const MSG_SELECT_PROVIDER = 'Please select a provider.';
export const MSG_VOICE_ID_REQUIRED = 'Voice ID is required.';
export const MSG_SELECT_LANGUAGE_DOT = 'Please select a language.';
export const MSG_TWILIO_SID_REQUIRED = 'Twilio Account SID is required';
export const MSG_TWILIO_TOKEN_REQUIRED = 'Twilio Auth Token is required';
export const MSG_PHONE_NUMBER_REQUIRED = 'At least one phone number is required';

// ---- voice library: voice selection modal ------------------------------------------------------------

export const LABEL_SEARCH_ANY_VOICE = 'Search any voice';
export const LABEL_LEARN_VOICE_SETTINGS = 'Learn about voice settings';
export const LABEL_CLONE_VOICE = 'Clone Voice';
export const LABEL_FEATURED_VOICES = 'Featured Voices';
export const LABEL_EXPLORE_ALL_VOICES = 'Explore All Voices';
export const LABEL_NO_VOICES_FOUND = 'No voices found.';
export const LABEL_FILTERS = 'Filters';
export const LABEL_CLEAR_FILTERS = 'Clear filters';
export const LABEL_ADD_VOICE = 'Add Voice';
export const LABEL_YOUR_FAVORITES = 'Your Favorites';
export const LABEL_SELECT = 'Select';
export const LABEL_SELECTED = 'Selected';
export const LABEL_CANCEL = 'Cancel';
export const VOICE_TABLE_COLUMNS = ['Voice', 'Used', 'Duration', 'Tags', 'Actions'] as const;
/** The '+N' overflow chip after the first tags of a card. */
export const tagOverflowLabel = (hidden: number): string => `+${hidden}`;

// Customize Voice panel.
export const LABEL_CUSTOMIZE_VOICE = 'Customize Voice';
export const LABEL_SPEED = 'Speed';
export const LABEL_MULTILINGUAL_SUPPORT = 'Multi-Lingual Support';
export const LABEL_SAVE_SETTINGS = 'Save settings';

// Beta warning.
export const LABEL_BETA_WARNING_TITLE = 'Beta Warning';
export const MSG_BETA_WARNING_BODY =
  'The real-time system is in beta. It may struggle to follow workflows precisely and may have difficulty repeating names and phone numbers accurately.';
export const LABEL_CONTINUE_ANYWAY = 'Continue Anyway';
export const LABEL_BETA_UNAVAILABLE = 'Unavailable, please contact support';

// Clone modal.
export const LABEL_CLONE_MODAL_TITLE = 'Create Your Voice Clone';
export const LABEL_UPLOAD_CLIP = 'Upload a 1-2 minute audio clip or drag & drop';
export const LABEL_RECORD_AUDIO = 'Record Audio';
export const LABEL_NAME = 'Name';
export const LABEL_GENDER = 'Gender';
export const LABEL_LANGUAGE = 'Language';
export const LABEL_CLONE = 'Clone';
export const LABEL_CLONING = 'Cloning';
export const MSG_CLONE_AGREEMENT =
  'I confirm that I have the necessary rights and consent to clone these voice samples, and I will not use the generated output for any illegal or harmful purpose.';
export const LABEL_CHOOSE_SAMPLE = 'Choose the sample that sounds most like you';
export const LABEL_SAMPLE_A = 'Sample A';
export const LABEL_SAMPLE_B = 'Sample B';
export const LABEL_BACK = 'Back';
export const LABEL_TRY_AGAIN = 'Try Again';
export const LABEL_SAVE_VOICE = 'Save Voice';
export const LABEL_SAVING = 'Saving';
export const LABEL_NO_SAMPLES = 'No samples available. Please try again.';
export const RECORDING_FILE_NAME = 'recording.wav';
/** Clone-modal texts the spec leaves open: accessible names of its controls and the microphone refusal. */
export const LABEL_GENERATE_NAME = 'Generate a random name';
export const LABEL_REMOVE_FILE = 'Remove file';
export const LABEL_STOP_RECORDING = 'Stop recording';
export const LABEL_LIVE_WAVEFORM = 'Live waveform';
export const LABEL_RECORDING_TIME = 'Recording time';
export const MSG_MICROPHONE_UNAVAILABLE =
  'The microphone could not be used. Allow microphone access and try again.';

// Add voice modal.
export const LABEL_ADD_VOICE_TITLE = 'Add a voice';
export const LABEL_PROVIDER = 'Provider';
export const LABEL_ID = 'ID';
export const LABEL_ADD_ID_PLACEHOLDER = 'Add ID';
export const LABEL_ADDING_VOICE = 'Adding Voice';

// Voice library screens: texts the spec leaves open (accessible names, section, loading and help).
export const LABEL_VOICE_LIBRARY_TITLE = 'Choose a voice';
export const LABEL_VOICE_SECTION = 'Voice';
export const LABEL_CHOOSE_VOICE = 'Choose voice';
export const LABEL_NO_VOICE_SELECTED = 'No voice selected';
export const LABEL_LOADING_VOICES = 'Loading voices';
export const LABEL_CLOSE = 'Close';
export const LABEL_CLEAR_SEARCH = 'Clear search';
export const LABEL_SEARCH_FILTERS = 'Search filters';
export const LABEL_PREVIOUS_VOICES = 'Previous voices';
export const LABEL_NEXT_VOICES = 'Next voices';
export const MSG_HELP_VIDEO_UNAVAILABLE = 'The help video is not available right now.';
/** The play button of a voice. */
export const playVoiceLabel = (name: string): string => `Play ${name}`;
/** The pause button of the voice that is playing. */
export const pauseVoiceLabel = (name: string): string => `Pause ${name}`;
/** The heart of a voice that is not a favourite. */
export const addFavouriteLabel = (name: string): string => `Add ${name} to favorites`;
/** The heart of a favourite voice. */
export const removeFavouriteLabel = (name: string): string => `Remove ${name} from favorites`;
/** The customize button of a voice. */
export const customizeVoiceLabel = (name: string): string => `Customize ${name}`;
/** The Select/Selected button's accessible name: its visible text plus the voice, so rows are told apart. */
export const selectVoiceLabel = (name: string, selected: boolean): string =>
  `${selected ? LABEL_SELECTED : LABEL_SELECT} ${name}`;

// ---- campaign phone numbers ----------------------------------------------------------------------------

export const LABEL_ROUTING_METHOD = 'Routing Method';
export const ROUTING_TYPE_LABELS = {
  weight: 'Weight Routing',
  state: 'State-Based Routing',
  country: 'Country-Based Routing',
} as const;
export const MSG_WEIGHT_INFO =
  'Calls are routed randomly based on assigned weights. All weights must total 100%.';
/** The weight view's total badge; the total is shown as computed (already rounded by the rule). */
export const weightTotalLabel = (total: number): string => `Total: ${total}%`;
export const LABEL_ADD_PHONE_NUMBERS = 'Add Phone Numbers';
export const PHONE_TABLE_COLUMNS = ['Select', 'Phone Number', 'Weight'] as const;
export const LABEL_NO_PHONE_NUMBERS = 'No phone numbers found.';
/** The state view's 'N Active' badge. */
export const activeCountLabel = (count: number): string => `${count} Active`;
/** A region group's 'x/y enabled' count. */
export const groupEnabledLabel = (enabled: number, total: number): string => `${enabled}/${total} enabled`;
export const LABEL_UNKNOWN_REGION = 'Unknown Region';
export const LABEL_UNKNOWN_COUNTRY = 'Unknown Country';
export const LABEL_US_NUMBERS_ONLY = 'US numbers only';

export const MSG_ADD_NUMBERS_DESCRIPTION = 'Select phone numbers to add to your campaign.';
export const LABEL_SEARCH_NUMBERS = 'Search phone numbers or regions...';
/** The Add Phone Numbers modal's agent section title. */
export const agentNumbersSectionLabel = (count: number): string => `Agent Phone Numbers (${count})`;
/** The Add Phone Numbers modal's unassigned section title. */
export const unassignedNumbersSectionLabel = (count: number): string => `Unassigned Phone Numbers (${count})`;
export const LABEL_LOADING_NUMBERS = 'Loading phone numbers...';
export const LABEL_NO_NUMBERS_AVAILABLE = 'No phone numbers available.';
/** The Add Phone Numbers modal's error state. */
export const loadingNumbersErrorLabel = (message: string): string =>
  `Error loading phone numbers: ${message}`;
export const LABEL_IMPORT_FROM_TWILIO = 'Import numbers from Twilio';
/** The Add Phone Numbers modal's submit button. */
export const addToCampaignLabel = (count: number): string => `Add to Campaign (${count})`;
export const LABEL_ADDING = 'Adding';

export const LABEL_TWILIO_IMPORT_TITLE = 'Import Numbers From Twilio';
export const LABEL_TWILIO_ACCOUNT_SID = 'Twilio Account SID';
export const LABEL_TWILIO_AUTH_TOKEN = 'Twilio Auth Token';
export const LABEL_CONNECT_AND_FETCH = 'Connect & Fetch Numbers';

// ---- defaults that are texts ---------------------------------------------------------------------------

export const DEFAULT_ORG_NAME = 'My Org';
/** The greeting of a new agent. */
export const defaultGreeting = (agentName: string): string =>
  `Thank you for calling ${agentName}! How can I help you today?`;
export const DEFAULT_MAX_DURATION_END_MESSAGE =
  "I apologize, but we've reached the maximum duration for this call. Thank you for your time.";
export const DEFAULT_WORKFLOW_INTERIM_MESSAGE = 'One moment please.';
export const DEFAULT_WORKFLOW_END_MESSAGE = 'Have a great rest of your day!';
/** What the agent says when a turn fails (the language model down or slow, a step that cannot run). */
export const DEFAULT_RUNTIME_FALLBACK_MESSAGE =
  "Sorry, I'm having trouble right now. Could you say that again?";

/** The provider label of a cloned voice is the brand. */
export const CLONE_PROVIDER_LABEL = PRODUCT_NAME;

// ---- versions: drafts, publish, restore, A/B tests, admin batch jobs (the spec fixes no text) ---------

export const MSG_PUBLISHED = 'Agent published';
export const MSG_PUBLISH_UNCHANGED = 'The draft has no changes to publish';
export const MSG_NOT_A_DRAFT = 'This agent is not a draft';
export const MSG_VERSION_CONTROL_OFF = 'Version control is off for this organization: edits go live directly';
export const MSG_VERSION_NOT_FOUND = 'Version not found';
export const MSG_VERSION_INCOMPLETE = 'This version’s saved copy is incomplete, so it cannot be restored.';
export const MSG_EDIT_THE_DRAFT =
  'Version control is on for this organization: edit the draft, then publish it';
export const MSG_AB_SPLIT_TOTAL = 'The two percentages must add up to 100';
export const MSG_AB_TEST_NOT_FOUND = 'A/B test not found';
export const MSG_AB_TEST_ENDED = 'This A/B test has already ended';
export const MSG_AB_TEST_RUNNING = 'This agent already has an A/B test running';
export const MSG_AB_TEST_LIVE_ONLY = 'An A/B test starts from a live agent';
export const MSG_AB_TEST_STOPPED = 'A/B test stopped; the live agent is unchanged';
export const MSG_ADMIN_JOBS_ADMIN_ONLY = 'Only a platform administrator can run batch operations';

// ---- accounts web: sign-in, profile and organisation screens (texts the spec leaves open) --------------

// Sign-in errors as a user wants them (Firebase Auth error codes map to these).
export const MSG_AUTH_INVALID_CREDENTIALS = 'Incorrect e-mail or password.';
export const MSG_AUTH_WRONG_PASSWORD = 'Incorrect password. Try again or reset your password.';
export const MSG_AUTH_USER_NOT_FOUND = 'No account uses this e-mail address. Check it or sign up.';
export const MSG_AUTH_TOO_MANY_ATTEMPTS =
  'Too many attempts. Wait a few minutes, or reset your password to sign in now.';
export const MSG_AUTH_EMAIL_IN_USE = 'An account already uses this e-mail address. Sign in instead.';
export const MSG_AUTH_WEAK_PASSWORD = 'This password is too weak. Use at least 8 characters.';
export const MSG_AUTH_INVALID_EMAIL = 'Enter a valid e-mail address.';
export const MSG_AUTH_USER_DISABLED = 'This account has been disabled. Contact your administrator.';
export const MSG_AUTH_POPUP_CLOSED = 'The Google window was closed before sign-in finished.';
export const MSG_AUTH_POPUP_BLOCKED = 'Your browser blocked the Google window. Allow pop-ups and try again.';
export const MSG_AUTH_OTHER_METHOD =
  'This e-mail address signs in another way. Use the method you signed up with.';
export const MSG_AUTH_NETWORK = 'Cannot reach the sign-in service. Check your connection and try again.';
export const MSG_AUTH_REQUIRES_RECENT_LOGIN = 'For your security, sign in again and retry.';
export const MSG_AUTH_FAILED = 'Sign-in failed. Please try again.';

// Sign-in, sign-up and reset forms.
export const MSG_EMAIL_REQUIRED = 'Enter your e-mail address.';
export const MSG_PASSWORD_REQUIRED = 'Enter your password.';
export const MSG_PASSWORD_TOO_SHORT = 'Use at least 8 characters.';
export const MSG_DISPLAY_NAME_REQUIRED = 'Enter your name.';
export const MSG_DISPLAY_NAME_TOO_LONG = 'Use at most 100 characters.';
export const MSG_INVALID_PHONE_NUMBER = 'Enter a phone number in international format, e.g. +14155550123.';
/** The reset screen's confirmation; it never says whether the address has an account. */
export const passwordResetSentMessage = (email: string): string =>
  `If ${email} has an account, a link to reset the password is on its way.`;

// Profile.
export const MSG_PROFILE_SAVED = 'Profile saved.';
export const MSG_PROFILE_PHOTO_UPDATED = 'Profile photo updated.';
export const MSG_PROFILE_PHOTO_UPLOAD_FAILED = 'The photo could not be uploaded. Please try again.';

// Organisations and invites.
/** The toast after an invite was sent. */
export const inviteSentMessage = (email: string): string => `Invite sent to ${email}.`;
export const MSG_INVITE_CANCELED = 'Invite canceled.';
export const MSG_INVITE_LINK_COPIED = 'Invite link copied.';
/** The toast after joining an organisation. */
export const joinedOrgMessage = (orgName: string): string => `You joined ${orgName}.`;
export const MSG_ALREADY_IN_ORG = 'You are already a member of this organization.';
export const MSG_INVITE_LINK_INVALID = 'This invite link is not valid. Ask for a new one.';
/** The toast after removing someone from an organisation. */
export const memberRemovedMessage = (name: string): string => `${name} was removed from the organization.`;
export const MSG_JOINED_ORG = 'You joined the organization.';

// ---- campaigns and numbers web: texts the spec leaves open ------------------------------------------------

export const LABEL_PHONE_NUMBERS = 'Phone Numbers';
/** The active checkbox of a number in the weight table. */
export const activeLabelFor = (number: string): string => `Select ${number}`;
/** The weight input of a number in the weight table. */
export const weightForLabel = (number: string): string => `Weight for ${number}`;
export const LABEL_SAVE_ROUTING = 'Save routing';
/** How state and country routing choose a number, as the views state it. */
export const REGION_ROUTING_INFO = {
  state:
    "Calls are routed to enabled numbers in the caller's state. If there are none, a random enabled number from the pool is used.",
  country:
    "Calls are routed to enabled numbers in the caller's country. If there are none, a random enabled number from the pool is used.",
} as const;
export const MSG_ROUTING_SAVED = 'Routing saved.';
export const MSG_NUMBERS_ADDED = 'Phone numbers added to the campaign.';
/** The select-all checkbox of a section of the Add Phone Numbers modal. */
export const selectAllLabel = (section: string): string => `Select all ${section}`;

export const LABEL_CAMPAIGNS = 'Campaigns';
export const LABEL_NEW_CAMPAIGN = 'New campaign';
export const LABEL_EDIT_CAMPAIGN = 'Edit campaign';
export const LABEL_NO_CAMPAIGNS = 'No campaigns yet';
export const MSG_NO_CAMPAIGNS_HINT = 'Create a campaign to call a list of contacts with this agent.';
export const LABEL_LOADING_CAMPAIGNS = 'Loading campaigns';
export const LABEL_LOADING_CAMPAIGN = 'Loading campaign';
/** The campaigns list could not be read. */
export const loadCampaignsErrorMessage = (message: string): string => `Could not load campaigns: ${message}`;
export const CAMPAIGN_STATUS_LABELS = {
  IDLE: 'Idle',
  IN_PROGRESS: 'In progress',
  PAUSED: 'Paused',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  QUEUED: 'Queued',
} as const;
/** A campaign's progress line. */
export const campaignProgressLabel = (called: number, total: number): string =>
  `${called} of ${total} called`;
/** A campaign's outcome counts. */
export const campaignOutcomeLabel = (completed: number, failed: number): string =>
  `${completed} completed, ${failed} failed`;
export const CAMPAIGN_ACTION_LABELS = {
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  terminate: 'Terminate',
  delete: 'Delete',
} as const;
/** The confirmation title of a campaign action ('Start campaign Spring leads?'). */
export const campaignActionConfirmTitle = (action: string, name: string): string =>
  `${action} campaign ${name}?`;
export const CAMPAIGN_ACTION_CONFIRM_MESSAGES = {
  start: 'The agent starts calling the campaign contacts.',
  pause: 'No new calls are placed until you resume. Calls in progress finish.',
  resume: 'The agent continues calling the remaining contacts.',
  terminate: 'The campaign stops for good. Remaining contacts are not called.',
  delete: 'The campaign and its settings are deleted. A running campaign is terminated first.',
} as const;
export const CAMPAIGN_ACTION_DONE = {
  start: 'Campaign started.',
  pause: 'Campaign paused.',
  resume: 'Campaign resumed.',
  terminate: 'Campaign terminated.',
  delete: 'Campaign deleted.',
} as const;
export const MSG_CAMPAIGN_SAVED = 'Campaign saved.';
export const LABEL_CAMPAIGN_NAME = 'Campaign name';
export const MSG_CAMPAIGN_NAME_REQUIRED = 'Enter a campaign name.';
export const LABEL_CONTACTS_CSV = 'Contacts (CSV)';
export const LABEL_CHOOSE_CSV = 'Choose CSV file';
export const MSG_CONTACTS_CSV_HINT =
  'One contact per row with a phone number column; a header row names the columns.';
/** The preview summary of a contacts CSV. */
export const contactsPreviewSummary = (valid: number, invalid: number): string =>
  `${valid} contacts ready, ${invalid} rows with errors`;
/** One row error of the contacts CSV preview. */
export const contactRowErrorLabel = (row: number, message: string): string => `Row ${row}: ${message}`;
export const MSG_FIX_CSV_ERRORS = 'Fix the rows with errors in the CSV, then choose it again.';
export const LABEL_CONTACTS_PREVIEW = 'Contacts preview';
export const LABEL_SCHEDULE = 'Schedule';
export const LABEL_TIMEZONE = 'Timezone';
export const LABEL_START_AT = 'Start at';
export const LABEL_CALLING_DAYS = 'Calling days';
export const LABEL_WINDOW_START = 'Calls from';
export const LABEL_WINDOW_END = 'Calls until';
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const LABEL_SAVE_CAMPAIGN = 'Save campaign';
export const LABEL_CALL_LOG = 'Call log';

export const LABEL_BUY_NUMBER = 'Buy number';
export const LABEL_IMPORT_NUMBER = 'Import number';
export const LABEL_ADD_SIP_ADDRESS = 'Add SIP address';
export const LABEL_SIP_ADDRESS = 'SIP address';
export const LABEL_SET_PRIMARY = 'Set as primary';
export const LABEL_PRIMARY = 'Primary';
export const LABEL_DELETE = 'Delete';
export const LABEL_COUNTRY = 'Country';
export const LABEL_AREA_CODE = 'Area code';
export const MSG_AREA_CODE_DIGITS = 'An area code is 2 to 5 digits.';
export const LABEL_SEARCHING = 'Searching…';
export const LABEL_SEARCH = 'Search';
export const LABEL_BUY = 'Buy';
export const LABEL_IMPORT = 'Import';
export const LABEL_ADD = 'Add';
export const LABEL_PHONE_NUMBER = 'Phone number';
export const LABEL_VONAGE_API_KEY = 'Vonage API key';
export const LABEL_VONAGE_API_SECRET = 'Vonage API secret';
export const TELEPHONY_PROVIDER_LABELS = { twilio: 'Twilio', vonage: 'Vonage' } as const;
export const NUMBER_SOURCE_LABELS = { bought: 'Bought', imported: 'Imported', sip: 'SIP' } as const;
export const LABEL_AGENT = 'Agent';
export const LABEL_OPEN_CAMPAIGNS = 'Open campaigns';
export const LABEL_MANAGE_NUMBERS = 'Manage phone numbers';
export const LABEL_LOADING_AGENT_NUMBERS = 'Loading phone numbers';
export const LABEL_NO_AGENT_NUMBERS = 'This agent has no phone numbers yet.';
export const LABEL_NO_NUMBERS_FOR_SEARCH = 'No numbers are available for this search.';
/** The agent's numbers could not be read. */
export const loadNumbersErrorMessage = (message: string): string =>
  `Could not load phone numbers: ${message}`;
/** The delete confirmation of a number. */
export const deleteNumberConfirmTitle = (number: string): string => `Delete ${number}?`;
export const MSG_DELETE_NUMBER_CONFIRM = 'Calls to this number no longer reach the agent.';
export const MSG_NUMBER_BOUGHT = 'Phone number bought.';
export const MSG_NUMBER_IMPORTED = 'Phone number imported.';
export const MSG_SIP_ADDRESS_ADDED = 'SIP address added.';
export const MSG_PRIMARY_SET = 'Primary number changed.';
export const MSG_NUMBER_DELETED = 'Phone number deleted.';
export const MSG_SIP_ADDRESS_INVALID = 'Enter a SIP address such as sip:agent@example.com.';

// ---- campaigns: run refusals and the contacts file (the spec fixes no text for these) ----------------

export const MSG_CAMPAIGN_ALREADY_STARTED = 'Campaign has already been started';
export const MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER =
  'Add at least one active phone number before starting the campaign';
export const MSG_CAMPAIGN_NEEDS_CONTACTS = 'Add contacts before starting the campaign';
export const MSG_CAMPAIGN_CONTACTS_LOCKED = 'Contacts can only be changed while the campaign is idle';
/** A running campaign outside its calling days and hours; `when` is the next start in its timezone. */
export const MSG_WAITING_FOR_CALLING_WINDOW = 'Waiting for the calling window';
export const callingWindowNextStartLabel = (when: string): string => `Next start: ${when}`;
export const MSG_NO_CALLING_DAYS = 'No calling days are selected, so no call will be placed';
/** The contacts file a campaign holds, on its edit form: file name and how many contacts are loaded. */
export const contactsLoadedLabel = (fileName: string, count: number): string =>
  `${fileName}: ${String(count)} contacts loaded`;
/** A number assigned to a campaign that is neither the agent's nor an unassigned number of the org. */
export const phoneNumberUnavailableMessage = (number: string): string =>
  `Phone number ${number} is not available to this agent`;
export const MSG_AGENT_HAS_NO_PHONE_NUMBER = 'The agent has no phone number to call from';
export const MSG_CONTACTS_FILE_INVALID = 'The contacts file has errors';
export const MSG_CONTACTS_FILE_EMPTY = 'The contacts file has no contacts';
export const MSG_CONTACTS_NO_PHONE_COLUMN =
  'The contacts file needs a phone number column (phone_number, phone or number)';
export const contactsTooManyRowsMessage = (max: number): string =>
  `The contacts file has more than ${String(max)} contacts`;
export const contactsFileTooLargeMessage = (maxMb: number): string =>
  `The contacts file must be ${String(maxMb)}MB or smaller`;
export const MSG_CONTACT_PHONE_REQUIRED = 'Phone number is required';
export const invalidContactPhoneMessage = (value: string): string => `Invalid phone number: ${value}`;
export const duplicateContactMessage = (firstRow: number): string =>
  `Duplicate phone number (first on row ${String(firstRow)})`;

// ---- integrations: customer tokens and code blocks (the spec fixes no text for these) ----------------

export const MSG_CUSTOMER_TOKEN_REQUIRED =
  'Get a customer token for the agent (POST /integrations/get-customer-token) and send it in the X-Parley-Customer-Token header';
export const MSG_CUSTOMER_TOKEN_INVALID = 'The customer token is invalid or has expired; get a new one';
export const MSG_CUSTOMER_TOKEN_NOT_YOURS = 'The customer token was issued to another user';
export const MSG_CUSTOMER_TOKEN_WRONG_AGENT = 'The customer token is for another agent';
export const MSG_CODE_SIGNATURE_INVALID = 'The code does not match its signature; validate the code again';
/** validate-code's refusal; `problems` lists each as 'Line l, column c: message'. */
export const invalidCodeMessage = (problems: readonly string[]): string =>
  `The code is not valid: ${problems.join('; ')}`;

// ---- billing: plan gates and credits (the spec fixes no text for these) ---------------------------------

export const MSG_UPGRADE_FOR_TESTING = 'Upgrade your plan to test your agents';
export const MSG_UPGRADE_FOR_CALL_HIGHLIGHTS = 'Upgrade your plan to see call highlights';
export const MSG_UPGRADE_FOR_EXPORT_CALLS = 'Upgrade your plan to export calls';
export const MSG_UPGRADE_FOR_INVITES = 'Upgrade your plan to invite team members';
export const MSG_UPGRADE_FOR_PHONE_NUMBERS = 'Upgrade your plan to get a phone number';
export const MSG_WORKFLOW_LIMIT_REACHED =
  'Workflow limit reached. Upgrade your plan to create more workflows.';
export const MSG_ORGANIZATION_LIMIT_REACHED =
  'Organization limit reached. Upgrade your plan to join or create more organizations.';
/** A conversation's turn that lost to a concurrent one (docs/runtime.md, "State"): nothing was kept. */
export const MSG_CONVERSATION_MOVED_ON =
  'The conversation moved on while this turn ran; send the turn again.';
export const MSG_CREDITS_EXHAUSTED =
  'Your credits are used up. Upgrade your plan or wait for next month’s credits.';
export const MSG_NO_BILLING_ACCOUNT = 'You have no billing account yet; choose a plan first.';
export const MSG_UNKNOWN_PRICE = 'This price is not for sale.';
export const MSG_PLATFORM_ADMIN_ONLY = 'Only a platform administrator can adjust credits.';
export const MSG_CREDIT_OVERDRAFT_REFUSED =
  'This debit is larger than the balance. Mark it as an overdraft to take the balance below zero.';
export const MSG_STRIPE_SIGNATURE_INVALID = 'The Stripe signature is missing or invalid.';

// Knowledge base (docs/knowledge-base.md). Not in the spec: Parley's texts.
export const MSG_KB_DOCUMENT_NOT_FOUND = 'Document not found';
export const MSG_KB_WEBSITE_NOT_FOUND = 'Website not found';
export const MSG_KB_FAQ_NOT_FOUND = 'FAQ not found';
export const MSG_KB_FAQ_ID_TAKEN = 'This FAQ id belongs to another agent; send another id.';
export const MSG_KB_WEBSITE_ID_TAKEN = 'This website id belongs to another agent; send another id or none.';
export const MSG_KB_UNSUPPORTED_FILE =
  'Only PDF, Word (.docx), HTML, Markdown and text files can be added to the knowledge base.';
export const MSG_KB_FILE_TOO_LARGE = 'Knowledge base files can be at most 25 MB.';
export const MSG_KB_DOCUMENT_NEEDS_CONTENT = 'Upload a file or type the document in.';
export const MSG_KB_CRAWL_NOT_RUNNING = 'This website is not being crawled.';
export const MSG_KB_PAGE_NOT_FETCHED = 'The page could not be fetched';
export const MSG_KB_WIDGET_NOT_FOUND = 'Widget not found';
export const MSG_KB_WIDGET_ORIGIN_REFUSED =
  "This website may not show this widget: add its origin to the widget's Allowed websites in the agent's Knowledge tab.";
export const MSG_FAQ_CSV_NO_COLUMNS = 'The file needs a question column and an answer column.';
export const MSG_FAQ_CSV_EMPTY = 'The file has no FAQs.';
export const MSG_FAQ_QUESTION_REQUIRED = 'The question is empty.';
export const MSG_FAQ_ANSWER_REQUIRED = 'The answer is empty.';
export const faqCsvTooManyRowsMessage = (max: number) => `A file can hold at most ${max} FAQs.`;
export const faqTooLongMessage = (field: 'question' | 'answer', max: number) =>
  `The ${field} is longer than ${max} characters.`;

// Post-call webhooks (docs/integrations.md). Not in the spec: Parley's texts.
export const MSG_POST_CALL_WEBHOOK_URL_INVALID = 'Each line must be an http(s) URL.';
export const postCallWebhookUrlInvalidMessage = (url: string) => `“${url}” is not an http(s) URL.`;
export const postCallWebhooksTooManyMessage = (max: number) =>
  `An agent can post its calls to at most ${String(max)} URLs.`;

// Outbound compliance: the pre-dial decision's reasons (docs/campaigns.md). Not in the spec: Parley's texts.
/** The first word of a reason, by action. */
export const PRE_DIAL_ACTION_LABELS = { dial: 'dialled', skip: 'skipped', later: 'skipped for now' } as const;
/** 'skipped: on the do-not-call list'. */
export const preDialReason = (label: string, detail: string) => `${label}: ${detail}`;
export const MSG_PRE_DIAL_DO_NOT_CALL = 'on the do-not-call list';
export const MSG_PRE_DIAL_NO_CONSENT = 'no consent record (source and time)';
export const MSG_PRE_DIAL_NO_CALLING_DAY = 'the campaign has no calling day';
export const MSG_PRE_DIAL_POOL_DAILY_CAP = 'every pool number has placed its calls for today';
export const preDialAttemptsUsedMessage = (made: number, max: number) =>
  `${String(made)} of ${String(max)} attempts made`;
export const preDialDailyAttemptsUsedMessage = (made: number, max: number) =>
  `${String(made)} of ${String(max)} attempts today`;
/** 'the campaign starts 2026-03-12 09:00 America/New_York'. */
export const preDialNotStartedMessage = (localStart: string, timeZone: string) =>
  `the campaign starts ${localStart} ${timeZone}`;
/** '10:05 in America/Chicago'. */
export const preDialLocalTimeMessage = (time: string, timeZone: string) => `${time} in ${timeZone}`;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/**
 * '21:14 in America/Chicago, outside 08:00–21:00', with the state whose law set the hours
 * ('… outside 08:00–20:00 (Florida)'), or '… no calling hours on Sunday' when the day has none.
 */
export const preDialOutsideHoursMessage = (
  time: string,
  timeZone: string,
  windows: readonly string[],
  weekday: number,
  law: string | null,
) =>
  `${time} in ${timeZone}, ${
    windows.length === 0
      ? `no calling hours on ${WEEKDAY_NAMES[weekday] ?? ''}`
      : `outside ${windows.join(', ')}`
  }${law === null ? '' : ` (${law})`}`;
/** The campaign screen's pre-dial line: '12 dialled · 3 skipped'. */
export const campaignDecisionsLabel = (dialled: number, skipped: number) =>
  `${String(dialled)} dialled · ${String(skipped)} skipped`;
/** Why contacts were skipped, by decision code, as the campaign screen lists them ('on the do-not-call list: 2'). */
export const PRE_DIAL_SKIP_LABELS: Readonly<Record<string, string>> = {
  'do-not-call': 'On the do-not-call list',
  'no-consent': 'No consent record',
  'attempts-used': 'All attempts made',
};
export const LABEL_SKIPPED_CONTACTS = 'Skipped contacts';

// The do-not-call list (docs/campaigns.md#do-not-call). Not in the spec: Parley's texts.
export const doNotCallTooManyRowsMessage = (max: number) =>
  `A do-not-call file can hold at most ${String(max)} numbers; split it and import each part.`;
export const doNotCallFileTooLargeMessage = (maxBytes: number) =>
  `A do-not-call file can be at most ${String(Math.round(maxBytes / 1024 / 1024))} MB; split it and import each part.`;
export const doNotCallInvalidRowsMessage = (count: number) =>
  `${String(count)} rows of the file are not valid phone numbers; nothing was imported. Fix them and import again.`;
export const invalidDoNotCallNumberMessage = (value: string) => `“${value}” is not a valid phone number.`;

// Post-call analysis (docs/analysis.md). Not in the spec: Parley's texts.
export const MSG_ANALYSIS_FIELD_NAME_REQUIRED = 'Give the data field a name.';
export const MSG_ANALYSIS_FIELD_NAME_FORMAT =
  'A field name starts with a letter and holds only letters, digits, spaces, _ and -.';
export const MSG_ANALYSIS_SELECTOR_NEEDS_OPTIONS = 'A Selector field needs at least one option, none empty.';
export const MSG_ANALYSIS_DUPLICATE_FIELD = 'Two data fields have the same name.';
export const MSG_ANALYSIS_DUPLICATE_TAG = 'Two failure tags are the same.';
/** A bound of the analysis settings: 'A Selector field can have at most 50 options.' or '… at most 40 characters.' */
export const analysisLimitMessage = (subject: string, max: number, unit = 'characters') =>
  `${subject} can ${unit === 'characters' ? 'be' : 'have'} at most ${String(max)} ${unit}.`;
export const MSG_ANALYSIS_NOT_JSON = "The model's answer was not JSON.";
export const analysisOffSchemaMessage = (where: string) =>
  `The model's answer did not match the analysis schema (${where}).`;
export const MSG_ANALYSIS_CALL_NOT_FOUND = 'This call does not exist or is not in your organisation.';
export const MSG_ANALYSIS_CALL_NOT_ENDED = 'The call has not ended yet; it is analysed when it ends.';
export const MSG_ANALYSIS_LLM_UNAVAILABLE =
  'The language model could not be reached; the analysis will be tried again.';

// The test lab (docs/test-lab.md). Not in the spec: Parley's texts.
export const MSG_AGENT_TEST_NAME_REQUIRED = 'Give the test a name.';
export const MSG_AGENT_TEST_NEEDS_CALLER_LINE = 'Add at least one caller line.';
export const MSG_AGENT_TEST_NEEDS_ASSERTION = 'Add at least one check on the reply.';
export const MSG_TEST_RUN_NOT_FOUND = 'Test run not found';
export const MSG_NO_TESTS_TO_RUN = 'This agent has no tests to run.';
export const maxTurnsClampedMessage = (entered: number, max: number) =>
  `Max turns ${entered.toLocaleString('en-US')} is more than a scenario may take; it runs ${String(max)} turns.`;
export const MSG_TEST_INVALID = 'This test is not valid; edit it and run again.';
export const MSG_START_NODE_DOES_NOT_WAIT = 'The starting step is not a step that waits for the caller.';
export const MSG_TOOL_MOCK_MISSING = 'No tool mock matches this request, so it was not sent.';

// The voice engine sync (docs/voice-engine.md). Not in the spec: Parley's texts.
export const vapiSyncPendingMessage = (error: string | null) =>
  `Voice engine sync pending${error ? `: ${error}` : ''}. Retrying automatically.`;
export const LABEL_VAPI_SYNC_RETRY = 'Retry now';
export const MSG_VAPI_SYNC_DONE = 'The voice engine is up to date.';
export const MSG_VAPI_NOT_CONFIGURED = 'No voice engine is configured in this deployment.';
export const vapiNumberRefusedMessage = (reason: string) => `The voice engine refused this number: ${reason}`;
export const MSG_VAPI_NUMBER_UNREACHABLE =
  'The voice engine could not be reached to register this number; add it again to retry.';
/** What the agent says when a callee of an outbound call asks not to be called again (docs/runtime.md). */
export const MSG_OPT_OUT_CONFIRMATION = 'Understood. We will not call you again. Goodbye.';
