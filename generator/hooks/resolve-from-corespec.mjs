// A module resolve hook (node:module register) for `corespec validate --package DIR` and
// `corespec serve --package DIR`: a package generated with `--out` outside the repository has
// no node_modules of its own until someone installs it.
// - A server package imports its API package by the API package's name; `packages` maps that
//   name to the API package generated beside the server (its package.json), which resolves it
//   through its own exports (Node's package self-reference), whatever corespec's node_modules hold.
// - Any other bare import that its own directory cannot resolve is resolved from corespec's,
//   which holds the same dependencies.
// Plain JavaScript: hooks run on their own thread, without tsx.
let fallbackParent;
let packages = {};

export function initialize(data) {
  fallbackParent = data.parentURL;
  packages = data.packages ?? {};
}

/** The package name of a bare specifier: `@scope/name` or `name`. */
function packageName(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

export async function resolve(specifier, context, nextResolve) {
  const bare = !/^(\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
  const sibling = bare ? packages[packageName(specifier)] : undefined;
  if (sibling !== undefined) return nextResolve(specifier, { ...context, parentURL: sibling });
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (!bare || error?.code !== "ERR_MODULE_NOT_FOUND" || fallbackParent === undefined)
      throw error;
    return nextResolve(specifier, { ...context, parentURL: fallbackParent });
  }
}
