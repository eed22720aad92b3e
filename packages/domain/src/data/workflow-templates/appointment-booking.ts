import { buildWorkflow } from '../../rules/workflow-builder';
import type { WorkflowTemplate } from './template';

export const appointmentBookingTemplate: WorkflowTemplate = {
  id: 'appointment-booking',
  name: 'Appointment booking',
  description:
    'Collects the caller’s details and preferred time, checks the calendar and books or offers a callback.',
  type: 'INBOUND',
  content: buildWorkflow(
    [
      { id: 'start', type: 'RECEIVE_CALL', config: { label: 'Receive call' } },
      {
        id: 'details',
        type: 'PROMPT',
        config: {
          label: 'Collect details',
          prompt: 'Ask for the caller’s full name, the service they want and the date they prefer.',
          variables: [
            { name: 'caller_name', type: 'name' },
            { name: 'service', type: 'text' },
            { name: 'preferred_date', type: 'date' },
          ],
        },
      },
      {
        id: 'availability',
        type: 'AVAILABILITY',
        config: {
          label: 'Check the calendar',
          action: 'find_slots',
          fields: [{ key: 'date', value: '{{preferred_date}}' }],
          resultVariable: 'free_times',
        },
      },
      {
        id: 'book',
        type: 'AVAILABILITY',
        config: {
          label: 'Book the slot',
          // The agent's own calendar (docs/runtime.md, "Calendar"): the first free time that day.
          action: 'book_slot',
          fields: [
            { key: 'title', value: '{{service}} with {{caller_name}}' },
            { key: 'date', value: '{{preferred_date}}' },
          ],
          resultVariable: 'booked_time',
        },
      },
      {
        id: 'confirm',
        type: 'SAY_EXACTLY',
        config: {
          label: 'Confirm',
          message: 'You are booked for {{preferred_date}} at {{booked_time}}, {{caller_name}}. See you then!',
        },
      },
      {
        id: 'sms',
        type: 'SEND_SMS',
        config: {
          label: 'Text a confirmation',
          to: '{{caller_number}}',
          message: 'Your {{service}} is booked for {{preferred_date}} at {{booked_time}}.',
        },
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
      ['start', 'details'],
      ['details', 'availability'],
      ['availability', 'book', 'available'],
      ['availability', 'full', 'unavailable'],
      ['book', 'confirm', 'available'],
      ['book', 'full', 'unavailable'],
      ['confirm', 'sms'],
      ['sms', 'end'],
      ['full', 'end'],
    ],
  ),
};
