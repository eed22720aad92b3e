// What a workflow template is: a named, typed starting point whose content passes the validator.
import type { WorkflowType } from '../../enums';
import type { WorkflowContent } from '../../schemas/workflow';

export interface WorkflowTemplate {
  id: string;
  name: string;
  description: string;
  type: WorkflowType;
  content: WorkflowContent;
}
