export { base64, pemCertificates, utf8Length } from "./index.js";
