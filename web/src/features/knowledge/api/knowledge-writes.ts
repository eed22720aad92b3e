// The widget is plain user data the rules let members (not VIEWERs) write directly
// (docs/knowledge-base.md#data); everything else goes through the routes (knowledge-api.ts).
import { widgetIdOf, type Widget } from '@parley/domain';
import { setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { agentWidgetRef } from './knowledge-refs';

export type WidgetSettings = Omit<Widget, 'id' | 'agentId'>;

function knowledgeWrites(firestore: Firestore) {
  return {
    saveWidget: (agentId: string, settings: WidgetSettings) =>
      setDoc(agentWidgetRef(firestore, agentId), { id: widgetIdOf(agentId), agentId, ...settings }),
  };
}

export type KnowledgeWrites = ReturnType<typeof knowledgeWrites>;

/** The widget's writes. */
export function useKnowledgeWrites(): KnowledgeWrites {
  return knowledgeWrites(useFirestore());
}
