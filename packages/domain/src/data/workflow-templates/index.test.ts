import { describe, expect, it } from 'vitest';
import { validateWorkflow } from '../../rules/workflow-validator';
import { WORKFLOW_TEMPLATES, workflowTemplate, workflowTemplates } from './index';

describe('workflow templates', () => {
  it('offers the six templates, inbound and outbound', () => {
    expect(workflowTemplates('INBOUND').map((template) => template.id)).toEqual([
      'appointment-booking',
      'lead-qualification',
      'faq-reception',
      'after-hours-message',
    ]);
    expect(workflowTemplates('OUTBOUND').map((template) => template.id)).toEqual([
      'outbound-reminder',
      'outbound-survey',
    ]);
    expect(workflowTemplate('faq-reception')?.name).toBe('FAQ and reception');
    expect(workflowTemplate('nope')).toBeUndefined();
  });

  it.each(WORKFLOW_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s passes the validator',
    (_, template) => {
      const validation = validateWorkflow(template.content);
      expect(validation.issues).toEqual([]);
      expect(validation.isValid).toBe(true);
    },
  );

  it('starts outbound templates with the outbound trigger', () => {
    for (const template of workflowTemplates('OUTBOUND'))
      expect(template.content.nodes[0]?.data.type).toBe('OUTBOUND_CALL');
  });
});
