import { describe, expect, it } from 'vitest';
import { workflowContentSchema } from '../schemas/workflow';
import { defaultWorkflow, defaultWorkflowContent } from './default-workflow';
import { workflowPublishProblems } from './workflow-validator';

describe('the default workflow', () => {
  const content = defaultWorkflowContent('owner@example.com');

  it('runs receive call → identify purpose → collect info → end call → notification', () => {
    expect(content.nodes.map((node) => node.data.type)).toEqual([
      'RECEIVE_CALL',
      'PROMPT',
      'PROMPT',
      'END_CALL',
      'NOTIFICATION',
    ]);
    expect(content.nodes[0]?.type).toBe('TRIGGER');
    expect(content.edges.map((edge) => [edge.source, edge.target])).toEqual([
      ['receive-call', 'identify-purpose'],
      ['identify-purpose', 'collect-info'],
      ['collect-info', 'end-call'],
      ['end-call', 'post-call-notification'],
    ]);
  });

  it('collects caller_reason, then caller_name, caller_phone_number and additional_information', () => {
    expect(content.nodes[1]?.data.frontend.variables).toEqual([{ name: 'caller_reason', type: 'text' }]);
    expect(content.nodes[2]?.data.frontend.variables).toEqual([
      { name: 'caller_name', type: 'name' },
      { name: 'caller_phone_number', type: 'phone' },
      { name: 'additional_information', type: 'text' },
    ]);
  });

  it("says the spec's interim and goodbye messages and notifies the owner", () => {
    expect(content.nodes[1]?.data.frontend.interimMessage).toBe('One moment please.');
    expect(content.nodes[3]?.data.frontend.message).toBe('Have a great rest of your day!');
    expect(content.nodes[4]?.data.frontend.recipients).toEqual(['owner@example.com']);
  });

  it('gives every node a position and clear error flags', () => {
    for (const node of content.nodes) {
      expect(node.position.x).toBeTypeOf('number');
      expect(Object.values(node.data.errors).every((flag) => !flag)).toBe(true);
    }
  });

  it('serialises into a valid, published, inbound workflow document', () => {
    const workflow = defaultWorkflow({ id: 'w1', agentId: 'a1', ownerEmail: 'owner@example.com' });
    expect(workflow.type).toBe('INBOUND');
    expect(workflow.status).toBe('PUBLISHED');
    expect(workflowContentSchema.parse(JSON.parse(workflow.contentJSON))).toEqual(content);
    expect(workflowPublishProblems([workflow])).toEqual([]);
  });
});
