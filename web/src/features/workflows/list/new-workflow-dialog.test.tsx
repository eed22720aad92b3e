import { API_ROUTES, MSG_UPGRADE_FOR_OUTBOUND_FLOWS, type WorkflowTemplateView } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { NewWorkflowDialog, type NewWorkflowDialogProps } from './new-workflow-dialog';

vi.setConfig({ testTimeout: 20_000 });

const template = (id: string, name: string, type: 'INBOUND' | 'OUTBOUND'): WorkflowTemplateView => ({
  id,
  name,
  description: `${name}, ready to adapt`,
  type,
  contentJSON: '{"nodes":[],"edges":[]}',
});

const TEMPLATES = [
  template('appointment-booking', 'Appointment booking', 'INBOUND'),
  template('customer-survey', 'Customer survey', 'OUTBOUND'),
];

function templatesApi() {
  return vi.fn((path: string) => {
    const type = new URLSearchParams(path.split('?')[1]).get('type');
    if (path.startsWith(API_ROUTES.workflowTemplates.path))
      return Promise.resolve({ templates: TEMPLATES.filter((candidate) => candidate.type === type) });
    return Promise.reject(new Error(`unexpected ${path}`));
  }) as unknown as ApiFetch & ReturnType<typeof vi.fn>;
}

function renderDialog(api: ApiFetch, overrides: Partial<NewWorkflowDialogProps> = {}) {
  const props: NewWorkflowDialogProps = {
    open: true,
    fromTemplate: false,
    outboundReason: null,
    onClose: vi.fn(),
    onSubmit: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return {
    ...renderWithProviders(<NewWorkflowDialog {...props} />, { services: fakeServices({ api }) }),
    props,
  };
}

describe('NewWorkflowDialog', () => {
  it('creates a blank workflow of the chosen type', async () => {
    const { user, props } = renderDialog(templatesApi());
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Reminders');
    await user.click(screen.getByRole('radio', { name: 'Outbound' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ name: 'Reminders', type: 'OUTBOUND', templateId: '' });
  });

  it("lists the type's templates; picking one names the workflow after it", async () => {
    const { user, props } = renderDialog(templatesApi(), { fromTemplate: true });
    const group = await screen.findByRole('radiogroup', { name: 'Template' });
    expect(within(group).getByText('Appointment booking, ready to adapt')).toBeInTheDocument();
    expect(within(group).queryByText('Customer survey')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Pick a template')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('radio', { name: /Appointment booking/ }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Appointment booking');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      name: 'Appointment booking',
      type: 'INBOUND',
      templateId: 'appointment-booking',
    });
  });

  it("says 'Failed to fetch templates' when they cannot be read", async () => {
    const api = vi.fn(() => Promise.reject(new Error('offline'))) as unknown as ApiFetch;
    renderDialog(api, { fromTemplate: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch templates');
  });

  it('keeps OUTBOUND disabled on a plan without outbound calls, saying why with a way to upgrade', () => {
    renderDialog(templatesApi(), { outboundReason: MSG_UPGRADE_FOR_OUTBOUND_FLOWS });
    expect(screen.getByRole('radio', { name: 'Outbound' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Inbound' })).toBeChecked();
    expect(screen.getByText('Upgrade your plan to create outbound call flows')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the server’s refusal and stays open', async () => {
    const { user } = renderDialog(templatesApi(), {
      onSubmit: () => Promise.reject(new Error('Workflow limit reached')),
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Fourth');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Workflow limit reached');
    expect(screen.getByRole('dialog', { name: 'New workflow' })).toBeInTheDocument();
  });
});
