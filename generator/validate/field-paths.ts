/**
 * The steps of a Kubernetes field path through a value: `subjects[0].kind` ->
 * ["subjects", 0, "kind"], `parameters[a.b/c]` -> ["parameters", "a.b/c"].
 */
export function pathSteps(field: string, value: unknown): (string | number)[] {
  const steps: (string | number)[] = [];
  let current = value;
  let i = 0;
  const step = (s: string | number) => {
    steps.push(s);
    current =
      current !== null && typeof current === "object"
        ? (current as Record<string | number, unknown>)[s]
        : undefined;
  };
  while (i < field.length) {
    if (field[i] === ".") i++;
    if (field[i] === "[") {
      const end = field.indexOf("]", i);
      const inner = field.slice(i + 1, end < 0 ? field.length : end);
      step(Array.isArray(current) && /^\d+$/.test(inner) ? Number(inner) : inner);
      i = end < 0 ? field.length : end + 1;
      continue;
    }
    let j = i;
    while (j < field.length && field[j] !== "." && field[j] !== "[") j++;
    if (j > i) step(field.slice(i, j));
    i = j;
  }
  return steps;
}
