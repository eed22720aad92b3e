import { faqSchema, MSG_EDIT_THE_DRAFT, MSG_FAQ_QUESTION_REQUIRED, type Faq } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toHelperError } from '../../../lib/api-client';
import { readFileText } from '../../../lib/read-file-text';
import { renderWithProviders } from '../../../testing/render';
import { FaqsSection, type FaqsSectionProps } from './faqs-section';

vi.setConfig({ testTimeout: 30_000 });

const faq = (id: string, question: string, answer: string): Faq =>
  faqSchema.parse({ id, agentId: 'agent-1', question, answer });

const HOURS = faq('f1', 'When are you open?', 'Weekdays 9 to 5.');
const REPAIRS = faq('f2', 'Do you repair e-bikes?', 'Yes, all brands.');

function renderSection(overrides: Partial<FaqsSectionProps> = {}) {
  const props: FaqsSectionProps = {
    faqs: { status: 'success', data: [HOURS, REPAIRS] },
    readOnlyReason: null,
    onAdd: vi.fn(() => Promise.resolve()),
    onUpdate: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve('deleted' as const)),
    onImport: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { ...renderWithProviders(<FaqsSection {...props} />), props };
}

describe('FaqsSection', () => {
  it('adds an FAQ, refusing an empty question', async () => {
    const { user, props } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG_FAQ_QUESTION_REQUIRED)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Question' }));
    await user.paste('Is there parking?');
    await user.click(screen.getByRole('textbox', { name: 'Answer' }));
    await user.paste('Yes, behind the shop.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(props.onAdd).toHaveBeenCalledWith({
        question: 'Is there parking?',
        answer: 'Yes, behind the shop.',
      });
    });
  });

  it('edits and deletes an FAQ', async () => {
    const { user, props } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Edit: When are you open?' }));
    const answer = screen.getByRole('textbox', { name: 'Answer' });
    await user.clear(answer);
    await user.paste('Every day.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(props.onUpdate).toHaveBeenCalledWith('f1', {
        question: 'When are you open?',
        answer: 'Every day.',
      });
    });

    await user.click(screen.getByRole('button', { name: 'Delete: Do you repair e-bikes?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this FAQ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(props.onDelete).toHaveBeenCalledWith('f2');
    });
    expect(await screen.findByText('FAQ deleted')).toBeInTheDocument();
  });

  const confirmDelete = async (user: ReturnType<typeof renderSection>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Delete: When are you open?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this FAQ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  };

  it('says the FAQ was only removed from the draft when the live agent still uses it', async () => {
    const { user } = renderSection({ onDelete: vi.fn(() => Promise.resolve('unlinked' as const)) });
    await confirmDelete(user);
    expect(await screen.findByText('Removed from this draft')).toBeInTheDocument();
    expect(screen.queryByText('FAQ deleted')).not.toBeInTheDocument();
  });

  it("deletes nothing when the confirmation is cancelled, and shows the server's refusal", async () => {
    const refusal = toHelperError(400, { error: { message: MSG_EDIT_THE_DRAFT } });
    const { user, props } = renderSection({ onDelete: vi.fn(() => Promise.reject(refusal)) });
    await user.click(screen.getByRole('button', { name: 'Delete: When are you open?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this FAQ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Delete this FAQ?' })).not.toBeInTheDocument();
    });
    expect(props.onDelete).not.toHaveBeenCalled();

    await confirmDelete(user);
    expect(await screen.findByText(MSG_EDIT_THE_DRAFT, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('FAQ deleted')).not.toBeInTheDocument();
  });

  it('previews a CSV import with each bad row’s problem and imports only the good rows', async () => {
    const { user, props } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const csv = 'question,answer\nDo you rent bikes?,"Yes, by the day."\n,No question here\n';
    await user.upload(
      screen.getByLabelText('Choose CSV file'),
      new File([csv], 'faqs.csv', { type: 'text/csv' }),
    );
    const preview = await screen.findByRole('table', { name: 'Import FAQs from CSV' });
    const rows = within(preview).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('3');
    expect(rows[2]).toHaveTextContent(MSG_FAQ_QUESTION_REQUIRED);
    expect(screen.getByText('1 row with problems will be skipped.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 1 FAQ' }));
    await waitFor(() => {
      expect(props.onImport).toHaveBeenCalledWith([
        { question: 'Do you rent bikes?', answer: 'Yes, by the day.' },
      ]);
    });
    expect(await screen.findByText('1 FAQ imported')).toBeInTheDocument();
  });

  it('exports the FAQs as CSV', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:faqs';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    expect(await readFileText(created[0] as Blob)).toBe(
      'question,answer\r\nWhen are you open?,Weekdays 9 to 5.\r\nDo you repair e-bikes?,"Yes, all brands."\r\n',
    );
    click.mockRestore();
  });

  it('marks the FAQ a passage link opened the tab on', () => {
    renderSection({ linkedId: 'f2' });
    const [hours, repairs] = within(screen.getByRole('list', { name: 'FAQs' })).getAllByRole('listitem');
    expect(repairs).toHaveAttribute('aria-current', 'true');
    expect(repairs).toHaveAttribute('id', 'kb-source-f2');
    expect(hours).not.toHaveAttribute('aria-current');
  });

  it('shows loading, empty and error states and disables changes for a VIEWER', () => {
    const loading = renderSection({ faqs: { status: 'loading' } });
    expect(screen.getByRole('status', { name: 'Loading FAQs' })).toBeInTheDocument();
    loading.unmount();
    const empty = renderSection({ faqs: { status: 'success', data: [] } });
    expect(screen.getByText(/No FAQs yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    empty.unmount();
    const failed = renderSection({ faqs: { status: 'error', error: new Error('denied') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load FAQs: denied');
    failed.unmount();
    renderSection({ readOnlyReason: 'Viewers can only read' });
    expect(screen.getByRole('button', { name: 'Add FAQ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit: When are you open?' })).toBeDisabled();
  });
});
