// The workflows list's own wording (spec texts stay in @parley/domain).
import type { WorkflowStatus, WorkflowType } from '@parley/domain';

export const LABEL_WORKFLOWS = 'Workflows';
export const LABEL_LOADING_WORKFLOWS = 'Loading workflows';
export const LABEL_NO_WORKFLOWS = 'No workflows yet';
export const MSG_NO_WORKFLOWS_HINT =
  'A workflow is what the agent does on a call: greet, ask, check, transfer, end. Start from a template or a blank one.';
export const loadWorkflowsErrorMessage = (message: string) => `Could not load workflows: ${message}`;
export const LABEL_NEW_WORKFLOW = 'New workflow';
export const LABEL_NEW_FROM_TEMPLATE = 'New from template';
export const LABEL_CREATE = 'Create';
export const LABEL_CREATING = 'Creating…';
export const LABEL_NAME = 'Name';
export const LABEL_TYPE = 'Type';
export const LABEL_TEMPLATE = 'Template';
export const LABEL_LOADING_TEMPLATES = 'Loading templates';
export const MSG_NO_TEMPLATES = 'No templates for this type yet.';
export const MSG_PICK_TEMPLATE = 'Pick a template';
export const LABEL_DEFAULT = 'Default';
export const MSG_DEFAULT_HINT = 'Calls start with this workflow';
export const TYPE_LABELS: Readonly<Record<WorkflowType, string>> = {
  INBOUND: 'Inbound',
  OUTBOUND: 'Outbound',
};
export const STATUS_LABELS: Readonly<Record<WorkflowStatus, string>> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
};
export const editedText = (who: string | null, when: string) =>
  [who ? `Edited by ${who}` : 'Edited', when ? `on ${when}` : ''].filter(Boolean).join(' ');
export const MSG_NEVER_EDITED = 'Not edited yet';
export const labelActionsFor = (name: string) => `Actions for ${name}`;
export const LABEL_RENAME = 'Rename';
export const LABEL_RENAME_WORKFLOW = 'Rename workflow';
export const LABEL_SAVE = 'Save';
export const LABEL_DUPLICATE = 'Duplicate';
export const LABEL_SET_DEFAULT = 'Make default';
export const LABEL_MARK_PUBLISHED = 'Mark as published';
export const LABEL_MARK_DRAFT = 'Mark as draft';
export const LABEL_DELETE = 'Delete';
export const MSG_DEFAULT_NOT_DELETABLE = 'The default workflow cannot be deleted';
export const confirmDeleteTitle = (name: string) => `Delete ${name}?`;
export const MSG_CONFIRM_DELETE = 'The workflow and its steps are removed. This cannot be undone.';
export const workflowCreatedToast = (name: string) => `${name} created`;
export const workflowDuplicatedToast = (name: string) => `${name} duplicated`;
export const workflowDeletedToast = (name: string) => `${name} deleted`;
export const defaultSetToast = (name: string) => `${name} is now the default workflow`;
