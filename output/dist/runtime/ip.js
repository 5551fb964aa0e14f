export { cidrFamily, ipAddressFamily, ipFamily, isStrictIPv6 } from "./index.js";
