import type { StorageEvent } from 'firebase-functions/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onKbDocumentUploaded } from './on-kb-document-uploaded';
import { processDocumentFile } from './process-document';

vi.mock('./process-document', () => ({ processDocumentFile: vi.fn(() => Promise.resolve()) }));

const finalized = (name: string) =>
  ({ data: { name, bucket: 'demo-parley.appspot.com', generation: '1' } }) as unknown as StorageEvent;

describe('onKbDocumentUploaded', () => {
  beforeEach(() => {
    vi.mocked(processDocumentFile).mockClear();
  });

  it('processes a file uploaded under kb-documents/ by its document id', async () => {
    await onKbDocumentUploaded.run(finalized('kb-documents/org-1/agent-1/doc-1/Price list.pdf'));
    expect(processDocumentFile).toHaveBeenCalledWith('doc-1');
  });

  it('ends at once for every other upload to the bucket, and for a malformed kb path', async () => {
    for (const name of [
      'voice-samples/org-1/sample.mp3',
      'campaign-contacts/org-1/file.csv',
      'profile-photos/user-1.png',
      'kb-documents-old/org-1/agent-1/doc-1/a.pdf',
      'kb-documents/org-1/agent-1/a.pdf',
    ]) {
      await onKbDocumentUploaded.run(finalized(name));
    }
    expect(processDocumentFile).not.toHaveBeenCalled();
  });
});
