export { cidr, hostPort, httpsUrl, ip, url } from "./index.js";
