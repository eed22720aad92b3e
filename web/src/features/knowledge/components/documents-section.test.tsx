import { documentSchema, MSG_KB_UNSUPPORTED_FILE, type KnowledgeDocument } from '@parley/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DocumentsSection, type DocumentsSectionProps } from './documents-section';

vi.setConfig({ testTimeout: 30_000 });

const doc = (id: string, overrides: Partial<KnowledgeDocument>): KnowledgeDocument =>
  documentSchema.parse({ id, name: id, agentId: 'agent-1', ...overrides });

const READY = doc('Price list.pdf', {
  status: 'ready',
  chunkCount: 3,
  fileName: 'Price list.pdf',
  contentMD: '# Prices',
});
const FAILED = doc('Scan.pdf', {
  status: 'failed',
  statusReason: 'The PDF has no text layer',
  fileName: 'Scan.pdf',
});
const TYPED = doc('Opening hours', { status: 'processing' });

function renderSection(overrides: Partial<DocumentsSectionProps> = {}) {
  const props: DocumentsSectionProps = {
    documents: { status: 'success', data: [TYPED, READY, FAILED] },
    readOnlyReason: null,
    onUpload: vi.fn((_file: File, _type: string, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      return Promise.resolve();
    }),
    onWrite: vi.fn(() => Promise.resolve()),
    onUpdate: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve('deleted' as const)),
    onDownloadUrl: vi.fn(() => Promise.resolve('https://files.example/price-list.pdf')),
    ...overrides,
  };
  return { ...renderWithProviders(<DocumentsSection {...props} />), props };
}

describe('DocumentsSection', () => {
  it('shows each document with its status, passages or failure reason', () => {
    renderSection();
    const rows = within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Processing');
    expect(rows[1]).toHaveTextContent('Ready');
    expect(rows[1]).toHaveTextContent('3 passages');
    expect(rows[2]).toHaveTextContent('The PDF has no text layer');
  });

  it('shows loading, empty and error states', () => {
    const loading = renderSection({ documents: { status: 'loading' } });
    expect(screen.getByRole('status', { name: 'Loading documents' })).toBeInTheDocument();
    loading.unmount();
    const empty = renderSection({ documents: { status: 'success', data: [] } });
    expect(screen.getByText(/No documents yet/)).toBeInTheDocument();
    empty.unmount();
    renderSection({ documents: { status: 'error', error: new Error('denied') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load documents: denied');
  });

  it('uploads a supported file with its type and refuses another kind with a clear message', async () => {
    const { user, props } = renderSection();
    const input = screen.getByLabelText('Upload file');
    await user.upload(input, new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' }));
    await waitFor(() => {
      expect(props.onUpload).toHaveBeenCalledWith(expect.any(File), 'application/pdf', expect.any(Function));
    });
    expect(await screen.findByText('Document added')).toBeInTheDocument();

    // user.upload honours `accept`; a drop or a picker set to "All files" does not, so test the check itself.
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(`photo.png: ${MSG_KB_UNSUPPORTED_FILE}`);
    expect(props.onUpload).toHaveBeenCalledTimes(1);
  });

  it('toggles Active and edits the Markdown in place', async () => {
    const { user, props } = renderSection();
    await user.click(screen.getByRole('switch', { name: 'Use Price list.pdf in answers' }));
    expect(props.onUpdate).toHaveBeenCalledWith({ id: 'Price list.pdf', type: 'document', active: false });

    await user.click(screen.getByRole('button', { name: 'Actions for Price list.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit Markdown' }));
    const editor = screen.getByRole('textbox', { name: 'Markdown' });
    expect(editor).toHaveValue('# Prices');
    await user.click(editor);
    await user.paste('\n\nTune-up: $60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(props.onUpdate).toHaveBeenCalledWith({
        id: 'Price list.pdf',
        type: 'document',
        contentMD: '# Prices\n\nTune-up: $60',
      });
    });
  });

  it('writes a document in Markdown at add time', async () => {
    const { user, props } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Write a document' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Returns');
    await user.click(screen.getByRole('textbox', { name: 'Markdown' }));
    await user.paste('# Returns\n\n30 days.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(props.onWrite).toHaveBeenCalledWith({ name: 'Returns', contentMD: '# Returns\n\n30 days.' });
    });
  });

  it('deletes after confirmation and downloads through a short-lived URL', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, props } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Actions for Price list.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Download' }));
    await waitFor(() => {
      expect(open).toHaveBeenCalledWith('https://files.example/price-list.pdf', '_blank', 'noopener');
    });

    await user.click(screen.getByRole('button', { name: 'Actions for Price list.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Price list.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(props.onDelete).toHaveBeenCalledWith(READY);
    });
    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
    open.mockRestore();
  });

  it('says the document was only removed from the draft when the live agent still uses it', async () => {
    const { user } = renderSection({ onDelete: vi.fn(() => Promise.resolve('unlinked' as const)) });
    await user.click(screen.getByRole('button', { name: 'Actions for Price list.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Price list.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Removed from this draft')).toBeInTheDocument();
    expect(screen.queryByText('Document deleted')).not.toBeInTheDocument();
  });

  it('disables every change for a VIEWER but still lets them download', async () => {
    const { user } = renderSection({ readOnlyReason: 'Viewers can only read' });
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Write a document' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Use Price list.pdf in answers' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Actions for Price list.pdf' }));
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Download' })).not.toHaveAttribute('aria-disabled');
  });
});
