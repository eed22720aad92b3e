import { createContext, use } from 'react';

/**
 * Whether the agent's forms are shown to a user who may only view them (role VIEWER): every field is
 * disabled and no form offers Save. Provided by AgentEditor; read by SettingsFormCard and form-fields.
 */
export const ReadOnlyFieldsContext = createContext(false);

export function useReadOnlyFields(): boolean {
  return use(ReadOnlyFieldsContext);
}
