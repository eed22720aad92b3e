import { describe, expect, it } from 'vitest';
import { workflowContentSchema, workflowNodeSchema, workflowSchema } from './workflow';

describe('workflow schemas', () => {
  it('default a workflow to an empty inbound draft', () => {
    const workflow = workflowSchema.parse({ id: 'w1', agentId: 'a1', name: 'Main' });
    expect(workflow.type).toBe('INBOUND');
    expect(workflow.status).toBe('DRAFT');
    expect(workflowContentSchema.parse(JSON.parse(workflow.contentJSON))).toEqual({ nodes: [], edges: [] });
  });

  it('default every error flag to false', () => {
    const node = workflowNodeSchema.parse({
      id: 'n',
      type: 'ACTION',
      position: { x: 0, y: 0 },
      data: { type: 'SEND_SMS' },
    });
    expect(node.data.errors).toEqual({
      isolated: false,
      invalidOutgoerCount: false,
      invalidVariables: false,
      formValidationErrors: false,
    });
  });

  it('need a position on every node', () => {
    expect(workflowNodeSchema.safeParse({ id: 'n', type: 'ACTION', data: { type: 'X' } }).success).toBe(
      false,
    );
  });
});
