import { OUTBOUND_CALL_NODE_TYPE } from '../../schemas/workflow-nodes';
import { buildWorkflow } from '../../rules/workflow-builder';
import type { WorkflowTemplate } from './template';

export const outboundReminderTemplate: WorkflowTemplate = {
  id: 'outbound-reminder',
  name: 'Appointment reminder',
  description:
    'Calls a contact about their appointment, confirms it or takes a new date, and updates the calendar.',
  type: 'OUTBOUND',
  content: buildWorkflow(
    [
      {
        id: 'start',
        type: OUTBOUND_CALL_NODE_TYPE,
        config: {
          label: 'Place call',
          variables: [
            { name: 'first_name', type: 'name' },
            { name: 'appointment_date', type: 'date' },
          ],
        },
      },
      {
        id: 'remind',
        type: 'QUESTION',
        config: {
          label: 'Remind',
          question:
            'Hi {{first_name}}, this is a reminder of your appointment on {{appointment_date}}. Can you still make it?',
          outcomes: [
            { id: 'confirmed', label: 'Confirms' },
            { id: 'reschedule', label: 'Needs another date' },
          ],
        },
      },
      {
        id: 'thanks',
        type: 'SAY_EXACTLY',
        config: { label: 'Thanks', message: 'Great, see you on {{appointment_date}}.' },
      },
      {
        id: 'new-date',
        type: 'QUESTION',
        config: {
          label: 'New date',
          question: 'Which date would suit you better?',
          variable: { name: 'new_date', type: 'date' },
        },
      },
      {
        id: 'move',
        type: 'AVAILABILITY',
        config: {
          label: 'Move the appointment',
          // The agent's own calendar (docs/runtime.md, "Calendar"): the first free time that day.
          action: 'book_slot',
          fields: [
            { key: 'date', value: '{{new_date}}' },
            { key: 'title', value: 'Moved appointment' },
          ],
          resultVariable: 'new_time',
        },
      },
      {
        id: 'moved',
        type: 'SAY_EXACTLY',
        config: { label: 'Moved', message: 'Done: you are now booked for {{new_date}} at {{new_time}}.' },
      },
      {
        id: 'full',
        type: 'SAY_EXACTLY',
        config: {
          label: 'No slot',
          message: 'That day is fully booked. We will call you back to find another time.',
        },
      },
      {
        id: 'end',
        type: 'END_CALL',
        config: { label: 'End call', message: 'Have a great rest of your day!' },
      },
    ],
    [
      ['start', 'remind'],
      ['remind', 'thanks', 'confirmed'],
      ['remind', 'new-date', 'reschedule'],
      ['new-date', 'move'],
      ['move', 'moved', 'available'],
      ['move', 'full', 'unavailable'],
      ['moved', 'end'],
      ['full', 'end'],
      ['thanks', 'end'],
    ],
  ),
};
