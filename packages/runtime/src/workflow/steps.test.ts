import { describe, expect, it } from 'vitest';
import { RUNTIME_EXECUTABLE_NODE_TYPES, WORKFLOW_TEMPLATES } from '@parley/domain';
import { EXECUTABLE_NODE_TYPES } from './steps';

describe('the step executors', () => {
  it('cover exactly the node types the domain lets publish', () => {
    expect([...EXECUTABLE_NODE_TYPES].sort()).toEqual([...RUNTIME_EXECUTABLE_NODE_TYPES].sort());
  });

  it('run every step of every workflow template', () => {
    const types = WORKFLOW_TEMPLATES.flatMap((template) =>
      template.content.nodes.map((node) => node.data.type),
    );
    expect(types.filter((type) => !EXECUTABLE_NODE_TYPES.includes(type))).toEqual([]);
  });
});
