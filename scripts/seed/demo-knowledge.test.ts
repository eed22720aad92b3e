import { kbDocumentPath } from '@parley/domain';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { adminApp, getTestEnv } from '../testing';
import { DEMO_GUIDE_MD, DEMO_KNOWLEDGE_IDS, seedKnowledgeFile } from './demo-knowledge';

const { projectId } = getTestEnv();
const bucket = getStorage(adminApp()).bucket(`${projectId}.appspot.com`);
const owners = { org: 'org-seed-kb', agent: 'agent-seed-kb' };

describe("the demo agent's knowledge file", () => {
  it('is uploaded where the KB trigger looks, as Markdown, once', async () => {
    const file = bucket.file(
      kbDocumentPath(owners.org, owners.agent, DEMO_KNOWLEDGE_IDS.document, 'shop-guide.md'),
    );
    await file.delete({ ignoreNotFound: true });
    expect(await seedKnowledgeFile(bucket, owners)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('text/markdown');
    expect((await file.download())[0].toString()).toBe(DEMO_GUIDE_MD);
    expect(await seedKnowledgeFile(bucket, owners)).toBe(false);
    expect((await file.getMetadata())[0].generation).toBe(metadata.generation);
  });
});
