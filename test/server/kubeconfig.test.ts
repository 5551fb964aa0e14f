/**
 * Reading a kubeconfig (templates/server/controllers/kubeconfig.ts) as clientcmd does: the
 * current context (or the one named) picks the cluster and the user; `-data` fields are
 * base64, file paths are relative to the kubeconfig's directory; --master overrides the server.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { kubeconfigClient } from "../../output/server/dist/runtime/controllers/kubeconfig.js";

const dir = mkdtempSync(join(tmpdir(), "corespec-kubeconfig-"));
writeFileSync(join(dir, "ca.pem"), "CA PEM");
writeFileSync(join(dir, "token"), "file-token\n");

const config = {
  apiVersion: "v1",
  kind: "Config",
  "current-context": "dev",
  contexts: [
    { name: "dev", context: { cluster: "dev", user: "alice" } },
    { name: "prod", context: { cluster: "prod", user: "bob" } },
  ],
  clusters: [
    {
      name: "dev",
      cluster: { server: "https://dev.example:6443", "certificate-authority": "ca.pem" },
    },
    {
      name: "prod",
      cluster: { server: "https://prod.example:6443", "insecure-skip-tls-verify": true },
    },
  ],
  users: [
    {
      name: "alice",
      user: {
        tokenFile: "token",
        "client-certificate-data": Buffer.from("CERT").toString("base64"),
        "client-key-data": Buffer.from("KEY").toString("base64"),
      },
    },
    { name: "bob", user: { token: "bob-token" } },
  ],
};

describe("kubeconfigClient", () => {
  it("the current context: server, CA from a file beside the kubeconfig, token from its file, certificate and key from data", () => {
    const client = kubeconfigClient(config, { dir });
    expect(client.server).toBe("https://dev.example:6443");
    expect(String(client.ca)).toBe("CA PEM");
    expect(client.token).toBe("file-token");
    expect(String(client.cert)).toBe("CERT");
    expect(String(client.key)).toBe("KEY");
  });

  it("a named context, and --master over the cluster's server", () => {
    expect(kubeconfigClient(config, { dir, context: "prod" })).toEqual({
      server: "https://prod.example:6443",
      token: "bob-token",
      insecureSkipTlsVerify: true,
    });
    expect(
      kubeconfigClient(config, { dir, context: "prod", master: "http://127.0.0.1:8080" }).server,
    ).toBe("http://127.0.0.1:8080");
  });

  it("names what is missing", () => {
    expect(() => kubeconfigClient({ ...config, "current-context": "staging" }, { dir })).toThrow(
      'the kubeconfig has no context named "staging" in contexts',
    );
    expect(() => kubeconfigClient({ ...config, clusters: [] }, { dir })).toThrow(
      'the kubeconfig has no cluster named "dev" in clusters',
    );
    expect(() => kubeconfigClient({ kind: "Config" }, { dir })).toThrow(
      "the kubeconfig sets no current-context",
    );
    expect(() => kubeconfigClient("text", { dir })).toThrow("a kubeconfig is a mapping");
  });

  it("names the field of a file it cannot read, and a certificate without its key", () => {
    const user = (u: object) => ({ ...config, users: [{ name: "alice", user: u }] });
    expect(() => kubeconfigClient(user({ tokenFile: "missing-token" }), { dir })).toThrow(
      `the kubeconfig's tokenFile ${join(dir, "missing-token")}: no such file`,
    );
    expect(() =>
      kubeconfigClient(user({ "client-certificate": "missing.crt", "client-key-data": "S0VZ" }), {
        dir,
      }),
    ).toThrow(`the kubeconfig's client-certificate ${join(dir, "missing.crt")}: no such file`);
    expect(() =>
      kubeconfigClient(
        {
          ...config,
          clusters: [
            {
              name: "dev",
              cluster: {
                server: "https://dev.example:6443",
                "certificate-authority": "/nonexistent/ca.pem",
              },
            },
          ],
        },
        { dir },
      ),
    ).toThrow("the kubeconfig's certificate-authority /nonexistent/ca.pem: no such file");
    expect(() =>
      kubeconfigClient(user({ "client-certificate-data": "Q0VSVA==" }), { dir }),
    ).toThrow('the kubeconfig\'s user "alice" has client-certificate but no client-key');
    expect(() => kubeconfigClient(user({ "client-key-data": "S0VZ" }), { dir })).toThrow(
      "has client-key but no client-certificate",
    );
    expect(() => kubeconfigClient(user({ token: "" }), { dir })).toThrow(
      "the kubeconfig's token is empty",
    );
  });

  it("tls-server-name: the name the server's certificate is checked against", () => {
    const named = {
      ...config,
      clusters: [
        {
          name: "dev",
          cluster: {
            server: "https://127.0.0.1:6443",
            "tls-server-name": "apiserver-loopback-client",
          },
        },
      ],
    };
    expect(kubeconfigClient(named, { dir }).serverName).toBe("apiserver-loopback-client");
  });
});
