// The organisation settings' own wording for agent version control (docs/versions.md).

export const LABEL_AGENT_VERSIONS = 'Agent versions';
export const LABEL_VERSION_CONTROL = 'Version control for agents';
export const MSG_VERSION_CONTROL_SECTION =
  'When on, edits to an agent go to its draft and reach callers only when someone publishes them. Every published version is kept, so any can be restored.';
export const MSG_VERSION_CONTROL_MANAGERS_ONLY = "Only the organization's owner and admins can change this.";
export const MSG_VERSION_CONTROL_TURNED_ON = 'Version control is on: edits now go to drafts';
export const MSG_VERSION_CONTROL_TURNED_OFF = 'Version control is off: edits now go live directly';
