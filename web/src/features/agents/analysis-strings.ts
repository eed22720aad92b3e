// The agent workspace's post-call analysis card: its own wording (docs/analysis.md); the settings'
// labels and messages are the domain's (analysis-settings-form.ts, messages.ts).
export const LABEL_ANALYSIS_SECTION = 'Post-call analysis';
export const MSG_ANALYSIS_SECTION =
  'After each call, a language model writes a summary, judges the call against your success criteria, ' +
  'collects the data fields and tags what went wrong. HIPAA agents keep only the verdict, sentiment, reason and tags.';
export const LABEL_ADD_DATA_FIELD = 'Add data field';
export const removeDataFieldLabel = (name: string) => `Remove data field ${name || '(unnamed)'}`;
export const dataFieldGroupLabel = (index: number) => `Data field ${String(index + 1)}`;
