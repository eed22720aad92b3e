import { describe, expect, it } from 'vitest';
import { agentSchema, businessPhoneNumberSchema } from './agent';
import { agentEndpointSchema } from './agent-endpoint';
import { agentVersionSchema } from './agent-version';

const minimal = { id: 'a1', uid: 'u1', orgId: 'o1', name: 'Front desk' };

describe('agent schema', () => {
  const agent = agentSchema.parse(minimal);

  it('fills the spec defaults', () => {
    expect(agent.enableMultiLingual).toBe(true);
    expect(agent.conversationStyle).toBe('Casual');
    expect(agent.concurrency).toBe(4);
    expect(agent.cluster).toBe('PROD');
    expect(agent.version).toBe(1);
    expect(agent.versionCount).toBe(1);
    expect(agent.isDraft).toBe(false);
    expect(agent.workflowSettings).toEqual({ defaultWorkflowId: null });
    expect(agent.businessPhoneNumber).toBeNull();
    expect(agent.workflowIds).toEqual([]);
  });

  it('fills nested defaults inside a partly given settings block', () => {
    const parsed = agentSchema.parse({ ...minimal, generalSettings: { maxDurationMinutes: 5 } });
    expect(parsed.generalSettings.maxDurationMinutes).toBe(5);
    expect(parsed.generalSettings.silenceTimeoutSeconds).toBe(15);
  });

  it('refuses a voice speed off the slider', () => {
    expect(agentSchema.safeParse({ ...minimal, voiceEngineSettings: { voiceSpeed: 2 } }).success).toBe(false);
    expect(agentSchema.safeParse({ ...minimal, voiceEngineSettings: { voiceSpeed: 0.4 } }).success).toBe(
      false,
    );
  });

  it('refuses an unknown cluster', () => {
    expect(agentSchema.safeParse({ ...minimal, cluster: 'EU' }).success).toBe(false);
  });

  it('parses a business phone number with brand voice mode by default', () => {
    expect(businessPhoneNumberSchema.parse({ number: '+12015550100' })).toMatchObject({
      number: '+12015550100',
      countryCode: 'US',
      voiceMode: 'Parley',
      a2p10dlc: false,
    });
  });
});

describe('agent endpoint and version', () => {
  it('parses a SIP endpoint', () => {
    const endpoint = agentEndpointSchema.parse({ agent_id: 'a1', sipAddress: 'sip:desk@example.com' });
    expect(endpoint.number).toBeNull();
    expect(endpoint.sipAddress).toBe('sip:desk@example.com');
  });

  it('keeps a full agent snapshot in a version', () => {
    const version = agentVersionSchema.parse({ id: 'v1', agentId: 'a1', version: 2, snapshot: minimal });
    expect(version.snapshot.greeting).toBe('');
    expect(version.isEdited).toBe(false);
    expect(
      agentVersionSchema.safeParse({ id: 'v1', agentId: 'a1', version: 0, snapshot: minimal }).success,
    ).toBe(false);
  });
});
