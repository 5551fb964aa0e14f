// Copied by corespec from templates/server/http/yaml-reader.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { Composer, isMap, isPair, isScalar, isSeq, Lexer, LineCounter, Parser } from "yaml";
export const MAX_YAML_DEPTH = 256;
export const MAX_YAML_ALIASES = 100;
export class YamlReadError extends Error {
  constructor(message, offset) {
    super(message);
    this.offset = offset;
    this.name = "YamlReadError";
  }
  offset;
}
export function cstDepth(token, limit) {
  const stack = [{ token, depth: 0 }];
  let deepest = 0;
  while (stack.length > 0) {
    const { token: t, depth } = stack.pop();
    let items;
    let value;
    switch (t.type) {
      case "document":
        value = t.value;
        break;
      case "block-map":
      case "block-seq":
      case "flow-collection":
        items = t.items;
        break;
      default:
        break;
    }
    if (value !== void 0) stack.push({ token: value, depth });
    if (items === void 0) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (level > limit) return { depth: level, offset: t.offset };
    for (const item of items) {
      if (item.key) stack.push({ token: item.key, depth: level });
      if (item.value) stack.push({ token: item.value, depth: level });
    }
  }
  return { depth: deepest, offset: 0 };
}
const turn = () => new Promise((resolve) => setImmediate(resolve));
export async function readYamlDocuments(text, options = {}) {
  const maxDepth = options.maxDepth ?? MAX_YAML_DEPTH;
  const slice = options.yieldEveryMs ?? 0;
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  const parser = new Parser(lineCounter.addNewLine);
  const composer = new Composer({ uniqueKeys: false, merge: true, prettyErrors: false });
  const documents = [];
  const take = (token) => {
    const { depth, offset } = cstDepth(token, maxDepth);
    if (depth > maxDepth) throw new YamlReadError(`exceeded max depth of ${maxDepth}`, offset);
    for (const document of composer.next(token)) documents.push({ document, lineCounter });
  };
  let started = performance.now();
  let count = 0;
  for (const lexeme of new Lexer().lex(text, false)) {
    for (const token of parser.next(lexeme)) take(token);
    if (slice > 0 && (++count & 255) === 0 && performance.now() - started > slice) {
      await turn();
      started = performance.now();
    }
  }
  for (const token of parser.end()) take(token);
  for (const document of composer.end(false, text.length)) documents.push({ document, lineCounter });
  return documents;
}
export function yamlValue(document, maxAliasCount = MAX_YAML_ALIASES) {
  try {
    return document.toJS({ maxAliasCount });
  } catch (error) {
    throw new YamlReadError(error.message, 0);
  }
}
function yamlKey(key) {
  if (isScalar(key)) return key.value === null || key.value === void 0 ? "" : String(key.value);
  return String(key);
}
export function inspectYaml(doc, max) {
  const duplicates = [];
  const seen = /* @__PURE__ */ new Set();
  const stack = [{ node: doc.contents, path: "" }];
  while (stack.length > 0) {
    const { node, path } = stack.pop();
    if (isMap(node)) {
      const keys = /* @__PURE__ */ new Set();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        if (isScalar(pair.key) && pair.key.value === "<<") {
          stack.push({ node: pair.value, path });
          continue;
        }
        const k = yamlKey(pair.key);
        const childPath = path === "" ? k : `${path}.${k}`;
        if (keys.has(k)) {
          if (duplicates.length < max && !seen.has(childPath)) {
            seen.add(childPath);
            duplicates.push({ path: childPath, offset: pair.key?.range?.[0] ?? 0 });
          }
        } else keys.add(k);
        stack.push({ node: pair.value, path: childPath });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => stack.push({ node: item, path: `${path}[${i}]` }));
    } else if (isScalar(node) && typeof node.value === "number" && !Number.isFinite(node.value)) {
      return { duplicates, nonJson: { source: String(node.source ?? node.value), offset: node.range?.[0] ?? 0 } };
    }
  }
  return { duplicates };
}
