/**
 * From verified claims to a user, as Kubernetes' structured JWT authenticator does
 * (staging/src/k8s.io/apiserver/plugin/pkg/authenticator/token/oidc/oidc.go: claim validation
 * rules, then claim mappings for username, groups, uid and extra, then user validation rules):
 * a claim with its prefix or a CEL expression over `claims`; CEL over `user` for the user rules.
 * Every program is compiled when the authenticator is made.
 */
import { celProgram, celValue, type CelProgram } from "./cel.js";
import type { ClaimOrExpression, JwtAuthenticatorConfig } from "./jwt-config.js";
import type { UserInfo } from "./user.js";

type Claims = Readonly<Record<string, unknown>>;
type Mapping = (claims: Claims) => unknown;

function mapping(source: ClaimOrExpression | undefined): Mapping | undefined {
  if (source === undefined) return undefined;
  if (source.expression !== undefined) {
    const program = celProgram(source.expression);
    return (claims) => celValue(program({ claims }));
  }
  const claim = source.claim;
  if (claim === undefined || claim === "") return undefined;
  const prefix = source.prefix ?? "";
  return (claims) => {
    const value = claims[claim];
    if (value === undefined) return undefined;
    if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? prefix + v : v));
    return typeof value === "string" ? prefix + value : value;
  };
}

const asString = (what: string, value: unknown): string => {
  if (typeof value !== "string")
    throw new Error(`oidc: error evaluating ${what}: must be a string, got ${typeof value}`);
  return value;
};

const asStrings = (what: string, value: unknown): string[] => {
  if (value === undefined || value === null) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value as string[];
  throw new Error(`oidc: error evaluating ${what}: must be a string or a list of strings`);
};

export class ClaimMapper {
  private readonly claimRules: ((claims: Claims) => void)[];
  private readonly username: Mapping;
  private readonly usernameClaim?: string;
  private readonly groups?: Mapping;
  private readonly uid?: Mapping;
  private readonly extra: readonly { readonly key: string; readonly value: CelProgram }[];
  private readonly userRules: readonly { readonly program: CelProgram; readonly message: string }[];

  constructor(config: JwtAuthenticatorConfig) {
    this.claimRules = (config.claimValidationRules ?? []).map((rule) => {
      if (rule.expression !== undefined) {
        const program = celProgram(rule.expression);
        const message = rule.message ?? `expression '${rule.expression}' resulted in error`;
        return (claims: Claims) => {
          if (program({ claims }) !== true)
            throw new Error(`oidc: error evaluating claim validation expression: ${message}`);
        };
      }
      const claim = rule.claim ?? "";
      const required = rule.requiredValue ?? "";
      return (claims: Claims) => {
        const value = claims[claim];
        if (value === undefined)
          throw new Error(`oidc: required claim ${claim} not present in ID token`);
        if (value !== required)
          throw new Error(
            `oidc: required claim ${claim} value does not match. Got = ${String(value)}, want = ${required}`,
          );
      };
    });
    this.username = mapping(config.claimMappings.username) ?? (() => undefined);
    if (config.claimMappings.username.expression === undefined)
      this.usernameClaim = config.claimMappings.username.claim;
    this.groups = mapping(config.claimMappings.groups);
    this.uid = mapping(config.claimMappings.uid);
    this.extra = (config.claimMappings.extra ?? []).map((e) => ({
      key: e.key,
      value: celProgram(e.valueExpression),
    }));
    this.userRules = (config.userValidationRules ?? []).map((r) => ({
      program: celProgram(r.expression),
      message: r.message ?? `expression '${r.expression}' resulted in error`,
    }));
  }

  /** The user the verified claims name; throws when a rule fails or a mapping yields the wrong type. */
  userOf(claims: Claims): UserInfo {
    for (const rule of this.claimRules) rule(claims);
    const raw = this.username(claims);
    if (raw === undefined)
      throw new Error(
        `oidc: parse username claims "${this.usernameClaim ?? ""}": claim not present`,
      );
    const name = asString("username", raw);
    // oidc.go: an email username needs email_verified true when the token carries it.
    if (
      this.usernameClaim === "email" &&
      claims.email_verified !== undefined &&
      claims.email_verified !== true
    )
      throw new Error("oidc: email not verified");
    if (name === "") throw new Error("oidc: empty username is not allowed");
    const groups = this.groups === undefined ? [] : asStrings("groups", this.groups(claims));
    const uidValue = this.uid?.(claims);
    const uid = uidValue === undefined ? undefined : asString("uid", uidValue);
    const extra: Record<string, string[]> = {};
    for (const { key, value } of this.extra) {
      const values = asStrings(`extra ${key}`, celValue(value({ claims })));
      if (values.length > 0) extra[key] = values;
    }
    const user: UserInfo = {
      name,
      groups,
      ...(uid !== undefined && uid !== "" ? { uid } : {}),
      ...(Object.keys(extra).length > 0 ? { extra } : {}),
    };
    for (const rule of this.userRules) {
      const result = rule.program({
        user: {
          username: user.name,
          uid: user.uid ?? "",
          groups: user.groups,
          extra: user.extra ?? {},
        },
      });
      if (result !== true)
        throw new Error(`oidc: error evaluating user info validation rule: ${rule.message}`);
    }
    return user;
  }
}
