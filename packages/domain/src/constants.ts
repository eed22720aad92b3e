// The business constants (limits, sizes, defaults) and the collection names (docs/data-model.md).

/** The brand shown wherever the spec writes `{product}`. */
export const PRODUCT_NAME = 'Parley';

/** Firestore collection names; docs/data-model.md describes each collection and who writes it. */
export const COLLECTIONS = {
  users: 't_users',
  orgs: 't_orgs',
  agents: 't_agents',
  agentEndpoints: 't_agents_endpoints',
  faqs: 't_faqs',
  documents: 't_documents',
  websites: 't_websites',
  widgets: 't_widgets',
  workflows: 't_workflows',
  voices: 't_voices',
  customIntegrations: 't_w_custom_integrations',
  customActions: 't_w_custom_actions',
  integrationRequests: 't_w_integration_requests',
  campaigns: 't_campaigns',
  phoneNumbers: 't_phone_numbers',
  agentVersions: 't_agent_versions',
  calls: 't_calls',
  /** Daily call summaries per agent and per organisation, kept by a trigger on t_calls (docs/calls.md). */
  callSummaries: 't_call_summaries',
  creditLedger: 't_credit_ledger',
  /** Each user's credit balance, kept with the ledger in one transaction (server-written). */
  creditBalances: 't_credit_balances',
  /**
   * Private organisation invites, keyed by the SHA-256 of their token (server-only; t_orgs.pendingInvites
   * lists who is invited under an opaque id). See docs/security.md.
   */
  orgInvites: 't_org_invites',
  /** An organisation's credentials (public invite token, API keys): read by its owner and admins only. */
  orgSecrets: 't_org_secrets',
  /** Outgoing e-mail in the Firebase Trigger Email extension's format (server-only). */
  mail: 'mail',
  /** Trigger events already handled, so a replayed event changes nothing (server-only, TTL on expireAt). */
  processedEvents: 't_processed_events',
  /** Post-call webhook deliveries, one per call and URL (server-only; docs/integrations.md). */
  webhookDeliveries: 't_webhook_deliveries',
  /**
   * Per organisation, the generation of its post-call signing secret and when it was rotated
   * (server-only). The secret itself is derived from a platform key and never stored.
   */
  webhookSigning: 't_webhook_signing',
  /** Provider credentials a user handed over or a sub-account's keys, encrypted (server-only, no client access). */
  providerCredentials: 't_provider_credentials',
  /** One record per number bought on the platform account, so a retried purchase never buys twice (server-only). */
  numberPurchases: 't_number_purchases',
  /**
   * A clone's provider voices until the user keeps one (server-only): never library voices, so an
   * abandoned clone leaves nothing in t_voices; expired ones are swept with their provider voices.
   */
  voiceCloneCandidates: 't_voice_clone_candidates',
  /** A/B tests of a live agent against its B copy: split, status, winner (server-only writes). */
  abTests: 't_ab_tests',
  /** Platform ADMIN batch operations on agents, advanced chunk by chunk (server-only). */
  adminJobs: 't_admin_jobs',
  /** Numbers an organisation never calls, checked before every campaign dial (docs/campaigns.md). */
  doNotCall: 't_do_not_call',
  /** One conversation the agent runtime holds: its state and transcript, per call or Test chat (server-only). */
  conversations: 't_conversations',
  /** The configuration conversations run, stored once under its content hash (server-only; docs/runtime.md). */
  runtimeSnapshots: 't_runtime_snapshots',
  /** Bookings in each agent's own calendar, one per slot (server-only; docs/runtime.md, "Calendar"). */
  calendarBookings: 't_calendar_bookings',
  /** Each agent's runtime endpoint secret (server-only; shown to its editors through a route). */
  agentSecrets: 't_agent_secrets',
  /** An agent's tests: turn tests and simulated-caller scenarios (editors write; docs/test-lab.md). */
  agentTests: 't_agent_tests',
  /** Runs of an agent's tests and their live progress (server-written; docs/test-lab.md). */
  testRuns: 't_test_runs',
  /** One test's result in one run (server-written; docs/test-lab.md). */
  testResults: 't_test_results',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

// ---- accounts, organisations and agents ----------------------------------------------------------------

/** Batch operations (delete, cluster change, OpenAI resources toggle, concurrency change) chunk size. */
export const BATCH_CHUNK_SIZE = 500;
/** Firestore 'in' queries take at most this many values. */
export const IN_QUERY_CHUNK_SIZE = 30;
export const PENDING_INVITE_TTL_MS = 24 * 60 * 60 * 1000;
/** Sidebar and pinned cookies: 30 days. */
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 2_592_000;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const PINNED_COOKIE_NAME = 'sidebar_pinned';
export const TEN_MB_BYTES = 10_485_760;
export const PROFILE_PHOTO_MAX_BYTES = TEN_MB_BYTES;
export const PROFILE_PHOTO_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const PROFILE_PHOTO_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;
/** Version numbers count in tenths: version 1 is shown as v0.1. */
export const DEFAULT_VERSION = 1;
/** An API key is 16 random bytes, hex-encoded. */
export const API_KEY_BYTES = 16;
export const DEFAULT_CONCURRENCY = 4;
export const CURRENCY = 'USD';
/** A private organisation invite works for 7 days after it is sent. */
export const ORG_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The web path an invite e-mail links to, with `?token=`. */
export const ACCEPT_INVITE_PATH = '/accept-invite';

// ---- voices, numbers and campaigns ---------------------------------------------------------------------

export const CLONE_SAMPLE_MAX_BYTES = TEN_MB_BYTES;
export const RECORDING_LIMIT_SECONDS = 120;
export const CLONE_NAME_MAX_LENGTH = 15;
/** Cloud Storage folder of clone uploads and their provider samples: voice-clones/{uid}/{cloneId}/... */
export const VOICE_CLONES_STORAGE_DIR = 'voice-clones';
/** How long unchosen clone candidates live (a closed tab never discards them) before a sweep removes them. */
export const CLONE_CANDIDATE_LIFETIME_MS = 6 * 60 * 60 * 1000;
export const VOICE_SPEED = { min: 0.5, max: 1.5, step: 0.05, default: 1 } as const;
export const WEIGHT = { min: 0, max: 100, decimals: 2, step: 0.01, total: 100 } as const;
export const AVAILABLE_NUMBERS_CACHE_MS = 30_000;
export const MODAL_RESET_DELAY_MS = 300;
export const MAX_VISIBLE_TOASTS = 1;
/** Cards show this many tags before the '+N' overflow. */
export const CARD_VISIBLE_TAGS = 2;
/** Featured carousel: slides per view from each minimum width (px). */
export const FEATURED_CAROUSEL_BREAKPOINTS = [
  { minWidth: 768, slides: 3 },
  { minWidth: 1024, slides: 4 },
  { minWidth: 1280, slides: 5 },
] as const;
export const VOICE_TABLE_HEIGHT_PX = 500;
export const CUSTOMIZE_PANEL_WIDTH_PX = 540;
export const ADD_NUMBERS_LIST_MAX_HEIGHT_PX = 200;
/** Countries the Buy number search offers (ISO codes; the platform's Twilio account sells in these). */
export const BUY_NUMBER_COUNTRIES = ['US', 'CA', 'GB', 'AU'] as const;

/** Monthly credits per plan when the user has no subscription items. */
export const MONTHLY_CREDITS_BY_PLAN = {
  FREE: 100,
  STARTER: 200,
  PROFESSIONAL: 600,
  BUSINESS: 2000,
  ENTERPRISE: 5000,
} as const;
export const MONTHLY_CREDITS_UNKNOWN_PLAN = 0;
export const MONTHLY_CREDITS_NO_PLAN = 100;
/** The per-price credit amounts of the spec; which Stripe price carries which is configuration. */
export const PRICE_CREDIT_AMOUNTS = [100, 1200, 200, 2400, 400, 4800, 600, 7200, 1500, 2000, 24000] as const;
/** Credits a call costs per started minute, unless the deployment sets CREDITS_PER_CALL_MINUTE. */
export const DEFAULT_CREDITS_PER_CALL_MINUTE = 1;
/** Model tokens (prompt and completion) a credit buys, unless the deployment sets MODEL_TOKENS_PER_CREDIT. */
export const DEFAULT_MODEL_TOKENS_PER_CREDIT = 10_000;

// ---- local stack -----------------------------------------------------------------------------------------

/**
 * The platform Twilio account of the local fake (scripts/fakes/twilio.ts). The functions use it when the
 * TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN secrets are unset and TWILIO_API_BASE_URL points at the fake.
 * A fixture, not a secret: the real Twilio API knows no such account.
 */
export const LOCAL_TWILIO_PLATFORM_ACCOUNT = {
  accountSid: `AC${'0'.repeat(31)}1`,
  authToken: 'local-fake-platform-auth-token',
} as const;
