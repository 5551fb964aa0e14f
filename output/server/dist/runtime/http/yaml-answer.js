// Copied by corespec from templates/server/http/yaml-answer.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * Answers in YAML, for clients whose Accept settles on `application/yaml` (Kubernetes' YAML
 * serializer: the object's JSON turned into YAML by sigs.k8s.io/yaml's JSONToYAML, so keys come
 * out sorted, as go-yaml writes a map). A list is written item by item, as its JSON is
 * (list-stream.ts), so a large one is streamed in chunks and never held whole.
 */
import { stringify } from "yaml";
import { listCollection } from "./list-stream.js";
const OPTIONS = {
  sortMapEntries: true,
  indentSeq: false,
  lineWidth: 0,
};
/** A value's YAML document text (a map's keys sorted). */
function yamlOf(value) {
  return stringify(value, OPTIONS);
}
/** One element of a block sequence: `- ` before its first line, its other lines indented two spaces. */
function sequenceItem(value) {
  const text = yamlOf(value).replace(/\n$/, "");
  return `- ${text.split("\n").join("\n  ")}\n`;
}
/** The pieces of an answer's YAML: a list's fields in key order, its items one at a time; anything else whole. */
export function* yamlPieces(body) {
  const collection = listCollection(body);
  if (collection === undefined) {
    yield yamlOf(body);
    return;
  }
  const { fields, key, elements } = collection;
  for (const name of Object.keys(fields).sort()) {
    if (name !== key) {
      if (fields[name] !== undefined) yield yamlOf({ [name]: fields[name] });
      continue;
    }
    if (elements.length === 0) {
      yield `${name}: []\n`;
      continue;
    }
    yield `${name}:\n`;
    for (const element of elements) yield sequenceItem(element ?? null);
  }
}
