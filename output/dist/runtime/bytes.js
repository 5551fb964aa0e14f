export { base64, mapUtf8Length, pemCertificates, utf8Length } from "./index.js";
