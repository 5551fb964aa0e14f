/** The problems of a label key (`[DNS subdomain/]name`), as content.IsLabelKey lists them; empty when valid. */
export declare function labelKeyProblems(value: string): string[];
/** The problems of a label value (at most 63 bytes, may be empty), as content.IsLabelValue lists them. */
export declare function labelValueProblems(value: string): string[];
export declare function quote(value: string): string;
