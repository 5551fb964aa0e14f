/** Loads a group-version's module (`./api/<group>/<version>.js`) synchronously, at its first use: `require` of an ES module, Node 20.19 and later. */
export declare let loadGroupVersion: (path: string) => unknown;
/** Hands over every group-version's module, imported up front by the root a bundler takes (`index.bundler.js`). */
export declare function useGroupVersions(modules: Readonly<Record<string, unknown>>): void;
