import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { agentChecklist, LABEL_CAMPAIGNS, LABEL_PHONE_NUMBERS, LABEL_VOICE_SECTION } from '@parley/domain';
import type { ReactNode } from 'react';
import { useEditedAgent } from '../../features/agents/api/use-edited-agent';
import { NewUserChecklist } from '../../features/agents/components/new-user-checklist';
import { CampaignsSummary } from '../../features/campaigns/components/campaigns-summary';
import { NumbersSummary } from '../../features/numbers/components/numbers-summary';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';
import { AGENT_VOICE_SECTION_ID } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session';
import { useUserProfile } from '../../lib/use-user-profile';
import { AgentWorkspaceVoice } from './agent-workspace-voice';

/**
 * A card of the Overview. Features add theirs here (the recent calls among them), composed in the app
 * layer so features never import each other.
 */
interface OverviewSection {
  /** Unique on the page; also the heading's id. */
  readonly id: string;
  readonly title: string;
  readonly render: (props: AgentWorkspacePageProps) => ReactNode;
}

const overviewSections: readonly OverviewSection[] = [
  {
    id: AGENT_VOICE_SECTION_ID,
    title: LABEL_VOICE_SECTION,
    render: ({ edit }) => <AgentWorkspaceVoice edit={edit} />,
  },
  {
    id: 'agent-phone-numbers',
    title: LABEL_PHONE_NUMBERS,
    render: ({ orgId, agentId }) => <NumbersSummary orgId={orgId} agentId={agentId} />,
  },
  {
    id: 'agent-campaigns',
    title: LABEL_CAMPAIGNS,
    render: ({ agentId }) => <CampaignsSummary agentId={agentId} />,
  },
];

/**
 * The Overview tab: the new user's checklist, then a card per feature. A step shows as done when the
 * user did it or the agent being edited already has it (agentChecklist), so a seeded or duplicated
 * agent is never asked for a voice or number it has.
 */
export function AgentOverviewPage(props: AgentWorkspacePageProps) {
  const user = useSignedInUser();
  const profile = useUserProfile(user.uid);
  const agent = useEditedAgent(props.edit.agentId);
  const flags = profile.status === 'success' ? (profile.data?.newUserCheckList ?? null) : null;
  // Until the agent is read the checklist waits, so no step shows open and then ticks itself.
  const checklist =
    flags === null || agent.status === 'loading'
      ? null
      : agentChecklist(flags, agent.status === 'success' ? agent.data : null);
  return (
    <Stack spacing={3}>
      <NewUserChecklist checklist={checklist} agentId={props.agentId} />
      {overviewSections.map((section) => (
        <Paper
          key={section.id}
          component="section"
          variant="outlined"
          aria-labelledby={section.id}
          sx={{ p: 3 }}
        >
          <Typography id={section.id} variant="h6" component="h2" sx={{ mb: 2 }}>
            {section.title}
          </Typography>
          {section.render(props)}
        </Paper>
      ))}
    </Stack>
  );
}
