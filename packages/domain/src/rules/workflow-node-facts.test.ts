import { describe, expect, it } from 'vitest';
import type { WorkflowNode } from '../schemas/workflow';
import { buildWorkflow } from './workflow-builder';
import { workflowNodeFacts } from './workflow-node-facts';
import { validateWorkflow } from './workflow-validator';

const NO_ERRORS = {
  isolated: false,
  invalidOutgoerCount: false,
  invalidVariables: false,
  formValidationErrors: false,
};

function node(type: string, frontend: Record<string, unknown>): WorkflowNode {
  return { id: 'n', type: 'OTHER', position: { x: 0, y: 0 }, data: { type, frontend, errors: NO_ERRORS } };
}

describe('workflowNodeFacts', () => {
  it('reads a configuration: schema problem, outlets, variables set and read', () => {
    const filter = workflowNodeFacts(
      node('FILTER', { branches: [{ id: 'vip', label: 'VIP', condition: 'tier == "gold"' }] }),
    );
    expect(filter.formProblem).toBeNull();
    expect(filter.outlets).toEqual({ handles: ['vip', 'otherwise'] });
    expect(filter.reads).toEqual(['tier']);
    const prompt = workflowNodeFacts(
      node('PROMPT', { prompt: 'Hello {{caller_name}}', variables: [{ name: 'order', type: 'text' }] }),
    );
    expect(prompt.sets).toEqual(['order']);
    expect(prompt.reads).toEqual(['caller_name']);
    expect(workflowNodeFacts(node('SAY_EXACTLY', {})).formProblem).toBe('Message is required');
    const unknown = workflowNodeFacts(node('FROM_THE_FUTURE', { text: '{{x}}' }));
    expect(unknown).toMatchObject({ spec: undefined, outlets: null, formProblem: null, reads: ['x'] });
  });

  it('reuses the facts of an unchanged configuration and recomputes a replaced one', () => {
    const frontend = { message: 'Hi {{a}}' };
    const first = workflowNodeFacts(node('SAY_EXACTLY', frontend));
    // A moved node keeps its configuration object: nothing to recompute.
    expect(workflowNodeFacts({ ...node('SAY_EXACTLY', frontend), position: { x: 9, y: 9 } })).toBe(first);
    // An edit replaces the configuration: its facts are new.
    const edited = workflowNodeFacts(node('SAY_EXACTLY', { message: 'Hi {{b}}' }));
    expect(edited).not.toBe(first);
    expect(edited.reads).toEqual(['b']);
    // The same configuration under another type is read with that type's schema.
    expect(workflowNodeFacts(node('END_CALL', frontend)).spec?.endsCall).toBe(true);
  });

  it('lets a revalidation after one edit agree with validating a fresh copy', () => {
    const content = buildWorkflow(
      [
        { id: 't', type: 'RECEIVE_CALL' },
        {
          id: 'ask',
          type: 'PROMPT',
          config: { prompt: 'Name?', variables: [{ name: 'name', type: 'text' }] },
        },
        { id: 'say', type: 'SAY_EXACTLY', config: { message: 'Hi {{name}}' } },
        { id: 'end', type: 'END_CALL', config: { message: 'Bye' } },
      ],
      [
        ['t', 'ask'],
        ['ask', 'say'],
        ['say', 'end'],
      ],
    );
    expect(validateWorkflow(content).issues).toEqual([]);
    // The prompt no longer sets `name`: only its configuration is replaced, as the editor does.
    const edited = {
      ...content,
      nodes: content.nodes.map((step) =>
        step.id === 'ask'
          ? { ...step, data: { ...step.data, frontend: { prompt: 'Name?', variables: [] } } }
          : step,
      ),
    };
    const revalidated = validateWorkflow(edited);
    expect(revalidated.errors.say?.invalidVariables).toBe(true);
    expect(revalidated).toEqual(validateWorkflow(structuredClone(edited)));
  });
});
