import { buildWorkflow } from '../../rules/workflow-builder';
import type { WorkflowTemplate } from './template';

export const faqReceptionTemplate: WorkflowTemplate = {
  id: 'faq-reception',
  name: 'FAQ and reception',
  description:
    'Answers questions from the knowledge base and puts callers through to a person when they ask.',
  type: 'INBOUND',
  content: buildWorkflow(
    [
      { id: 'start', type: 'RECEIVE_CALL', config: { label: 'Receive call' } },
      {
        id: 'purpose',
        type: 'PROMPT',
        config: {
          label: 'How can I help?',
          prompt: 'Greet the caller and ask how you can help.',
          variables: [{ name: 'caller_reason', type: 'text' }],
          outcomes: [
            { id: 'question', label: 'Has a question' },
            { id: 'person', label: 'Wants a person' },
          ],
        },
      },
      {
        id: 'lookup',
        type: 'KNOWLEDGE_BASE',
        config: { label: 'Look it up', query: '{{caller_reason}}', resultVariable: 'answer' },
      },
      { id: 'answer', type: 'SAY_EXACTLY', config: { label: 'Answer', message: '{{answer}}' } },
      { id: 'transfer', type: 'TRANSFER_CALL', config: { label: 'Put through', number: '+14155550100' } },
      {
        id: 'end',
        type: 'END_CALL',
        config: { label: 'End call', message: 'Have a great rest of your day!' },
      },
    ],
    [
      ['start', 'purpose'],
      ['purpose', 'lookup', 'question'],
      ['purpose', 'transfer', 'person'],
      ['lookup', 'answer'],
      ['answer', 'end'],
    ],
  ),
};
