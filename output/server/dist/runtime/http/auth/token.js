// Copied by corespec from templates/server/http/auth/token.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * Bearer tokens known to this server process, as k8s.io/apiserver's token authenticator of
 * static tokens (authenticatorfactory.NewFromTokens), which kube-apiserver puts first in its
 * chain for its loopback client (pkg/server/config.go, AuthorizeClientBearerToken). `corespec
 * serve` mints one at each start for its controller manager; the token is compared in
 * constant time, and a bearer token it does not know goes on to the other authenticators.
 */
import { createHash, timingSafeEqual } from "node:crypto";
const digest = (text) => createHash("sha256").update(text, "utf8").digest();
export function tokenAuthenticator(tokens) {
  const known = tokens.map((t) => ({
    digest: digest(t.token),
    user: t.user,
  }));
  return {
    authenticate(request) {
      const header = request.authorization;
      if (header === undefined || !/^bearer /i.test(header)) return undefined;
      const presented = digest(header.slice(7).trim());
      // Every entry is compared, so that the time taken says nothing of which one matched.
      let user;
      for (const entry of known) if (timingSafeEqual(entry.digest, presented)) user = entry.user;
      return user;
    },
  };
}
