export { FORMAT_CHECKS, cidr, hostPort, httpsUrl, ip, pemCertificates, url } from "./index.js";
