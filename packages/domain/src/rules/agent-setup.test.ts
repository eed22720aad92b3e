import { describe, expect, it } from 'vitest';
import { agentSchema } from '../schemas/agent';
import { newUserCheckListSchema } from '../schemas/user';
import { agentChecklist, agentSetupFacts } from './agent-setup';

const bare = agentSchema.parse({ id: 'a1', uid: 'u1', orgId: 'o1', name: 'Agent' });
const none = newUserCheckListSchema.parse({});

describe('agentSetupFacts', () => {
  it('sees nothing done on an agent with no voice, knowledge, workflow or number', () => {
    expect(agentSetupFacts(bare)).toEqual(none);
  });

  it('sees a voice, any knowledge, a workflow and a number as done', () => {
    const ready = agentSchema.parse({
      ...bare,
      selectedVoiceId: 'v1',
      websiteIds: ['w1'],
      workflowIds: ['f1'],
      businessPhoneNumber: { number: '+14155550123' },
    });
    expect(agentSetupFacts(ready)).toEqual({
      hasChosenVoice: true,
      hasAddedKnowledgeBase: true,
      hasAddedWorkflow: true,
      hasAddedPhoneNumber: true,
    });
    expect(agentSetupFacts({ ...bare, faqIds: ['q1'] }).hasAddedKnowledgeBase).toBe(true);
    expect(agentSetupFacts({ ...bare, documentIds: ['d1'] }).hasAddedKnowledgeBase).toBe(true);
  });
});

describe('agentChecklist', () => {
  it('ticks a step the agent already has even though the user never did it (a seeded agent)', () => {
    const seeded = agentSchema.parse({
      ...bare,
      selectedVoiceId: 'v1',
      businessPhoneNumber: { number: '+14155550123' },
    });
    const shown = agentChecklist(none, seeded);
    expect(shown.hasChosenVoice).toBe(true);
    expect(shown.hasAddedPhoneNumber).toBe(true);
    expect(shown.hasAddedWorkflow).toBe(false);
  });

  it("keeps the user's own ticks, and only those while the agent is unknown", () => {
    const flags = newUserCheckListSchema.parse({ hasAddedWorkflow: true });
    expect(agentChecklist(flags, bare)).toEqual(flags);
    expect(agentChecklist(flags, null)).toEqual(flags);
  });
});
