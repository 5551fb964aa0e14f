/** A self-signed ECDSA certificate made with openssl for the tests (CN=corespec-test, valid ten years; never trusted by anything). */
export const TEST_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBhDCCASugAwIBAgIURJgiPvBgOQHVqybYs4K2CBhJJx4wCgYIKoZIzj0EAwIw
GDEWMBQGA1UEAwwNY29yZXNwZWMtdGVzdDAeFw0yNjExMjUyMTI0MjNaFw0zNjEx
MjIyMTI0MjNaMBgxFjAUBgNVBAMMDWNvcmVzcGVjLXRlc3QwWTATBgcqhkjOPQIB
BggqhkjOPQMBBwNCAAToLYC/842VLLFJqn3St4HYXU79w145f1rgbbkVlwqPOaS/
G70chTfh/eU+NsaRi9doeqp9rDi45kv+KByJXxfGo1MwUTAdBgNVHQ4EFgQUHrc/
TRNatBcrZZkeOGZOm9lGR4gwHwYDVR0jBBgwFoAUHrc/TRNatBcrZZkeOGZOm9lG
R4gwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNHADBEAiAenvzFIBWPXPKr
9FuIH9IWGydI6QuVXlzPhGoehYdmCwIgC+QC+ei3HBHmF4JqAws5U2qMMRPP8s2l
9Var5AyCKyg=
-----END CERTIFICATE-----`;
