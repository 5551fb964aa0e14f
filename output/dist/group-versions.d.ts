/** A group's module (`./groups/<group>.js`): each of its group-versions' functions under the version's name. */
type GroupModule = Readonly<Record<string, object>>;
/** Loads a group-version's functions synchronously, at its first use, from its group's module: `require` of an ES module, Node 20.19 and later. */
export declare let loadGroupVersion: (group: string, version: string) => object;
/** Hands over every group's module, imported up front by the root a bundler takes (`index.bundler.js`). */
export declare function useGroupVersions(groups: Readonly<Record<string, GroupModule>>): void;
export {};
