import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The element id of a document or FAQ row, which a passage's in-app link scrolls to. */
export const sourceElementId = (sourceId: string) => `kb-source-${sourceId}`;

/**
 * The source a passage's in-app link names (`?document=…` or `?faq=…`, knowledgeSourceLink in the
 * domain), scrolled into view once its row is on the page; null when the URL names none.
 */
export function useLinkedSource(loaded: boolean): string | null {
  const [params] = useSearchParams();
  const linked = params.get('document') ?? params.get('faq');
  useEffect(() => {
    if (!linked || !loaded) return;
    document.getElementById(sourceElementId(linked))?.scrollIntoView({ block: 'center' });
  }, [linked, loaded]);
  return linked;
}
