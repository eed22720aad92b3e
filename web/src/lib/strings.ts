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
/** A step done on an agent's page, while the organisation has no agent yet. */
export const CHECKLIST_NEEDS_AGENT = 'Create an agent first';

export const LABEL_CREATE = 'Create';
export const LABEL_CREATING = 'Creating…';
export const LABEL_CREATE_AGENT = 'Create agent';

export const LABEL_LOADING = 'Loading…';
export const LABEL_LOADING_PAGE = 'Loading page';
export const LABEL_CONFIRM = 'Confirm';

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

export const LABEL_SAVE = 'Save';
export const LABEL_DISCARD_CHANGES = 'Discard changes';
export const LABEL_BREADCRUMB = 'Breadcrumb';
export const MSG_FILE_NOT_READ = 'The file could not be read';
export const rangeHint = (min: number, max: number): string => `${min} to ${max}`;

// Agents
export const LABEL_AGENTS = 'Agents';
export const LABEL_LOADING_AGENTS = 'Loading agents';
export const LABEL_LOADING_AGENT = 'Loading agent';
export const LABEL_SEARCH_AGENTS = 'Search agents';
export const LABEL_UNTITLED_AGENT = 'Untitled agent';
export const LABEL_NO_AGENTS_YET = 'No agents yet';
export const MSG_CREATE_FIRST_AGENT = 'Create your first agent to start answering calls.';
export const noAgentsMatchMessage = (search: string): string => `No agents match “${search}”.`;
export const loadAgentsErrorMessage = (message: string): string => `Could not load agents: ${message}`;
export const lastEditedByMessage = (who: string): string => `Last edited by ${who}`;
export const agentActionsLabel = (agentName: string): string => `Actions for ${agentName}`;
export const MSG_AGENT_CREATED = 'Agent created';
export const MSG_AGENT_DUPLICATED = 'Agent duplicated';
export const agentDuplicatedIntoMessage = (orgName: string): string => `Agent duplicated into ${orgName}`;
export const MSG_AGENT_DELETED = 'Agent deleted';
export const deleteAgentConfirmTitle = (agentName: string): string => `Delete ${agentName}?`;
export const MSG_DELETE_AGENT_CONFIRM =
  'The agent is removed for everyone in the organisation. This cannot be undone.';
export const MSG_NO_ORGANISATION_YET =
  'You do not belong to an organisation yet. Create one or accept an invite.';
export const MSG_LOAD_ORGANISATION_FAILED = 'Could not load the organisation';

// The agent editor's sections
export const LABEL_NAME_GREETING_SECTION = 'Name and greeting';
export const MSG_NAME_GREETING_SECTION = 'How the agent is listed and what it says when it answers.';
export const LABEL_GENERAL_SECTION = 'General settings';
export const MSG_GENERAL_SECTION = 'Call limits, recording and compliance.';
export const LABEL_NOTIFICATIONS_SECTION = 'Notifications';
export const MSG_NOTIFICATIONS_SECTION = 'Who hears about calls and problems, by SMS or e-mail.';
export const LABEL_ADVANCED_SECTION = 'Advanced settings';
export const MSG_ADVANCED_SECTION =
  'Turn-taking timings and engine behaviour. The defaults suit most agents.';
export const MSG_INTERNATIONAL_FORMAT_HINT = 'International format, e.g. +14155550123';
export const LABEL_NOTIFICATION_EVENTS = 'Notification events';
export const LABEL_EVENT = 'Event';
export const LABEL_SMS = 'SMS';

// The app shell
export const LABEL_MAIN_NAVIGATION = 'Main navigation';
export const LABEL_OPEN_NAVIGATION = 'Open navigation';
export const LABEL_PIN_SIDEBAR = 'Pin sidebar';
export const LABEL_UNPIN_SIDEBAR = 'Unpin sidebar';
export const LABEL_COLLAPSE_SIDEBAR = 'Collapse sidebar';
export const LABEL_EXPAND_SIDEBAR = 'Expand sidebar';
export const LABEL_ORGANIZATION = 'Organization';
export const LABEL_ORGANIZATION_SETTINGS = 'Organization settings';
export const LABEL_ACCOUNT_MENU = 'Account menu';
/** Voice-control users say what they see: the initials shown in the button are part of its name. */
export const accountMenuLabel = (initials: string): string =>
  initials ? `${LABEL_ACCOUNT_MENU}, ${initials}` : LABEL_ACCOUNT_MENU;
export const LABEL_LIGHT_MODE = 'Light mode';
export const LABEL_DARK_MODE = 'Dark mode';
export const switchColorModeLabel = (mode: 'light' | 'dark'): string => `Switch to ${mode} mode`;
export const LABEL_SIGN_OUT = 'Sign out';
export const LABEL_PAGE_NOT_FOUND = 'Page not found';
export const MSG_PAGE_NOT_FOUND_BEFORE = 'There is nothing at';
export const MSG_PAGE_NOT_FOUND_AFTER = '. It may have moved, or the link may be mistyped.';
export const LABEL_BACK_HOME = 'Back to home';

// Signing in and up
export const LABEL_PASSWORD = 'Password';
export const LABEL_SHOW_PASSWORD = 'Show password';
export const LABEL_HIDE_PASSWORD = 'Hide password';
export const passwordLengthHint = (min: number): string => `At least ${min} characters`;
export const LABEL_SIGN_IN = 'Sign in';
export const LABEL_SIGNING_IN = 'Signing in…';
export const LABEL_SIGN_UP = 'Sign up';
export const LABEL_CREATE_ACCOUNT = 'Create account';
export const LABEL_CREATING_ACCOUNT = 'Creating account…';
export const LABEL_CREATE_AN_ACCOUNT = 'Create an account';
export const LABEL_FORGOT_PASSWORD = 'Forgot password?';
export const LABEL_RESET_PASSWORD = 'Reset password';
export const LABEL_SEND_RESET_LINK = 'Send reset link';
export const LABEL_SENDING = 'Sending…';
export const LABEL_CONTINUE_WITH_GOOGLE = 'Continue with Google';
export const LABEL_BACK_TO_SIGN_IN = 'Back to sign in';
export const LABEL_SIGN_UP_TITLE = 'Create your account';
export const MSG_SIGN_UP_SUBTITLE = 'Build AI phone agents that answer and place calls for your business.';
export const MSG_ALREADY_HAVE_ACCOUNT = 'Already have an account?';
export const MSG_SIGN_IN_SUBTITLE = 'Welcome back. Sign in to manage your phone agents.';
export const MSG_NEW_HERE = 'New here?';
export const LABEL_RESET_PASSWORD_TITLE = 'Reset your password';
export const MSG_RESET_PASSWORD_SUBTITLE =
  'Enter the e-mail address you sign in with and we will send you a link to choose a new password.';
export const MSG_INVITED_SIGN_UP =
  'You have been invited to an organization. Create your account (or sign in) to join it.';

// Organisations
export const LABEL_RETRY = 'Retry';
export const LABEL_YOU = 'You';
export const LABEL_OWNER = 'Owner';
export const LABEL_ADMIN = 'Admin';
export const LABEL_ADMINS = 'Admins';
export const LABEL_MEMBER = 'Member';
export const LABEL_MEMBERS = 'Members';
export const LABEL_ROLE = 'Role';
export const MSG_NO_ADMINS_YET = 'No admins yet.';
export const MSG_NO_MEMBERS_YET = 'No members yet.';
export const LABEL_LOADING_MEMBERS = 'Loading members';
export const LABEL_REMOVE = 'Remove';
export const LABEL_REMOVE_FROM_ORGANIZATION = 'Remove from organization';
export const removePersonLabel = (name: string): string => `Remove ${name}`;
export const removePersonConfirmTitle = (name: string): string => `Remove ${name}?`;
export const MSG_REMOVE_PERSON_CONFIRM =
  'They lose access to this organization and its agents at once. You can invite them again later.';
export const invitedOnMessage = (date: string): string => `Invited ${date}`;
export const expiresOnMessage = (date: string): string => `Expires ${date}`;
export const LABEL_EXPIRED = 'Expired';
export const MSG_NO_PENDING_INVITES = 'No pending invites.';
export const cancelInviteConfirmTitle = (email: string): string => `Cancel the invite to ${email}?`;
export const MSG_CANCEL_INVITE_CONFIRM =
  'The invite link stops working. You can send a new invite at any time.';
export const LABEL_CANCEL_INVITE = 'Cancel invite';
export const LABEL_KEEP = 'Keep';
export const cancelInviteLabel = (email: string): string => `Cancel invite to ${email}`;
export const LABEL_PENDING_INVITES = 'Pending invites';
export const LABEL_LOADING_ORGANIZATIONS = 'Loading organizations';
export const switchOrganizationLabel = (name: string): string => `Organization: ${name}. Switch organization`;
export const LABEL_YOUR_ORGANIZATIONS = 'Your organizations';
export const LABEL_LOADING_PUBLIC_INVITE_LINK = 'Loading the public invite link';
export const MSG_NO_PUBLIC_INVITE_LINK = 'This organization has no public invite link.';
export const LABEL_PUBLIC_INVITE_LINK = 'Public invite link';
export const MSG_PUBLIC_INVITE_LINK_SECTION =
  'Anyone with this link can join as a member. Share it with care.';
export const LABEL_COPY_LINK = 'Copy link';
export const LABEL_INVITE_PEOPLE = 'Invite people';
export const MSG_INVITE_PEOPLE_SECTION =
  'They get an e-mail with a link to join. Admins can invite and remove people.';
export const LABEL_SEND_INVITE = 'Send invite';
export const LABEL_PEOPLE = 'People';
export const MSG_PEOPLE_SECTION = 'Everyone in this organization can see and edit its agents.';
export const LABEL_LOADING_ORGANIZATION = 'Loading organization';
export const MSG_NO_ORGANIZATION_ASK_TEAMMATE =
  'You do not belong to an organization yet. Ask a teammate for an invite link.';
export const LABEL_JOIN_ORGANIZATION = 'Join an organization';
export const LABEL_GO_TO_AGENTS = 'Go to your agents';
export const MSG_JOINING_ORGANIZATION = 'Joining the organization…';
export const LABEL_CONTINUE = 'Continue';
export const LABEL_I_HAVE_VERIFIED = 'I have verified my e-mail address';
export const LABEL_SEND_VERIFICATION = 'Send the verification e-mail';

// ---- plan gates: the upgrade link beside every control a plan closes ------------------------------
export const LABEL_SEE_PLANS = 'See plans';
export const LABEL_BILLING = 'Billing';
