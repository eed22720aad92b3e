// Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys
// (line_items[0][price]=..., metadata[uid]=...), which the `stripe` SDK sends for every call.

type FormValue = string | FormObject | FormValue[];
interface FormObject {
  [key: string]: FormValue;
}

/** Decodes bracketed form fields into nested objects; numeric keys become arrays. */
export function parseStripeForm(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [key, value] of params) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
      node = node[segment] as FormObject;
    });
  }
  return arraysFromIndexes(root) as FormObject;
}

/** {0: a, 1: b} → [a, b], recursively. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arraysFromIndexes(value[key] ?? '')]));
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return Object.values(converted);
  return converted;
}
