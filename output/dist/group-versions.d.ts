/** A group's module (`./groups/<group>.js`): each of its group-versions' functions under the version's name. */
type GroupModule = Readonly<Record<string, object>>;
/** Loads a group-version's functions at its first use, from its group's module. */
export declare let loadGroupVersion: (group: string, version: string) => object;
/** Hands over every group's module, imported up front by the root a bundler takes (`index.bundler.js`). */
export declare function useGroupVersions(groups: Readonly<Record<string, GroupModule>>): void;
export {};
