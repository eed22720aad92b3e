import type { CustomAction, CustomIntegration } from '@parley/domain';

export interface MarketplaceEntry {
  integration: CustomIntegration;
  actions: readonly CustomAction[];
}

export interface MarketplaceFilter {
  search: string;
  /** A category, or '' for all. */
  category: string;
}

const matches = (search: string, ...texts: string[]) =>
  texts.some((text) => text.toLocaleLowerCase().includes(search));

/** The categories integrations are filed under, sorted, once each. */
export function categoriesOf(integrations: readonly CustomIntegration[]): string[] {
  return [...new Set(integrations.map((integration) => integration.category))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/**
 * The cards the marketplace shows: each integration of the category with its visible actions. A search
 * keeps an integration whose name or description matches (with all its actions), or only its matching
 * actions; an integration left with nothing is dropped.
 */
export function marketplaceEntries(
  integrations: readonly CustomIntegration[],
  actions: readonly CustomAction[],
  { search, category }: MarketplaceFilter,
): MarketplaceEntry[] {
  const needle = search.trim().toLocaleLowerCase();
  return integrations
    .filter((integration) => category === '' || integration.category === category)
    .flatMap((integration) => {
      const own = actions.filter((action) => action.integrationId === integration.id);
      if (needle === '' || matches(needle, integration.name, integration.description)) {
        return [{ integration, actions: own }];
      }
      const found = own.filter((action) => matches(needle, action.name, action.description));
      return found.length > 0 ? [{ integration, actions: found }] : [];
    });
}
