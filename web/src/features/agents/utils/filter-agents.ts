/** Agents whose name contains the search text, ignoring case, accents and surrounding spaces. */
export function filterAgentsByName<T extends { name: string }>(agents: readonly T[], search: string): T[] {
  const needle = normalise(search);
  if (needle === '') return [...agents];
  return agents.filter((agent) => normalise(agent.name).includes(needle));
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}
