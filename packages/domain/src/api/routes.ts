// The HTTPS contract of the accounts, organisations and agents slice: every REST
// path the `api` function serves and every callable, by name. Web and functions both read these.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  /**
   * The path as the spec writes it; `{name}` marks a path parameter, always a document id
   * (documentIdSchema).
   */
  readonly path: string;
  /** How a request body is encoded: JSON unless set (a body of another type is refused with 415). */
  readonly body?: 'multipart';
}

/** The deployed name of the HTTPS function that serves every route below. */
export const API_FUNCTION_NAME = 'api';

/**
 * Where the web reaches the `api` function locally: the Functions emulator's URL for it. In production
 * Hosting rewrites `/api/**`, `/user/**`, `/agent/**`, `/phone-numbers/**` and `/public/**` to it, so the
 * base is the app's own origin.
 */
export function localApiBaseUrl(
  projectId = 'demo-parley',
  host = '127.0.0.1:5001',
  region = 'us-central1',
  /** Another HTTPS function's base the same way (the agent runtime's `runtime`). */
  functionName = API_FUNCTION_NAME,
): string {
  return `http://${host}/${projectId}/${region}/${functionName}`;
}

/** Every REST route of the slice, with the spec's method and path. All require a bearer ID token. */
export const API_ROUTES = {
  newUser: { method: 'POST', path: '/user/new' },
  acceptUserInvite: { method: 'POST', path: '/user/accept-invite' },
  getUsers: { method: 'POST', path: '/user/get-users' },
  sendWelcomeEmail: { method: 'POST', path: '/api/sendWelcomeEmail' },
  sendOrgInvite: { method: 'POST', path: '/api/org-invite' },
  acceptOrgInvite: { method: 'PUT', path: '/api/org-invite' },
  cancelOrgInvite: { method: 'DELETE', path: '/api/org-invite' },
  acceptPublicInvite: { method: 'POST', path: '/api/accept-public-invite' },
  duplicateAgent: { method: 'POST', path: '/agent/duplicate' },
  clearCachedAgent: { method: 'DELETE', path: '/agent/{agentId}/clear-cached-agent' },
  /** Drafts, publish, restore and A/B tests (docs/versions.md). ensureAgentDraft is ours, not the spec's. */
  ensureAgentDraft: { method: 'POST', path: '/agent/draft' },
  publishAgent: { method: 'POST', path: '/agent/publish' },
  restoreAgentVersion: { method: 'POST', path: '/agent/restore-version' },
  createAbTest: { method: 'POST', path: '/agent/ab-test' },
  updateAbSplit: { method: 'POST', path: '/agent/ab-test/{testCaseId}/split' },
  endAbTest: { method: 'POST', path: '/agent/ab-test/{testCaseId}/end' },
  /** Platform ADMIN only: a batch operation on agents, run as a t_admin_jobs document. */
  startAdminJob: { method: 'POST', path: '/api/admin/agent-jobs' },
  availableNumbers: { method: 'POST', path: '/phone-numbers/available-numbers' },
  buyNumber: { method: 'POST', path: '/phone-numbers/buy-number' },
  createSipAddress: { method: 'POST', path: '/phone-numbers/create-sip-address' },
  importNumber: { method: 'POST', path: '/phone-numbers/import-number' },
  deleteNumber: { method: 'POST', path: '/phone-numbers/delete-number' },
  setPrimaryEndpoint: { method: 'POST', path: '/phone-numbers/set-primary-endpoint' },
  createOrgSubaccount: { method: 'POST', path: '/phone-numbers/create-org-subaccount' },
  importTwilioExternalAccount: { method: 'POST', path: '/phone-numbers/twilio/import-external-account' },
  listTwilioNumbers: { method: 'POST', path: '/phone-numbers/twilio/list-numbers' },
  connectVonageAccount: { method: 'POST', path: '/phone-numbers/vonage/connect-account' },
  agentAvailablePhoneNumbers: { method: 'GET', path: '/public/phone-numbers/agents/{agentId}/available' },
  cloneVoice: { method: 'POST', path: '/public/voices/clone', body: 'multipart' },
  chooseCloneProvider: { method: 'PATCH', path: '/public/voices/{id}' },
  /** Not in the spec: Back, Try Again or Cancel after a clone drops its unchosen candidates. */
  discardVoiceClone: { method: 'DELETE', path: '/public/voices/clone/{id}' },
  addVoiceByProvider: { method: 'POST', path: '/public/voices/add-by-provider' },
  systemVoicesBundle: { method: 'GET', path: '/public/voices/system-bundle' },
  listCampaigns: { method: 'GET', path: '/public/campaigns/agent/{agentId}' },
  getCampaign: { method: 'GET', path: '/public/campaigns/{id}' },
  createCampaign: { method: 'POST', path: '/public/campaigns' },
  updateCampaign: { method: 'PATCH', path: '/public/campaigns/{id}' },
  deleteCampaign: { method: 'DELETE', path: '/public/campaigns/{id}' },
  assignCampaignNumbers: { method: 'POST', path: '/public/phone-numbers/campaigns/{campaignId}/assign' },
  startCampaign: { method: 'POST', path: '/outbound/campaign/{id}/start' },
  pauseCampaign: { method: 'POST', path: '/outbound/campaign/{id}/pause' },
  resumeCampaign: { method: 'POST', path: '/outbound/campaign/{id}/resume' },
  terminateCampaign: { method: 'POST', path: '/outbound/campaign/{id}/terminate' },
  triggerCall: { method: 'POST', path: '/outbound/trigger-call' },
  /** The organisation's do-not-call list (docs/campaigns.md#do-not-call). Not in the spec. */
  addDoNotCall: { method: 'POST', path: '/public/do-not-call' },
  /** Owner and admins only. */
  removeDoNotCall: { method: 'POST', path: '/public/do-not-call/remove' },
  importDoNotCall: { method: 'POST', path: '/public/do-not-call/import' },
  /** A campaign's contacts with each pre-dial decision and reason, as CSV. Not in the spec. */
  exportCampaignContacts: { method: 'GET', path: '/public/campaigns/{id}/contacts/export' },
  /** The voice engine's call-ended webhook: shared secret (VOICE_ENGINE_SECRET_HEADER), no bearer token. */
  callEndedWebhook: { method: 'POST', path: '/outbound/webhooks/call-ended' },
  /** Every call the voice engine reports: signed (CALL_EVENT_SIGNATURE_HEADER), no bearer token (docs/calls.md). */
  callEvents: { method: 'POST', path: '/voice-engine/webhooks/call-events' },
  /** Vapi's server messages: X-Vapi-Secret header, no bearer token (docs/vapi-messages.md). */
  vapiServerMessages: { method: 'POST', path: '/vapi/server-messages' },
  /** CSV of the call log's filtered calls (query parameters: callFiltersSchema); plan feature export_calls. */
  exportCalls: { method: 'GET', path: '/calls/export' },
  /** Pause or resume an agent's call queue, or set its mode. */
  updateCallQueue: { method: 'POST', path: '/agent/{agentId}/queue' },
  /** Runs the post-call analysis of one call again with its agent's current settings (docs/analysis.md). */
  rerunCallAnalysis: { method: 'POST', path: '/calls/{callId}/analysis/rerun' },
  getCustomerToken: { method: 'POST', path: '/integrations/get-customer-token' },
  /** Needs the X-Parley-Customer-Token header (CUSTOMER_TOKEN_HEADER) besides the ID token. */
  sendRequest: { method: 'POST', path: '/integrations/send-request' },
  validateCode: { method: 'POST', path: '/agent/code-block/validate-code' },
  /** Needs the X-Parley-Customer-Token header for the agent the signature names. */
  executeCode: { method: 'POST', path: '/agent/code-block/execute-code' },
  /** The action marketplace (docs/integrations.md): custom actions and integration requests. */
  saveCustomAction: { method: 'POST', path: '/integrations/custom-actions/save' },
  submitCustomAction: { method: 'POST', path: '/integrations/custom-actions/{actionId}/submit' },
  /** Platform ADMIN only: approve (published) or reject (back to draft with a note). */
  reviewCustomAction: { method: 'POST', path: '/integrations/custom-actions/{actionId}/review' },
  requestIntegration: { method: 'POST', path: '/integrations/request-integration' },
  /** An organisation's post-call webhook signing secret: its owner and admins (docs/integrations.md). */
  revealPostCallSigningSecret: { method: 'POST', path: '/integrations/post-call-webhooks/signing-secret' },
  /** Replaces it; the previous one signs beside it for POST_CALL_SECRET_GRACE_MS. */
  rotatePostCallSigningSecret: {
    method: 'POST',
    path: '/integrations/post-call-webhooks/rotate-signing-secret',
  },
  /** Workflows (docs/workflows.md): written only through these; the server computes flags and revision. */
  saveWorkflow: { method: 'POST', path: '/agent/workflow/save' },
  createWorkflow: { method: 'POST', path: '/agent/workflow/create' },
  updateWorkflow: { method: 'POST', path: '/agent/workflow/update' },
  duplicateWorkflow: { method: 'POST', path: '/agent/workflow/duplicate' },
  deleteWorkflow: { method: 'POST', path: '/agent/workflow/delete' },
  setDefaultWorkflow: { method: 'POST', path: '/agent/workflow/set-default' },
  /** The agent runtime (docs/runtime.md): Test chat, and the agent's runtime secret for voice engines. */
  testChat: { method: 'POST', path: '/agent/{agentId}/test-chat' },
  revealRuntimeSecret: { method: 'POST', path: '/agent/{agentId}/runtime-secret' },
  rotateRuntimeSecret: { method: 'POST', path: '/agent/{agentId}/runtime-secret/rotate' },
  /** Runs the agent's voice engine sync once now (docs/voice-engine.md); editors only. */
  retryVapiSync: { method: 'POST', path: '/agent/{agentId}/vapi-sync/retry' },
  /** The test lab (docs/test-lab.md): run an agent's tests, cancel a run. */
  startTestRun: { method: 'POST', path: '/agent/{agentId}/test-runs' },
  cancelTestRun: { method: 'POST', path: '/agent/{agentId}/test-runs/{runId}/cancel' },
  workflowTemplates: { method: 'GET', path: '/api/workflow-templates' },
  /** Knowledge base (docs/knowledge-base.md). */
  getKnowledgeBase: { method: 'GET', path: '/object/kb/{agentId}' },
  addKnowledgeDocument: { method: 'POST', path: '/agent/knowledge-base/add-document' },
  updateKnowledgeDocument: { method: 'POST', path: '/agent/knowledge-base/update-document' },
  deleteKnowledgeDocument: { method: 'POST', path: '/agent/knowledge-base/delete-document' },
  /** Not in the spec: FAQs are created and changed here (delete-document deletes them, type faq). */
  addKnowledgeFaqs: { method: 'POST', path: '/agent/knowledge-base/add-faqs' },
  updateKnowledgeFaq: { method: 'POST', path: '/agent/knowledge-base/update-faq' },
  /** Not in the spec: a short-lived download URL of a document's file (its presignedUrl). */
  knowledgeDocumentUrl: { method: 'POST', path: '/agent/knowledge-base/document-url' },
  /** Not in the spec: the passages the agent would use to answer a question. */
  askKnowledgeBase: { method: 'POST', path: '/agent/knowledge-base/ask' },
  convertToMarkdown: { method: 'POST', path: '/scrape/convert-to-markdown' },
  crawlWebsite: { method: 'POST', path: '/scrape/crawl-website' },
  /** Not in the spec: stops a queued or running crawl. */
  cancelCrawl: { method: 'POST', path: '/scrape/cancel-crawl' },
  /**
   * Not in the spec: the embeddable widget's public configuration. No bearer token: answered only to a
   * page whose Origin is one of the widget's allowed websites (docs/knowledge-base.md#the-web-widget).
   */
  widgetConfig: { method: 'GET', path: '/widget/{widgetId}' },
  /** Billing (docs/billing.md): Stripe Checkout and Customer Portal sessions, invoices, credits. */
  createCheckoutSession: { method: 'POST', path: '/billing/checkout-session' },
  createPortalSession: { method: 'POST', path: '/billing/portal-session' },
  listInvoices: { method: 'GET', path: '/billing/invoices' },
  getCredits: { method: 'GET', path: '/billing/credits' },
  /** Platform ADMIN only: add or remove credits with a reason. */
  adjustCredits: { method: 'POST', path: '/billing/credits/adjust' },
  /** Stripe's webhook: verified by its Stripe-Signature header (raw body), no bearer token. */
  stripeWebhook: { method: 'POST', path: '/stripe/webhook' },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** Callable functions of the slice (in-app actions without a REST path in the spec), by deployed name. */
export const CALLABLES = {
  createAgent: 'createAgent',
  deleteAgent: 'deleteAgent',
  removeOrgMember: 'removeOrgMember',
  toggleFavouriteVoice: 'toggleFavouriteVoice',
  updateAgentVoice: 'updateAgentVoice',
} as const;

export type CallableName = keyof typeof CALLABLES;

/**
 * A route's concrete path: `{name}` placeholders replaced by URL-encoded parameters. Throws when a
 * placeholder has no value, so a typo never produces a request to a literal `{agentId}`.
 */
export function apiPath(route: ApiRoute, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new RangeError(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
