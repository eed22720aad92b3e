// Every route of the knowledge base, for the `api` function's route list.
import type { RouteDefinition } from '../../api/route-definition';
import { widgetConfigRoute } from '../widgets/widget-config-route';
import {
  addDocumentRoute,
  deleteDocumentRoute,
  documentUrlRoute,
  updateDocumentRoute,
} from './document-routes';
import { addFaqsRoute, updateFaqRoute } from './faq-routes';
import { askKnowledgeBaseRoute, getKnowledgeBaseRoute } from './read-routes';
import { cancelCrawlRoute, convertToMarkdownRoute, crawlWebsiteRoute } from './scrape-routes';

export const KB_ROUTES: readonly RouteDefinition[] = [
  getKnowledgeBaseRoute,
  askKnowledgeBaseRoute,
  addDocumentRoute,
  updateDocumentRoute,
  deleteDocumentRoute,
  documentUrlRoute,
  addFaqsRoute,
  updateFaqRoute,
  convertToMarkdownRoute,
  crawlWebsiteRoute,
  cancelCrawlRoute,
  widgetConfigRoute,
];
