// Every deployed function, by its deployed name. Logic lives beside each function, not here.
export { onAdminJobWritten } from './admin/on-admin-job-written';
export { onAgentWritten } from './agents/on-agent-written';
export { createAgent } from './agents/create-agent';
export { deleteAgent } from './agents/delete-agent';
export { api } from './api/api';
export { onCallWritten } from './calls/on-call-written';
export { onCampaignWritten } from './campaigns/runner/on-campaign-written';
export { sweepCampaigns } from './campaigns/runner/sweep-campaigns';
export { health } from './health/health';
export { removeOrgMember } from './orgs/remove-org-member';
export { onAuthUserCreated } from './users/on-auth-user-created';
export { onUserPlanWritten } from './users/on-user-plan-written';
export { sweepCloneCandidates } from './voices/sweep-clone-candidates';
export { toggleFavouriteVoice } from './voices/toggle-favourite-voice';
export { onVersionAgentWritten } from './versions/on-version-agent-written';
export { onVersionWorkflowWritten } from './versions/on-version-workflow-written';
export { updateAgentVoice } from './voices/update-agent-voice';
