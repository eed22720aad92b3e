// The Knowledge tab's calls to the knowledge-base routes (docs/knowledge-base.md): add, update and
// delete documents, websites and FAQs, a document's short-lived download URL, crawls and their cancel,
// and "ask your knowledge base". Lists are live from Firestore, so writes need no cache refresh.
import {
  addFaqsResponseSchema,
  API_ROUTES,
  askKnowledgeBaseResponseSchema,
  chunk,
  crawlWebsiteResponseSchema,
  deleteDocumentResponseSchema,
  documentUrlResponseSchema,
  FAQ_ADD_MAX,
  updateFaqResponseSchema,
  type ApiRoute,
  type CrawlSchedule,
  type FaqRow,
  type KnowledgeItemType,
  type KnowledgeSourceType,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiFetch } from '../../../lib/api-client';
import { useServices } from '../../../lib/services';

export interface NewDocument {
  id: string;
  agentId: string;
  name: string;
  /** The uploaded file's name (already in Storage), or none for Markdown typed in. */
  fileName?: string;
  contentMD?: string;
}

export interface SourceUpdate {
  id: string;
  type: KnowledgeSourceType;
  /**
   * Documents: the agent whose document changes (the edit target). A document its live agent also uses
   * is changed as the draft's own copy, which the draft then lists in its place.
   */
  agentId?: string;
  name?: string;
  active?: boolean;
  contentMD?: string;
  schedule?: CrawlSchedule;
}

/** A FAQ to add, with the id the client chose for it (so a retried add creates it once). */
export interface NewFaq extends FaqRow {
  id: string;
}

export interface CrawlRequest {
  agentId: string;
  url: string;
  /** An existing website to re-crawl, else a new one. */
  websiteId?: string;
  limit?: number;
  maxDepth?: number;
  includePaths?: readonly string[];
  excludePaths?: readonly string[];
  schedule?: CrawlSchedule;
}

const post = (api: ApiFetch, route: ApiRoute, body: unknown) =>
  api(route.path, { method: route.method, body });

/** The knowledge-base routes bound to an api client. */
export function knowledgeRequests(api: ApiFetch) {
  return {
    addDocument: (input: NewDocument) =>
      post(api, API_ROUTES.addKnowledgeDocument, { type: 'document', ...input }),
    update: (input: SourceUpdate) => post(api, API_ROUTES.updateKnowledgeDocument, input),
    /**
     * Removes the item from `agentId` (the draft under version control); answers whether the item is
     * gone, or still used by another agent (the live one, until the draft is published).
     */
    remove: async (agentId: string, id: string, type: KnowledgeItemType) => {
      const route = API_ROUTES.deleteKnowledgeDocument;
      const answer = await api(route.path, {
        method: route.method,
        body: { id, type, agentId },
        schema: deleteDocumentResponseSchema,
      });
      return answer.deleted ? ('deleted' as const) : ('unlinked' as const);
    },
    /**
     * Adds FAQs to `agentId`, FAQ_ADD_MAX a request (each lands whole or not at all; a retry of one
     * creates nothing twice).
     */
    addFaqs: async (agentId: string, faqs: readonly NewFaq[]) => {
      const route = API_ROUTES.addKnowledgeFaqs;
      for (const part of chunk(faqs, FAQ_ADD_MAX)) {
        await api(route.path, {
          method: route.method,
          body: { agentId, faqs: part },
          schema: addFaqsResponseSchema,
        });
      }
    },
    /** Changes a FAQ of `agentId`; one its live agent also uses is changed as the draft's own copy. */
    updateFaq: (agentId: string, id: string, faq: FaqRow) => {
      const route = API_ROUTES.updateKnowledgeFaq;
      return api(route.path, {
        method: route.method,
        body: { agentId, id, ...faq },
        schema: updateFaqResponseSchema,
      });
    },
    documentUrl: async (id: string) => {
      const route = API_ROUTES.knowledgeDocumentUrl;
      const answer = await api(route.path, {
        method: route.method,
        body: { id },
        schema: documentUrlResponseSchema,
      });
      return answer.presignedUrl;
    },
    crawl: async (input: CrawlRequest) => {
      const route = API_ROUTES.crawlWebsite;
      const answer = await api(route.path, {
        method: route.method,
        body: input,
        schema: crawlWebsiteResponseSchema,
      });
      return answer.websiteId;
    },
    cancelCrawl: (websiteId: string) => post(api, API_ROUTES.cancelCrawl, { websiteId }),
    ask: async (agentId: string, question: string) => {
      const route = API_ROUTES.askKnowledgeBase;
      const answer = await api(route.path, {
        method: route.method,
        body: { agentId, question },
        schema: askKnowledgeBaseResponseSchema,
      });
      return answer.passages;
    },
  };
}

export type KnowledgeRequests = ReturnType<typeof knowledgeRequests>;

/** The knowledge-base routes over the app's api client. */
export function useKnowledgeRequests(): KnowledgeRequests {
  const { api } = useServices();
  return knowledgeRequests(api);
}

/** "Ask your knowledge base": the passages the agent would use for a question. */
export function useAskKnowledgeBase(agentId: string) {
  const { api } = useServices();
  return useMutation({ mutationFn: (question: string) => knowledgeRequests(api).ask(agentId, question) });
}
