import { buildWorkflow } from '../../rules/workflow-builder';
import type { WorkflowTemplate } from './template';

export const afterHoursTemplate: WorkflowTemplate = {
  id: 'after-hours-message',
  name: 'After-hours message',
  description: 'Tells callers the office is closed, takes a message and e-mails it to the team.',
  type: 'INBOUND',
  content: buildWorkflow(
    [
      { id: 'start', type: 'RECEIVE_CALL', config: { label: 'Receive call' } },
      {
        id: 'closed',
        type: 'SAY_EXACTLY',
        config: {
          label: 'We are closed',
          message: 'Our office is closed right now, but I can take a message.',
        },
      },
      {
        id: 'message',
        type: 'PROMPT',
        config: {
          label: 'Take a message',
          prompt: 'Take the caller’s name, the best number to reach them and their message.',
          variables: [
            { name: 'caller_name', type: 'name' },
            { name: 'callback_number', type: 'phone' },
            { name: 'message', type: 'text' },
          ],
        },
      },
      {
        id: 'end',
        type: 'END_CALL',
        config: { label: 'End call', message: 'Thank you, we will call you back first thing.' },
      },
      {
        id: 'email',
        type: 'SEND_EMAIL',
        config: {
          label: 'E-mail the team',
          to: '{{owner_email}}',
          subject: 'After-hours message from {{caller_name}}',
          body: 'Call back {{caller_name}} on {{callback_number}}: {{message}}',
        },
      },
    ],
    [
      ['start', 'closed'],
      ['closed', 'message'],
      ['message', 'end'],
      ['end', 'email'],
    ],
  ),
};
