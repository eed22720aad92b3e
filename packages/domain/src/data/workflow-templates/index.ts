// The workflow templates GET /api/workflow-templates serves, inbound and outbound.
import type { WorkflowType } from '../../enums';
import { afterHoursTemplate } from './after-hours';
import { appointmentBookingTemplate } from './appointment-booking';
import { faqReceptionTemplate } from './faq-reception';
import { leadQualificationTemplate } from './lead-qualification';
import { outboundReminderTemplate } from './outbound-reminder';
import { outboundSurveyTemplate } from './outbound-survey';
import type { WorkflowTemplate } from './template';

export type { WorkflowTemplate } from './template';

export const WORKFLOW_TEMPLATES: readonly WorkflowTemplate[] = [
  appointmentBookingTemplate,
  leadQualificationTemplate,
  faqReceptionTemplate,
  afterHoursTemplate,
  outboundReminderTemplate,
  outboundSurveyTemplate,
];

export function workflowTemplates(type: WorkflowType): WorkflowTemplate[] {
  return WORKFLOW_TEMPLATES.filter((template) => template.type === type);
}

export function workflowTemplate(id: string): WorkflowTemplate | undefined {
  return WORKFLOW_TEMPLATES.find((template) => template.id === id);
}
