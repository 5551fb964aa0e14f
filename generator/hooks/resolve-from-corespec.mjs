// A module resolve hook (node:module register) for `corespec validate --package DIR` and
// `corespec serve --package DIR`: a package generated with `--out` outside the repository has
// no node_modules of its own until someone installs it, so a bare import that its own
// directory cannot resolve is resolved from corespec's, which holds the same dependencies.
// Plain JavaScript: hooks run on their own thread, without tsx.
let fallbackParent;

export function initialize(data) {
  fallbackParent = data.parentURL;
}

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const bare = !/^(\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
    if (!bare || error?.code !== "ERR_MODULE_NOT_FOUND" || fallbackParent === undefined) throw error;
    return nextResolve(specifier, { ...context, parentURL: fallbackParent });
  }
}
