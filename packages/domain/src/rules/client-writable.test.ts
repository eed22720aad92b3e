import { describe, expect, it } from 'vitest';
import { AGENT_VOICE_FIELDS, CLIENT_WRITABLE_FIELDS, clientWriteViolations } from './client-writable';

describe('client-writable fields', () => {
  it('let a client edit agent names, greeting and settings', () => {
    expect(clientWriteViolations('t_agents', ['name', 'greeting', 'generalSettings'])).toEqual([]);
  });

  it('leave the voice fields to updateAgentVoice and the checklist to functions', () => {
    expect(clientWriteViolations('t_agents', [...AGENT_VOICE_FIELDS])).toEqual([...AGENT_VOICE_FIELDS]);
    expect(clientWriteViolations('t_users', ['displayName', 'newUserCheckList'])).toEqual([
      'newUserCheckList',
    ]);
  });

  it('keep counters, membership, plans, versions and status server-side', () => {
    expect(clientWriteViolations('t_agents', ['version', 'isDraft', 'concurrency'])).toEqual([
      'version',
      'isDraft',
      'concurrency',
    ]);
    expect(clientWriteViolations('t_users', ['role', 'plan', 'myVoiceIds'])).toEqual([
      'role',
      'plan',
      'myVoiceIds',
    ]);
  });

  it('lets no client write a campaign: its pool goes through the routes that check the numbers', () => {
    expect(Object.keys(CLIENT_WRITABLE_FIELDS)).not.toContain('t_campaigns');
  });

  it('lets no client write a FAQ: a draft shares them with its live agent, so the FAQ routes do', () => {
    expect(Object.keys(CLIENT_WRITABLE_FIELDS)).not.toContain('t_faqs');
  });
});
