import { OUTBOUND_CALL_NODE_TYPE } from '../../schemas/workflow-nodes';
import { buildWorkflow } from '../../rules/workflow-builder';
import type { WorkflowTemplate } from './template';

export const outboundSurveyTemplate: WorkflowTemplate = {
  id: 'outbound-survey',
  name: 'Customer survey',
  description:
    'Asks a customer for a score and a comment, e-mails the team on a low score and sends you the answers.',
  type: 'OUTBOUND',
  content: buildWorkflow(
    [
      {
        id: 'start',
        type: OUTBOUND_CALL_NODE_TYPE,
        config: { label: 'Place call', variables: [{ name: 'first_name', type: 'name' }] },
      },
      {
        id: 'score',
        type: 'QUESTION',
        config: {
          label: 'Score',
          question: 'Hi {{first_name}}, on a scale from 0 to 10, how likely are you to recommend us?',
          variable: { name: 'score', type: 'number' },
        },
      },
      {
        id: 'comment',
        type: 'QUESTION',
        config: {
          label: 'Comment',
          question: 'What is the main reason for your score?',
          variable: { name: 'comment', type: 'text' },
        },
      },
      {
        id: 'low',
        type: 'FILTER',
        config: {
          label: 'Low score?',
          branches: [{ id: 'detractor', label: 'Score 6 or less', condition: 'score <= 6' }],
        },
      },
      {
        id: 'alert',
        type: 'SEND_EMAIL',
        config: {
          label: 'Alert the team',
          to: '{{owner_email}}',
          subject: 'Low score from {{first_name}}',
          body: '{{first_name}} scored {{score}}: {{comment}}',
        },
      },
      {
        id: 'end',
        type: 'END_CALL',
        config: { label: 'End call', message: 'Thank you for your time, {{first_name}}!' },
      },
      {
        id: 'record',
        type: 'NOTIFICATION',
        // After the call: the answers, with every variable of the call, to the agent's owner.
        config: { label: 'Record the answers', channel: 'email', recipients: ['{{owner_email}}'] },
      },
    ],
    [
      ['start', 'score'],
      ['score', 'comment'],
      ['comment', 'low'],
      ['low', 'alert', 'detractor'],
      ['low', 'end', 'otherwise'],
      ['alert', 'end'],
      ['end', 'record'],
    ],
  ),
};
