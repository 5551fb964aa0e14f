export type MatchResult =
  | {
      readonly matches: true;
    }
  | {
      readonly matches: false;
      readonly failed?: string;
    };
export declare function evaluateMatchConditions(
  conditions:
    | readonly {
        readonly name: string;
        readonly expression: string;
      }[]
    | undefined,
  variables: Record<string, unknown>,
): MatchResult;
