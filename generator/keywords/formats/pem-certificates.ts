/** The format `pem-certificates`: PEM-encoded certificates: at least one `CERTIFICATE` block holding a DER certificate. */
import { pemCertificates } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

/** A self-signed ECDSA certificate (P-256), the smallest a reader checks whole. */
const CERTIFICATE = [
  "-----BEGIN CERTIFICATE-----",
  "MIIBcDCCARWgAwIBAgIUEFOsI6sZ2SGtHa7u7RE9XFhG7/8wCgYIKoZIzj0EAwIw",
  "DDEKMAgGA1UEAwwBeDAgFw0yNjExMjkwMjUzNDhaGA8yMTI2MTEwNTAyNTM0OFow",
  "DDEKMAgGA1UEAwwBeDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABJN5B6y3jKXf",
  "IJLxEfacLfLUfOitJ0hnFeZYmzHs8ntYByNwHz1mBQ636MALZIgMeVgXFsPnHDMK",
  "HZ1VUJbQAQSjUzBRMB0GA1UdDgQWBBRW9ut3lrAdZjtBeROVTrX4FYr+FzAfBgNV",
  "HSMEGDAWgBRW9ut3lrAdZjtBeROVTrX4FYr+FzAPBgNVHRMBAf8EBTADAQH/MAoG",
  "CCqGSM49BAMCA0kAMEYCIQD2NOJXYwvx5Rxa0gjvvU74tUp+GvkDM3H8cbwCMq1G",
  "WwIhALuCqE5rxppl/TGSwIKv+y6a+EYFxE4TMRA3wXn+kUCc",
  "-----END CERTIFICATE-----",
].join("\n");

export const pemCertificatesFormat: FormatDefinition<"pem-certificates"> = {
  name: "pem-certificates",
  doc: "PEM-encoded certificates: at least one `CERTIFICATE` block holding a DER certificate",
  examples: { valid: CERTIFICATE, invalid: "not a certificate" },
  check: pemCertificates,
  pattern: "-----BEGIN CERTIFICATE-----",
};
