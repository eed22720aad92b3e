import Stack from '@mui/material/Stack';
import {
  analysisSettingsFromForm,
  analysisSettingsToForm,
  postCallWebhookUrls,
  type AdvancedSettings,
  type Agent,
  type GeneralSettingsValues,
  type NameGreetingValues,
  type NotificationSettings,
  type PostCallWebhooksFormValues,
} from '@parley/domain';
import { useMemo } from 'react';
import type { AgentSection } from '../utils/agent-update';
import { AdvancedSettingsForm } from './advanced-settings-form';
import { AnalysisSettingsForm } from './analysis-settings-form';
import { GeneralSettingsForm } from './general-settings-form';
import { NameGreetingForm } from './name-greeting-form';
import { NotificationSettingsForm } from './notification-settings-form';
import { PostCallWebhooksForm } from './post-call-webhooks-form';
import { RuntimeSecretPanel } from './runtime-secret-panel';
import { ReadOnlyFieldsContext } from './read-only-fields';

/** Saves one section; resolves true when the change was written. */
export type SaveAgentSection = (
  section: AgentSection,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
) => Promise<boolean>;

interface AgentEditorProps {
  agent: Agent;
  onSave: SaveAgentSection;
  /** Shows the values with every field disabled and no Save (a user who may only view). */
  readOnly?: boolean;
}

/** The agent's edit forms, each saved on its own. Values follow the live document. */
export function AgentEditor({ agent, onSave, readOnly = false }: AgentEditorProps) {
  const nameGreeting = useMemo<NameGreetingValues>(
    () => ({ name: agent.name, greeting: agent.greeting }),
    [agent.name, agent.greeting],
  );
  const general = useMemo<GeneralSettingsValues>(() => {
    const { postCallWebhooks: _webhooks, ...rest } = agent.generalSettings;
    return rest;
  }, [agent.generalSettings]);
  const webhooks = useMemo<PostCallWebhooksFormValues>(
    () => ({ urls: agent.generalSettings.postCallWebhooks.join('\n') }),
    [agent.generalSettings.postCallWebhooks],
  );
  const analysis = useMemo(() => analysisSettingsToForm(agent.analysisSettings), [agent.analysisSettings]);
  return (
    <ReadOnlyFieldsContext value={readOnly}>
      <Stack spacing={3}>
        <NameGreetingForm
          values={nameGreeting}
          onSave={(before, after) => onSave('root', { ...before }, { ...after })}
        />
        <GeneralSettingsForm
          values={general}
          onSave={(before, after) => onSave('generalSettings', before, after)}
        />
        <NotificationSettingsForm
          values={agent.notificationsSettings}
          onSave={(before: NotificationSettings, after: NotificationSettings) =>
            onSave('notificationsSettings', before, after)
          }
        />
        <PostCallWebhooksForm
          orgId={agent.orgId}
          values={webhooks}
          onSave={(before, after) =>
            onSave(
              'generalSettings',
              { postCallWebhooks: postCallWebhookUrls(before.urls) },
              { postCallWebhooks: postCallWebhookUrls(after.urls) },
            )
          }
        />
        <AdvancedSettingsForm
          values={agent.advancedSettings}
          onSave={(before: AdvancedSettings, after: AdvancedSettings) =>
            onSave('advancedSettings', before, after)
          }
        />
        <AnalysisSettingsForm
          values={analysis}
          onSave={(before, after) =>
            onSave('analysisSettings', analysisSettingsFromForm(before), analysisSettingsFromForm(after))
          }
        />
        {/* Engines reach what is published: a draft shows its live agent's endpoint and secret. */}
        {!readOnly && (
          <RuntimeSecretPanel
            agentId={agent.isDraft && agent.sourceAgentId ? agent.sourceAgentId : agent.id}
          />
        )}
      </Stack>
    </ReadOnlyFieldsContext>
  );
}
