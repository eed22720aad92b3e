import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LABEL_CAMPAIGNS, LABEL_PHONE_NUMBERS, LABEL_VOICE_SECTION } from '@parley/domain';
import type { ReactNode } from 'react';
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

/** The Overview tab: the new user's checklist, then a card per feature. */
export function AgentOverviewPage(props: AgentWorkspacePageProps) {
  const user = useSignedInUser();
  const profile = useUserProfile(user.uid);
  const checklist = profile.status === 'success' ? (profile.data?.newUserCheckList ?? null) : null;
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
