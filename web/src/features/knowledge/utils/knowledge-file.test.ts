import { KB_DOCUMENT_MAX_BYTES, MSG_KB_FILE_TOO_LARGE, MSG_KB_UNSUPPORTED_FILE } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { MSG_FILE_TYPE_MISMATCH } from '../strings';
import { checkKnowledgeFile, KNOWLEDGE_FILE_ACCEPT } from './knowledge-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkKnowledgeFile', () => {
  it('takes each supported kind with its own type', () => {
    expect(checkKnowledgeFile(file('Guide.PDF', 'application/pdf'))).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(checkKnowledgeFile(file('notes.md', 'text/markdown'))).toMatchObject({ ok: true });
    expect(checkKnowledgeFile(file('page.htm', 'text/html'))).toMatchObject({ ok: true });
  });

  it('gives a typeless file (a browser without a Markdown type) the type of its extension', () => {
    expect(checkKnowledgeFile(file('notes.md', ''))).toEqual({ ok: true, contentType: 'text/markdown' });
  });

  it('refuses an unknown extension, a type that contradicts the extension, and a file over 25 MB', () => {
    expect(checkKnowledgeFile(file('photo.png', 'image/png'))).toEqual({
      ok: false,
      message: MSG_KB_UNSUPPORTED_FILE,
    });
    expect(checkKnowledgeFile(file('fake.pdf', 'image/png'))).toEqual({
      ok: false,
      message: MSG_FILE_TYPE_MISMATCH,
    });
    expect(checkKnowledgeFile(file('big.pdf', 'application/pdf', KB_DOCUMENT_MAX_BYTES + 1))).toEqual({
      ok: false,
      message: MSG_KB_FILE_TOO_LARGE,
    });
  });

  it('offers every extension in the picker', () => {
    expect(KNOWLEDGE_FILE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.html', '.htm', '.md', '.markdown', '.txt']),
    );
  });
});
