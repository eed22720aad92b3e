import { describe, expect, it } from 'vitest';
import {
  crawlPathAllowed,
  kbDocumentKind,
  kbDocumentPath,
  knowledgeSourceLink,
  parseKbDocumentPath,
} from './knowledge';

describe('knowledge-base rules', () => {
  it('knows a document kind by its extension, case-insensitively, and refuses others', () => {
    expect(kbDocumentKind('Menu.PDF')).toBe('pdf');
    expect(kbDocumentKind('policy.docx')).toBe('docx');
    expect(kbDocumentKind('page.htm')).toBe('html');
    expect(kbDocumentKind('notes.md')).toBe('markdown');
    expect(kbDocumentKind('notes.txt')).toBe('text');
    expect(kbDocumentKind('photo.png')).toBeNull();
    expect(kbDocumentKind('archive.pdf.exe')).toBeNull();
  });

  it('round-trips a document path', () => {
    const path = kbDocumentPath('o1', 'a1', 'd1', 'hours.pdf');
    expect(path).toBe('kb-documents/o1/a1/d1/hours.pdf');
    expect(parseKbDocumentPath(path)).toEqual({
      orgId: 'o1',
      agentId: 'a1',
      documentId: 'd1',
      fileName: 'hours.pdf',
    });
    expect(parseKbDocumentPath('campaign-contacts/o1/x.csv')).toBeNull();
  });

  it('applies include and exclude patterns, excludes first', () => {
    expect(crawlPathAllowed('/blog/post-1', [], [])).toBe(true);
    expect(crawlPathAllowed('/blog/post-1', ['/blog'], [])).toBe(true);
    expect(crawlPathAllowed('/shop/item', ['/blog'], [])).toBe(false);
    expect(crawlPathAllowed('/blog/drafts/x', ['/blog/**'], ['/blog/drafts'])).toBe(false);
    expect(crawlPathAllowed('/docs/a/b', ['/docs/*'], [])).toBe(false);
    expect(crawlPathAllowed('/docs/a', ['/docs/*'], [])).toBe(true);
    expect(crawlPathAllowed('/blogger', ['/blog'], [])).toBe(false);
  });
});

describe('knowledgeSourceLink', () => {
  it("opens the agent's Knowledge tab on the source, escaping both ids", () => {
    expect(knowledgeSourceLink('agent-1', 'faq', 'f 1')).toBe('/agent/agent-1/knowledge?faq=f%201');
    expect(knowledgeSourceLink('a/b', 'document', 'd1')).toBe('/agent/a%2Fb/knowledge?document=d1');
  });
});
