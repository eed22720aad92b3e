// The new user's checklist as the agent itself shows it. The user's flags (t_users.newUserCheckList)
// tick when the user does a step in the app; an agent made another way (the seed, a duplicate, an
// import, a teammate) already has its voice or number without that user ever ticking anything, so a
// step is done when either says so: the checklist never asks for something the agent already has.
import type { Agent } from '../schemas/agent';
import type { NewUserCheckList } from '../schemas/user';

type SetupFields = Pick<
  Agent,
  'selectedVoiceId' | 'businessPhoneNumber' | 'faqIds' | 'documentIds' | 'websiteIds' | 'workflowIds'
>;

/** Which checklist steps the agent's own state shows as done. */
export function agentSetupFacts(agent: SetupFields): NewUserCheckList {
  return {
    hasChosenVoice: agent.selectedVoiceId !== null,
    hasAddedKnowledgeBase:
      agent.faqIds.length > 0 || agent.documentIds.length > 0 || agent.websiteIds.length > 0,
    hasAddedWorkflow: agent.workflowIds.length > 0,
    hasAddedPhoneNumber: agent.businessPhoneNumber !== null,
  };
}

/** The checklist to show: a step is done when the user ticked it or the agent already has it. */
export function agentChecklist(flags: NewUserCheckList, agent: SetupFields | null): NewUserCheckList {
  if (!agent) return flags;
  const facts = agentSetupFacts(agent);
  return {
    hasChosenVoice: flags.hasChosenVoice || facts.hasChosenVoice,
    hasAddedKnowledgeBase: flags.hasAddedKnowledgeBase || facts.hasAddedKnowledgeBase,
    hasAddedWorkflow: flags.hasAddedWorkflow || facts.hasAddedWorkflow,
    hasAddedPhoneNumber: flags.hasAddedPhoneNumber || facts.hasAddedPhoneNumber,
  };
}
