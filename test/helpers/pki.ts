/**
 * A throwaway PKI made with openssl for the TLS and authentication tests: a CA, a server
 * certificate for 127.0.0.1 and localhost, and client certificates whose subject names a user
 * (CN) and groups (O), as Kubernetes' x509 authenticator reads them. ECDSA P-256, valid a day.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface KeyPair {
  readonly certFile: string;
  readonly keyFile: string;
  readonly cert: string;
  readonly key: string;
}

export interface Pki extends KeyPair {
  readonly dir: string;
  /** A certificate for 127.0.0.1 and localhost, signed by this CA. */
  readonly server: KeyPair;
  /** A client certificate signed by this CA. */
  client(user: string, groups?: readonly string[]): KeyPair;
}

const openssl = (args: readonly string[]) =>
  execFileSync("openssl", args, { stdio: ["ignore", "pipe", "pipe"] });
const KEY = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

function pair(certFile: string, keyFile: string): KeyPair {
  return {
    certFile,
    keyFile,
    cert: readFileSync(certFile, "utf8"),
    key: readFileSync(keyFile, "utf8"),
  };
}

/** Makes a CA (and its server certificate) in dir/name. */
export function makePki(parent: string, name = "ca"): Pki {
  const dir = join(parent, name);
  mkdirSync(dir, { recursive: true });
  const ca = { certFile: join(dir, "ca.crt"), keyFile: join(dir, "ca.key") };
  openssl([
    "req",
    "-x509",
    ...KEY,
    "-keyout",
    ca.keyFile,
    "-out",
    ca.certFile,
    "-subj",
    `/CN=${name}`,
    "-days",
    "1",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  ]);
  let serial = 0;
  const sign = (file: string, subject: string, extensions: string): KeyPair => {
    const base = join(dir, file);
    openssl(["req", ...KEY, "-keyout", `${base}.key`, "-out", `${base}.csr`, "-subj", subject]);
    writeFileSync(`${base}.ext`, extensions);
    openssl([
      "x509",
      "-req",
      "-in",
      `${base}.csr`,
      "-CA",
      ca.certFile,
      "-CAkey",
      ca.keyFile,
      "-set_serial",
      String(++serial + 1000),
      "-days",
      "1",
      "-out",
      `${base}.crt`,
      "-extfile",
      `${base}.ext`,
    ]);
    return pair(`${base}.crt`, `${base}.key`);
  };
  const server = sign(
    "server",
    "/CN=127.0.0.1",
    "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n",
  );
  const client = (user: string, groups: readonly string[] = []) =>
    sign(
      `client-${user.replace(/[^a-z0-9]/gi, "_")}-${++serial}`,
      `/CN=${user}${groups.map((g) => `/O=${g}`).join("")}`,
      "extendedKeyUsage=clientAuth\n",
    );
  return { ...pair(ca.certFile, ca.keyFile), dir, server, client };
}
