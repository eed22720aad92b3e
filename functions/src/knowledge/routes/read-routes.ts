// GET /object/kb/{agentId} (the spec's shape, for integrators and the voice engine) and POST
// /agent/knowledge-base/ask (the passages retrieval would use). Any member may read, VIEWER included.
import {
  API_ROUTES,
  askKnowledgeBaseRequestSchema,
  documentSchema,
  getKnowledgeBaseRequestSchema,
  type AskKnowledgeBaseResponse,
  type GetKnowledgeBaseResponse,
  type KnowledgeBaseEntry,
} from '@parley/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { defineRoute } from '../../api/route-definition';
import { authorize } from '../../lib/authorize';
import { readAgentKnowledge } from '../agent-knowledge';
import { askKnowledgeBase } from '../retrieval/knowledge-service';

function isoOf(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  return typeof value === 'string' ? value : null;
}

export const getKnowledgeBaseRoute = defineRoute(
  API_ROUTES.getKnowledgeBase,
  getKnowledgeBaseRequestSchema,
  async ({ uid, input }): Promise<GetKnowledgeBaseResponse> => {
    await authorize(null, { agentId: input.agentId }, uid, { action: 'read' });
    const { documents } = await readAgentKnowledge(input.agentId);
    const data = documents.map((snapshot): KnowledgeBaseEntry => {
      const doc = documentSchema.parse({ ...snapshot.data(), id: snapshot.id });
      return {
        id: doc.id,
        name: doc.name,
        active: doc.active,
        agent_id: doc.agentId,
        content: doc.content,
        contentMD: doc.contentMD,
        // Produced on request by /agent/knowledge-base/document-url; never stored long-lived.
        presigned_url: null,
        last_updated_at: isoOf(snapshot.get('lastUpdatedAt')),
        last_updated_by: doc.lastUpdatedBy,
        trieveChunkIds: doc.trieveChunkIds,
      };
    });
    return { status: 'success', data };
  },
);

export const askKnowledgeBaseRoute = defineRoute(
  API_ROUTES.askKnowledgeBase,
  askKnowledgeBaseRequestSchema,
  async ({ uid, input }): Promise<AskKnowledgeBaseResponse> => {
    await authorize(null, { agentId: input.agentId }, uid, { action: 'read' });
    return { passages: await askKnowledgeBase(input.agentId, input.question, input.limit) };
  },
);
