import { MSG_VIEWER_READ_ONLY, agentSchema, type Agent } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { createAgentGate } from '../utils/plan-gate';
import { AgentSettingsPage } from '../routes/agent-settings-page';
import { AgentsList } from './agents-list';

// MUI forms render many inputs; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const agent: Agent = agentSchema.parse({ id: 'a1', uid: 'user-ann', orgId: 'org-acme', name: 'Front desk' });
vi.mock('../api/get-agent', () => ({ useAgent: () => ({ status: 'success', data: agent }) }));
const onSave = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));
vi.mock('../hooks/use-save-agent-section', () => ({ useSaveAgentSection: () => onSave }));
// The signing-secret panel reads the organisation's secrets live; this test is about the forms.
vi.mock('../../../lib/use-org-secrets', () => ({ useOrgSecrets: () => ({ status: 'loading' }) }));

function renderSettings(readOnlyReason: string | null) {
  const edit = { agentId: 'a1', isDraft: false, ensure: () => Promise.resolve('a1'), readOnlyReason };
  renderWithProviders(
    <AgentSettingsPage orgId="org-acme" agentId="a1" agentName="Front desk" edit={edit} />,
    {
      route: '/agent/a1/settings',
    },
  );
}

/** Every control a user could change a setting with: text, number, select and on/off inputs. */
function editControls() {
  return [
    ...screen.getAllByRole('textbox'),
    ...screen.getAllByRole('spinbutton'),
    ...screen.getAllByRole('combobox'),
    ...screen.getAllByRole('switch'),
    ...screen.getAllByRole('checkbox'),
  ];
}

/** Disabled as the user meets it: a native disabled input, or MUI's select button marked aria-disabled. */
const isDisabled = (control: HTMLElement) =>
  control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true';

describe("a VIEWER on the agent's Settings tab", () => {
  it('sees every setting, each control disabled, no Save, and why', () => {
    renderSettings(MSG_VIEWER_READ_ONLY);

    expect(screen.getByText(MSG_VIEWER_READ_ONLY)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Agent name' })).toHaveValue('Front desk');
    const controls = editControls();
    expect(controls.length).toBeGreaterThan(10);
    expect(controls.filter((control) => !isDisabled(control))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  });

  it('leaves the same page editable for a member, with Save on each form', () => {
    renderSettings(null);

    expect(screen.queryByText(MSG_VIEWER_READ_ONLY)).not.toBeInTheDocument();
    expect(editControls().filter(isDisabled)).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(6);
  });
});

describe('a VIEWER on the agent list', () => {
  it('sees the agents, with create disabled and explained, and no duplicate or delete actions', () => {
    renderWithProviders(
      <AgentsList
        agents={{ status: 'success', data: [agent] }}
        createGate={createAgentGate('STARTER', 1, MSG_VIEWER_READ_ONLY)}
        readOnly
        onCreateClick={vi.fn()}
        onDuplicate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );

    expect(screen.getByRole('link', { name: 'Front desk' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create agent' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(MSG_VIEWER_READ_ONLY);
    expect(screen.queryByRole('button', { name: 'Actions for Front desk' })).not.toBeInTheDocument();
  });
});
