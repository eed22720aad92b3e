// POST /agent/knowledge-base/add-document, update-document, delete-document (a document or, by `type`,
// a website; delete also a FAQ) and document-url. Members who are not VIEWERs change the knowledge base; the record, its
// chunks and its file are written here, never by a client. Adding or deleting changes the agent's
// knowledge links, which a live agent under version control does not take (authorizeAgentEdit);
// deleting drops the link, and the item goes with its last link (release-knowledge-item.ts). Changing a
// document another agent also links (a draft's live agent) changes the agent's own copy (own-copy.ts).
// docs/knowledge-base.md#documents
import {
  addDocumentRequestSchema,
  API_ROUTES,
  API_ERROR_REASONS,
  deleteDocumentRequestSchema,
  documentUrlRequestSchema,
  kbDocumentKind,
  kbDocumentPath,
  KB_ERROR_REASONS,
  MSG_DOCUMENT_ID_REQUIRED,
  MSG_KB_DOCUMENT_NEEDS_CONTENT,
  MSG_KB_DOCUMENT_NOT_FOUND,
  MSG_KB_UNSUPPORTED_FILE,
  updateDocumentRequestSchema,
  type DeleteDocumentResponse,
  type DocumentUrlResponse,
  type KnowledgeDocument,
  type KnowledgeItemType,
  type LastUpdatedBy,
  type User,
  type Website,
} from '@parley/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { defineRoute } from '../../api/route-definition';
import { authorize } from '../../lib/authorize';
import { authorizeAgentEdit } from '../../lib/authorize-agent-edit';
import { agentRef, readAgent } from '../../lib/collections';
import { failure } from '../../lib/errors';
import { db } from '../../lib/firestore';
import { defaultBucket } from '../../lib/storage';
import { markChecklist } from '../../users/checklist';
import { indexMarkdown, processDocumentFile } from '../documents/process-document';
import {
  documentFilePath,
  documentRef,
  hasChunks,
  readDocument,
  readFaq,
  readWebsite,
  websiteRef,
} from '../kb-store';
import { knowledgeNotFound } from '../knowledge-not-found';
import { changeOwnCopy } from '../own-copy';
import { KNOWLEDGE_LINK_FIELD, releaseKnowledgeItem } from '../release-knowledge-item';
import { invalidateAgentIndex } from '../retrieval/knowledge-service';
import { createWebsite } from './website-create';

/** How long a document's download URL works. */
export const DOCUMENT_URL_TTL_MS = 15 * 60 * 1000;

export const stampOf = (caller: User): LastUpdatedBy => ({
  uid: caller.uid,
  email: caller.email ?? null,
  displayName: caller.displayName ?? null,
});

const READ_ITEM = { document: readDocument, website: readWebsite, faq: readFaq } as const satisfies Record<
  KnowledgeItemType,
  (id: string) => Promise<{ agentId: string } | null>
>;

async function documentOrRefuse(id: string): Promise<KnowledgeDocument> {
  const doc = await readDocument(id);
  if (!doc) throw knowledgeNotFound('document');
  return doc;
}

async function websiteOrRefuse(id: string): Promise<Website> {
  const website = await readWebsite(id);
  if (!website) throw knowledgeNotFound('website');
  return website;
}

export const addDocumentRoute = defineRoute(
  API_ROUTES.addKnowledgeDocument,
  addDocumentRequestSchema,
  async ({ uid, input }) => {
    if (input.type === 'website') {
      const websiteId = await createWebsite(uid, {
        websiteId: input.id,
        agentId: input.agentId,
        url: input.url ?? '',
        name: input.name ?? '',
      });
      return { id: websiteId, type: 'website' };
    }
    if (input.fileName !== undefined && !kbDocumentKind(input.fileName)) {
      throw failure('invalid-argument', MSG_KB_UNSUPPORTED_FILE, {
        reason: KB_ERROR_REASONS.unsupportedFile,
      });
    }
    if (input.fileName === undefined && input.contentMD === undefined) {
      throw failure('invalid-argument', MSG_KB_DOCUMENT_NEEDS_CONTENT, {
        reason: API_ERROR_REASONS.invalidInput,
      });
    }
    const created = await db().runTransaction(async (tx) => {
      const { caller, agent } = await authorizeAgentEdit(tx, input.agentId, uid);
      const ref = documentRef(input.id);
      const existing = await tx.get(ref);
      // A retried add of the same document answers as the first did; another agent's id is refused.
      if (existing.exists) {
        if (existing.get('agentId') !== agent.id) {
          throw failure('already-exists', MSG_KB_DOCUMENT_NOT_FOUND, {
            reason: KB_ERROR_REASONS.documentNotFound,
          });
        }
        return false;
      }
      tx.set(ref, {
        id: input.id,
        name: input.name ?? input.fileName ?? input.id,
        active: true,
        agentId: agent.id,
        content: '',
        contentMD: input.contentMD ?? '',
        fileName: input.fileName ?? '',
        fileUrl: null,
        objectUri: input.fileName
          ? `gs://${defaultBucket().name}/${kbDocumentPath(agent.orgId, agent.id, input.id, input.fileName)}`
          : null,
        presignedUrl: null,
        sizeBytes: 0,
        status: 'processing',
        statusReason: null,
        chunkCount: 0,
        lastUpdatedAt: Timestamp.now(),
        lastUpdatedBy: stampOf(caller),
        trieveChunkIds: [],
        vapiFileId: null,
      });
      tx.update(agentRef(agent.id), { documentIds: FieldValue.arrayUnion(input.id) });
      markChecklist(tx, uid, 'hasAddedKnowledgeBase');
      return true;
    });
    const doc = await documentOrRefuse(input.id);
    if (created && !doc.fileName) await indexMarkdown(doc, doc.contentMD);
    // The upload may have finished before the record existed: process it now (a no-op if the trigger did).
    if (doc.fileName) await processDocumentFile(doc.id);
    const { status, statusReason } = await documentOrRefuse(input.id);
    return { id: input.id, type: 'document', status, statusReason };
  },
);

export const updateDocumentRoute = defineRoute(
  API_ROUTES.updateKnowledgeDocument,
  updateDocumentRequestSchema,
  async ({ uid, input }) => {
    if (!input.id)
      throw failure('invalid-argument', MSG_DOCUMENT_ID_REQUIRED, { reason: API_ERROR_REASONS.invalidInput });
    if (input.type === 'website') {
      const website = await websiteOrRefuse(input.id);
      const { caller } = await authorize(null, { agentId: website.agentId }, uid, { action: 'change' });
      await websiteRef(website.id).update({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.active === undefined ? {} : { active: input.active }),
        ...(input.schedule === undefined ? {} : { schedule: input.schedule }),
        lastUpdatedBy: stampOf(caller),
      });
      invalidateAgentIndex(website.agentId);
      return { id: website.id, type: 'website' };
    }
    const agentId = input.agentId ?? (await documentOrRefuse(input.id)).agentId;
    const { id } = await db().runTransaction(async (tx) => {
      const { caller, agent } = await authorizeAgentEdit(tx, agentId, uid);
      const change = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.active === undefined ? {} : { active: input.active }),
        lastUpdatedBy: stampOf(caller),
        lastUpdatedAt: Timestamp.now(),
      };
      return changeOwnCopy(tx, agent, 'document', input.id, change);
    });
    await indexChangedDocument(await documentOrRefuse(id), input);
    invalidateAgentIndex(agentId);
    return { id, type: 'document' };
  },
);

/**
 * Builds the changed document's passages when its text changed (they carry its name) or it has none yet
 * (the agent's fresh copy, or one whose change stopped after its transaction: chunk ids are derived, so a
 * retry makes it whole), from the edited Markdown or from its own when it is ready. (De)activating a
 * document that has its passages re-indexes nothing. A copy of a document whose file is still being
 * converted converts the shared file itself (a no-op until the upload is there).
 */
async function indexChangedDocument(
  doc: KnowledgeDocument,
  { name, contentMD }: { name?: string; contentMD?: string },
): Promise<void> {
  if (name === undefined && contentMD === undefined && (await hasChunks(doc.id))) return;
  if (contentMD !== undefined || doc.status === 'ready') await indexMarkdown(doc, contentMD ?? doc.contentMD);
  else if (doc.status === 'processing' && doc.fileName) await processDocumentFile(doc.id);
}

/**
 * Removes the item from the route's agent (default: the agent that created it), authorised as an edit of
 * THAT agent: on a draft it is an unlink, and the live agent keeps the item until publish. The item
 * itself is deleted only when no agent links it any more (releaseKnowledgeItem). A retried delete
 * answers the same. docs/knowledge-base.md#deleting-and-sharing
 */
export const deleteDocumentRoute = defineRoute(
  API_ROUTES.deleteKnowledgeDocument,
  deleteDocumentRequestSchema,
  async ({ uid, input }): Promise<DeleteDocumentResponse> => {
    const { id, type } = input;
    const item = await READ_ITEM[type](id);
    const agentId = input.agentId ?? item?.agentId;
    // Deleting what is already gone succeeds: a retried delete is not an error.
    if (!agentId) return { id, type, deleted: true };
    const field = KNOWLEDGE_LINK_FIELD[type];
    await db().runTransaction(async (tx) => {
      const { agent } = await authorizeAgentEdit(tx, agentId, uid);
      // Another organisation's item is not this agent's to remove, linked or not.
      if (item && item.agentId !== agent.id && !agent[field].includes(id)) {
        const owner = await readAgent(item.agentId, tx);
        if (owner?.orgId !== agent.orgId) throw knowledgeNotFound(type);
      }
      if (agent[field].includes(id)) tx.update(agentRef(agent.id), { [field]: FieldValue.arrayRemove(id) });
    });
    const deleted = await releaseKnowledgeItem(type, id);
    invalidateAgentIndex(agentId);
    return { id, type, deleted };
  },
);

/**
 * A download URL of the document's file that works for DOCUMENT_URL_TTL_MS: a V4 signed URL when
 * deployed; under the Storage emulator, which cannot check signatures, a fresh tokenised URL.
 */
async function shortLivedUrl(path: string, expiresAt: number): Promise<string> {
  const file = defaultBucket().file(path);
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST?.trim();
  if (!emulator) {
    const [url] = await file.getSignedUrl({ version: 'v4', action: 'read', expires: expiresAt });
    return url;
  }
  const token = crypto.randomUUID();
  await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
  const origin = emulator.startsWith('http') ? emulator : `http://${emulator}`;
  return `${origin}/v0/b/${file.bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

export const documentUrlRoute = defineRoute(
  API_ROUTES.knowledgeDocumentUrl,
  documentUrlRequestSchema,
  async ({ uid, input }): Promise<DocumentUrlResponse> => {
    const doc = await documentOrRefuse(input.id);
    const { agent } = await authorize(null, { agentId: doc.agentId }, uid, { action: 'read' });
    if (!doc.fileName) {
      throw failure('failed-precondition', MSG_KB_DOCUMENT_NOT_FOUND, {
        reason: KB_ERROR_REASONS.documentNotFound,
      });
    }
    const expiresAt = Date.now() + DOCUMENT_URL_TTL_MS;
    const presignedUrl = await shortLivedUrl(documentFilePath(doc, agent.orgId), expiresAt);
    return { presignedUrl, expiresAt };
  },
);
