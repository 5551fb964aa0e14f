/**
 * The credentials `corespec serve` gives its controller manager on a secured server, as
 * kube-apiserver makes its loopback client's (k8s.io/apiserver pkg/server/options/
 * serving_with_loopback.go, pkg/server/config.go AuthorizeClientBearerToken): a random bearer
 * token minted at each start and known only to the server process, accepted by a token
 * authenticator placed first, for the user `system:corespec:controller-manager` (not in
 * system:masters: RBAC grants it its bootstrap ClusterRole); and, with TLS, a self-signed
 * certificate for the server name `apiserver-loopback-client` that the server presents to
 * that name alone and the client trusts alone. The child receives them as a kubeconfig
 * document over its IPC channel: never on a command line, in the environment or on disk.
 */
import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

export const CONTROLLER_MANAGER_USER = "system:corespec:controller-manager";
export const LOOPBACK_SERVER_NAME = "apiserver-loopback-client";

export interface LoopbackCredentials {
  /** What the server package's `serve({ security })` adds: the token and, with TLS, the loopback certificate. */
  readonly token: {
    readonly token: string;
    readonly user: { readonly name: string; readonly groups: readonly string[] };
  };
  readonly certificate?: { readonly cert: string; readonly key: string };
  /** The controller manager's kubeconfig (apiVersion v1, kind Config) for the server at `server`. */
  kubeconfig(server: string): object;
}

// DER (X.690), enough for one self-signed certificate.
const der = (tag: number, content: Buffer): Buffer => {
  const n = content.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
};
const seq = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const oid = (dotted: string): Buffer => {
  const [a, b, ...rest] = dotted.split(".").map(Number);
  const bytes = [a! * 40 + b!];
  for (const value of rest) {
    const chunk = [value & 0x7f];
    for (let v = value >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
};
const utcTime = (at: Date) =>
  der(0x17, Buffer.from(`${at.toISOString().slice(2, 19).replace(/[-:T]/g, "")}Z`, "ascii"));
const name = (cn: string) =>
  seq(der(0x31, seq(oid("2.5.4.3"), der(0x0c, Buffer.from(cn, "utf8")))));
const ECDSA_SHA256 = seq(oid("1.2.840.10045.4.3.2"));

/** A self-signed ECDSA P-256 certificate for a DNS name, valid a year (certutil.GenerateSelfSignedCertKey's span). */
export function selfSignedCertificate(
  host: string,
  now = new Date(),
): { cert: string; key: string } {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  const extensions = der(
    0xa3,
    seq(
      // basicConstraints, critical, CA:TRUE: the certificate is its own trust anchor.
      seq(
        oid("2.5.29.19"),
        der(0x01, Buffer.from([0xff])),
        der(0x04, seq(der(0x01, Buffer.from([0xff])))),
      ),
      // subjectAltName: dNSName host.
      seq(oid("2.5.29.17"), der(0x04, seq(der(0x82, Buffer.from(host, "ascii"))))),
    ),
  );
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    ECDSA_SHA256,
    name(`${host}@${Math.floor(now.getTime() / 1000)}`),
    seq(
      utcTime(new Date(now.getTime() - 3600_000)),
      utcTime(new Date(now.getTime() + 365 * 24 * 3600_000)),
    ),
    name(`${host}@${Math.floor(now.getTime() / 1000)}`),
    publicKey.export({ type: "spki", format: "der" }),
    extensions,
  );
  const signature = sign("sha256", tbs, privateKey);
  const certificate = seq(
    tbs,
    ECDSA_SHA256,
    der(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  const base64 = certificate.toString("base64").replace(/(.{64})/g, "$1\n");
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

/** New credentials (a new token and certificate each time: each start of the server). */
export function mintLoopbackCredentials(tls: boolean): LoopbackCredentials {
  const token = randomBytes(32).toString("base64url");
  const certificate = tls ? selfSignedCertificate(LOOPBACK_SERVER_NAME) : undefined;
  return {
    token: { token, user: { name: CONTROLLER_MANAGER_USER, groups: [] } },
    ...(certificate !== undefined ? { certificate } : {}),
    kubeconfig: (server) => ({
      apiVersion: "v1",
      kind: "Config",
      clusters: [
        {
          name: "loopback",
          cluster: {
            server,
            ...(certificate !== undefined
              ? {
                  "certificate-authority-data": Buffer.from(certificate.cert).toString("base64"),
                  "tls-server-name": LOOPBACK_SERVER_NAME,
                }
              : {}),
          },
        },
      ],
      users: [{ name: CONTROLLER_MANAGER_USER, user: { token } }],
      contexts: [
        { name: "loopback", context: { cluster: "loopback", user: CONTROLLER_MANAGER_USER } },
      ],
      "current-context": "loopback",
    }),
  };
}
