import { buildWorkflow } from '../../rules/workflow-builder';
import type { WorkflowTemplate } from './template';

export const leadQualificationTemplate: WorkflowTemplate = {
  id: 'lead-qualification',
  name: 'Lead qualification',
  description: 'Asks about budget and timeline, sends qualified leads to sales and e-mails you every lead.',
  type: 'INBOUND',
  content: buildWorkflow(
    [
      { id: 'start', type: 'RECEIVE_CALL', config: { label: 'Receive call' } },
      {
        id: 'qualify',
        type: 'PROMPT',
        config: {
          label: 'Qualify',
          prompt:
            'Ask the caller’s name, company, monthly budget in dollars and whether they want to start this month.',
          variables: [
            { name: 'caller_name', type: 'name' },
            { name: 'company', type: 'text' },
            { name: 'budget', type: 'number' },
            { name: 'starts_soon', type: 'boolean' },
          ],
        },
      },
      {
        id: 'record',
        type: 'SEND_EMAIL',
        config: {
          label: 'Record the lead',
          to: '{{owner_email}}',
          subject: 'New lead: {{caller_name}} ({{company}})',
          body: 'Name: {{caller_name}}\nCompany: {{company}}\nMonthly budget: {{budget}}',
        },
      },
      {
        id: 'hot',
        type: 'FILTER',
        config: {
          label: 'Qualified?',
          branches: [{ id: 'qualified', label: 'Qualified', condition: 'budget >= 1000 and starts_soon' }],
        },
      },
      { id: 'sales', type: 'TRANSFER_CALL', config: { label: 'Transfer to sales', number: '+14155550123' } },
      {
        id: 'nurture',
        type: 'SAY_EXACTLY',
        config: {
          label: 'Follow up later',
          message: 'Thanks {{caller_name}}, we will e-mail you some information.',
        },
      },
      {
        id: 'end',
        type: 'END_CALL',
        config: { label: 'End call', message: 'Have a great rest of your day!' },
      },
    ],
    [
      ['start', 'qualify'],
      ['qualify', 'record'],
      ['record', 'hot'],
      ['hot', 'sales', 'qualified'],
      ['hot', 'nurture', 'otherwise'],
      ['nurture', 'end'],
    ],
  ),
};
