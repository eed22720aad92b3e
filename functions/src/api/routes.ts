// Every REST route the `api` function serves, one handler file each.
import { startAdminJobRoute } from '../admin/start-admin-job';
import { clearCachedAgentRoute } from '../agents/clear-cached-agent';
import { BILLING_ROUTES } from '../billing/billing-routes';
import { duplicateAgentRoute } from '../agents/duplicate-agent';
import { assignCampaignNumbersRoute } from '../campaigns/assign-campaign-numbers';
import { callEndedWebhookRoute } from '../campaigns/call-ended-webhook';
import { CALL_ROUTES } from '../calls/call-routes';
import { POST_CALL_SIGNING_SECRET_ROUTES } from '../calls/post-call-signing-secret-routes';
import { createCampaignRoute } from '../campaigns/create-campaign';
import { deleteCampaignRoute } from '../campaigns/delete-campaign';
import { getCampaignRoute } from '../campaigns/get-campaign';
import { listCampaignsRoute } from '../campaigns/list-campaigns';
import { pauseCampaignRoute } from '../campaigns/pause-campaign';
import { resumeCampaignRoute } from '../campaigns/resume-campaign';
import { startCampaignRoute } from '../campaigns/start-campaign';
import { terminateCampaignRoute } from '../campaigns/terminate-campaign';
import { triggerCallRoute } from '../campaigns/trigger-call';
import {
  addDoNotCallRoute,
  importDoNotCallRoute,
  removeDoNotCallRoute,
} from '../campaigns/do-not-call/do-not-call-routes';
import { exportCampaignContactsRoute } from '../campaigns/export-campaign-contacts';
import { updateCampaignRoute } from '../campaigns/update-campaign';
import { CUSTOM_ACTION_ROUTES } from '../integrations/actions/action-routes';
import { executeCodeRoute } from '../integrations/code/execute-code';
import { validateCodeRoute } from '../integrations/code/validate-code';
import { getCustomerTokenRoute } from '../integrations/get-customer-token';
import { requestIntegrationRoute } from '../integrations/requests/request-integration';
import { sendRequestRoute } from '../integrations/send-request';
import { KB_ROUTES } from '../knowledge/routes/kb-routes';
import { NUMBER_ROUTES } from '../numbers/number-routes';
import { acceptOrgInviteRoute } from '../orgs/accept-org-invite';
import { acceptPublicInviteRoute } from '../orgs/accept-public-invite';
import { cancelOrgInviteRoute } from '../orgs/cancel-org-invite';
import { sendOrgInviteRoute } from '../orgs/send-org-invite';
import { acceptUserInviteRoute } from '../users/accept-user-invite';
import { getUsersRoute } from '../users/get-users';
import { newUserRoute } from '../users/new-user';
import { sendWelcomeEmailRoute } from '../users/send-welcome-email';
import { addVoiceByProviderRoute } from '../voices/add-voice-by-provider';
import { chooseCloneProviderRoute } from '../voices/choose-clone-provider';
import { cloneVoiceRoute } from '../voices/clone-voice';
import { discardVoiceCloneRoute } from '../voices/discard-voice-clone';
import { RUNTIME_ROUTES } from '../runtime/runtime-secret-routes';
import { testChatRoute } from '../runtime/test-chat-route';
import { TEST_LAB_ROUTES } from '../test-lab/test-lab-routes';
import { retryVapiSyncRoute } from '../vapi/retry-vapi-sync-route';
import { vapiServerMessagesRoute } from '../vapi/server-messages-route';
import { VERSION_ROUTES } from '../versions/version-routes';
import { systemVoicesBundleRoute } from '../voices/system-voices-bundle';
import { WORKFLOW_ROUTES } from '../workflows/workflow-routes';
import type { RouteDefinition } from './route-definition';

export const API_ROUTE_DEFINITIONS: readonly RouteDefinition[] = [
  newUserRoute,
  acceptUserInviteRoute,
  getUsersRoute,
  sendWelcomeEmailRoute,
  sendOrgInviteRoute,
  acceptOrgInviteRoute,
  cancelOrgInviteRoute,
  acceptPublicInviteRoute,
  duplicateAgentRoute,
  clearCachedAgentRoute,
  ...VERSION_ROUTES,
  startAdminJobRoute,
  ...NUMBER_ROUTES,
  listCampaignsRoute,
  getCampaignRoute,
  createCampaignRoute,
  updateCampaignRoute,
  deleteCampaignRoute,
  assignCampaignNumbersRoute,
  startCampaignRoute,
  pauseCampaignRoute,
  resumeCampaignRoute,
  terminateCampaignRoute,
  triggerCallRoute,
  addDoNotCallRoute,
  removeDoNotCallRoute,
  importDoNotCallRoute,
  exportCampaignContactsRoute,
  callEndedWebhookRoute,
  vapiServerMessagesRoute,
  ...CALL_ROUTES,
  systemVoicesBundleRoute,
  cloneVoiceRoute,
  chooseCloneProviderRoute,
  discardVoiceCloneRoute,
  addVoiceByProviderRoute,
  getCustomerTokenRoute,
  sendRequestRoute,
  validateCodeRoute,
  executeCodeRoute,
  ...CUSTOM_ACTION_ROUTES,
  ...POST_CALL_SIGNING_SECRET_ROUTES,
  requestIntegrationRoute,
  ...BILLING_ROUTES,
  ...WORKFLOW_ROUTES,
  ...KB_ROUTES,
  testChatRoute,
  ...RUNTIME_ROUTES,
  retryVapiSyncRoute,
  ...TEST_LAB_ROUTES,
];
