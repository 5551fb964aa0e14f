// The runtime modules of this package in one module (corespec's generator/build/runtime-bundle.ts).
// bytes.js
var BASE64 = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    table[c.charCodeAt(0)] = 1;
  return table;
})();
var PAD = 61;
var LF = 10;
var CR = 13;
function corrupt(offset) {
  return `illegal base64 data at input byte ${offset}`;
}
function base64(value) {
  const n = value.length;
  let si = 0;
  for (; ; ) {
    for (let j = 0; j < 4; j++) {
      if (si === n) {
        if (j === 0) return void 0;
        return corrupt(si - j);
      }
      const c = value.charCodeAt(si++);
      if (c < 128 && BASE64[c] === 1) continue;
      if (c === LF || c === CR) {
        j--;
        continue;
      }
      if (c !== PAD) return corrupt(si - 1);
      if (j < 2) return corrupt(si - 1);
      if (j === 2) {
        while (si < n && (value.charCodeAt(si) === LF || value.charCodeAt(si) === CR)) si++;
        if (si === n) return corrupt(n);
        if (value.charCodeAt(si) !== PAD) return corrupt(si - 1);
        si++;
      }
      while (si < n && (value.charCodeAt(si) === LF || value.charCodeAt(si) === CR)) si++;
      return si < n ? corrupt(si) : void 0;
    }
  }
}
var NON_ASCII = /[^\x00-\x7f]/;
function utf8Length(value) {
  if (!NON_ASCII.test(value)) return value.length;
  const n = value.length;
  let bytes = n;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c < 128) continue;
    if (c < 2048) {
      bytes += 1;
    } else if (c >= 55296 && c <= 56319 && i + 1 < n) {
      const d = value.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) {
        bytes += 2;
        i++;
      } else {
        bytes += 2;
      }
    } else {
      bytes += 2;
    }
  }
  return bytes;
}
function mapUtf8Length(map) {
  let bytes = 0;
  for (const key2 of Object.keys(map)) {
    const value = map[key2];
    bytes += utf8Length(key2) + (typeof value === "string" ? utf8Length(value) : 0);
  }
  return bytes;
}
function pemCertificates(value) {
  let found = 0;
  for (let at = value.indexOf("-----BEGIN "); at >= 0; at = value.indexOf("-----BEGIN ", at)) {
    const typeEnd = value.indexOf("-----", at + 11);
    if (typeEnd < 0) break;
    const type = value.slice(at + 11, typeEnd);
    const endLine = `-----END ${type}-----`;
    const end = value.indexOf(endLine, typeEnd + 5);
    if (end < 0) break;
    at = end + endLine.length;
    if (type !== "CERTIFICATE") continue;
    const body = value.slice(typeEnd + 5, end).trim();
    if (base64(body) !== void 0) continue;
    if (!body.startsWith("M")) return "x509: malformed certificate";
    found++;
  }
  return found > 0 ? void 0 : "data does not contain any valid RSA or ECDSA certificates";
}

// duration.js
var MAX_SAFE = Number.MAX_SAFE_INTEGER;
function unitAt(s, from, to) {
  const len = to - from;
  const c0 = s.charCodeAt(from);
  if (len === 1) {
    if (c0 === 115) return 1e9;
    if (c0 === 109) return 6e10;
    if (c0 === 104) return 36e11;
    return 0;
  }
  if (len === 2 && s.charCodeAt(from + 1) === 115) {
    if (c0 === 110) return 1;
    if (c0 === 117 || c0 === 181 || c0 === 956) return 1e3;
    if (c0 === 109) return 1e6;
  }
  return 0;
}
function isDigit(c) {
  return c >= 48 && c <= 57;
}
function unitEnd(value, from) {
  let i = from;
  while (i < value.length) {
    const u = value.charCodeAt(i);
    if (u === 46 || isDigit(u)) break;
    i++;
  }
  return i;
}
function parseDuration(value) {
  const n = value.length;
  let i = 0;
  let neg = false;
  if (n > 0) {
    const c = value.charCodeAt(0);
    if (c === 45 || c === 43) {
      neg = c === 45;
      i = 1;
    }
  }
  if (n - i === 1 && value.charCodeAt(i) === 48) return 0;
  if (i === n) return void 0;
  let total = 0;
  while (i < n) {
    const c = value.charCodeAt(i);
    if (!(c === 46 || isDigit(c))) return void 0;
    const intStart = i;
    let v = 0;
    while (i < n && isDigit(value.charCodeAt(i))) v = v * 10 + (value.charCodeAt(i++) - 48);
    const pre = i > intStart;
    if (i - intStart > 15) return parseDurationExact(value);
    let f = 0;
    let scale = 1;
    let post = false;
    if (i < n && value.charCodeAt(i) === 46) {
      i++;
      const fracStart = i;
      while (i < n && isDigit(value.charCodeAt(i))) {
        f = f * 10 + (value.charCodeAt(i++) - 48);
        scale *= 10;
      }
      post = i > fracStart;
      if (i - fracStart > 15) return parseDurationExact(value);
    }
    if (!pre && !post) return void 0;
    const unitStart = i;
    i = unitEnd(value, i);
    if (i === unitStart) return void 0;
    const unit = unitAt(value, unitStart, i);
    if (unit === 0) return void 0;
    let ns = v * unit;
    if (ns > MAX_SAFE) return parseDurationExact(value);
    if (f > 0) ns += Math.trunc(f * (unit / scale));
    total += ns;
    if (total > MAX_SAFE) return parseDurationExact(value);
  }
  return neg ? total === 0 ? 0 : -total : total;
}
var TWO_63 = 1n << 63n;
function parseDurationExact(value) {
  const n = value.length;
  let i = 0;
  let neg = false;
  const c0 = value.charCodeAt(0);
  if (c0 === 45 || c0 === 43) {
    neg = c0 === 45;
    i = 1;
  }
  let d = 0n;
  while (i < n) {
    const c = value.charCodeAt(i);
    if (!(c === 46 || isDigit(c))) return void 0;
    const intStart = i;
    let v = 0n;
    while (i < n && isDigit(value.charCodeAt(i))) {
      if (v > TWO_63 / 10n) return void 0;
      v = v * 10n + BigInt(value.charCodeAt(i++) - 48);
      if (v > TWO_63) return void 0;
    }
    const pre = i > intStart;
    let f = 0n;
    let scale = 1;
    let post = false;
    if (i < n && value.charCodeAt(i) === 46) {
      i++;
      const fracStart = i;
      let overflow = false;
      while (i < n && isDigit(value.charCodeAt(i))) {
        const digit2 = BigInt(value.charCodeAt(i++) - 48);
        if (overflow) continue;
        if (f > (TWO_63 - 1n) / 10n) {
          overflow = true;
          continue;
        }
        const y = f * 10n + digit2;
        if (y > TWO_63) {
          overflow = true;
          continue;
        }
        f = y;
        scale *= 10;
      }
      post = i > fracStart;
    }
    if (!pre && !post) return void 0;
    const unitStart = i;
    i = unitEnd(value, i);
    if (i === unitStart) return void 0;
    const unitNs = unitAt(value, unitStart, i);
    if (unitNs === 0) return void 0;
    const unit = BigInt(unitNs);
    if (v > TWO_63 / unit) return void 0;
    v *= unit;
    if (f > 0n) {
      v += BigInt(Math.trunc(Number(f) * (unitNs / scale)));
      if (v > TWO_63) return void 0;
    }
    d += v;
    if (d > TWO_63) return void 0;
  }
  if (neg) return d === 0n ? 0 : -Number(d);
  if (d > TWO_63 - 1n) return void 0;
  return Number(d);
}

// ip.js
var GROUPS = /* @__PURE__ */ new Uint16Array(8);
function hexValue(c) {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}
function parseIPv4(s, from, to, sloppy) {
  let value = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (!sloppy && digits === 1 && octet === 0) return -1;
      octet = octet * 10 + (c - 48);
      digits++;
      if (octet > 255) return -1;
    } else if (c === 46) {
      if (digits === 0 || i === to - 1 || dots === 3) return -1;
      value = value * 256 + octet;
      dots++;
      octet = 0;
      digits = 0;
    } else {
      return -1;
    }
  }
  if (dots !== 3 || digits === 0) return -1;
  return value * 256 + octet;
}
function parseIPv6(s, from, to, sloppy) {
  let i = from;
  let ellipsis = -1;
  let g = 0;
  if (to - i >= 2 && s.charCodeAt(i) === 58 && s.charCodeAt(i + 1) === 58) {
    ellipsis = 0;
    i += 2;
    if (i === to) {
      GROUPS.fill(0);
      return true;
    }
  }
  while (g < 8) {
    let off = 0;
    let acc = 0;
    while (i + off < to) {
      const h = hexValue(s.charCodeAt(i + off));
      if (h < 0) break;
      if (off > 3) return false;
      acc = acc * 16 + h;
      off++;
    }
    if (off === 0) return false;
    if (i + off < to && s.charCodeAt(i + off) === 46) {
      if (ellipsis < 0 && g !== 6) return false;
      if (g + 2 > 8) return false;
      const v4 = parseIPv4(s, i, to, sloppy);
      if (v4 < 0) return false;
      GROUPS[g] = Math.floor(v4 / 65536);
      GROUPS[g + 1] = v4 % 65536;
      g += 2;
      i = to;
      break;
    }
    GROUPS[g++] = acc;
    i += off;
    if (i === to) break;
    if (s.charCodeAt(i) !== 58 || i + 1 === to) return false;
    i++;
    if (s.charCodeAt(i) === 58) {
      if (ellipsis >= 0) return false;
      ellipsis = g;
      i++;
      if (i === to) break;
    }
  }
  if (i !== to) return false;
  if (g < 8) {
    if (ellipsis < 0) return false;
    const n = 8 - g;
    for (let j = g - 1; j >= ellipsis; j--) GROUPS[j + n] = GROUPS[j] ?? 0;
    for (let j = ellipsis; j < ellipsis + n; j++) GROUPS[j] = 0;
  } else if (ellipsis >= 0) {
    return false;
  }
  return true;
}
function groupsAreIPv4Mapped() {
  return GROUPS[0] === 0 && GROUPS[1] === 0 && GROUPS[2] === 0 && GROUPS[3] === 0 && GROUPS[4] === 0 && GROUPS[5] === 65535;
}
function addressFamily(s, from, to, sloppy) {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) return parseIPv4(s, from, to, sloppy) >= 0 ? 4 : 0;
    if (c === 58) {
      if (!parseIPv6(s, from, to, sloppy)) return 0;
      return groupsAreIPv4Mapped() ? 46 : 6;
    }
    if (c === 37) return 0;
  }
  return 0;
}
function ipAddressFamily(value) {
  const f = addressFamily(value, 0, value.length, true);
  if (f === 0) return void 0;
  return f === 6 ? 6 : 4;
}
function cidrFamily(value) {
  const slash = value.indexOf("/");
  if (slash < 0) return void 0;
  const f = addressFamily(value, 0, slash, true);
  if (f === 0) return void 0;
  const n = value.length;
  if (slash + 1 === n) return void 0;
  let bits = 0;
  for (let i = slash + 1; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return void 0;
    bits = bits * 10 + (c - 48);
    if (bits > 128) return void 0;
  }
  if (bits > (f === 4 ? 32 : 128)) return void 0;
  return f === 6 ? 6 : 4;
}
function ipFamily(value) {
  return value.indexOf("/") >= 0 ? cidrFamily(value) : ipAddressFamily(value);
}
function isStrictIPv6(value) {
  return value.indexOf(":") >= 0 && value.indexOf("%") < 0 && parseIPv6(value, 0, value.length, false);
}

// quantity-math.js
var MAX_INT64 = (1n << 63n) - 1n;
var INT64_MIN_ABS = 1n << 63n;
function zero(format) {
  return {
    mantissa: 0n,
    exponent: 0,
    format
  };
}
var POW10_SMALL = /* @__PURE__ */ (() => {
  const powers = [];
  for (let i = 0, p = 1n; i <= 64; i++, p *= 10n) powers.push(p);
  return powers;
})();
function pow10(n) {
  return n < POW10_SMALL.length ? POW10_SMALL[n] : 10n ** BigInt(n);
}
function abs(x) {
  return x < 0n ? -x : x;
}
function digitCount(x) {
  const a = abs(x);
  if (a < 10n ** 15n) return String(Number(a)).length;
  return a.toString().length;
}
function normalize(mantissa, exponent, format) {
  if (mantissa === 0n) return zero(format);
  if (mantissa % 10n !== 0n)
    return {
      mantissa,
      exponent,
      format
    };
  const s = mantissa.toString();
  let end = s.length;
  while (s.charCodeAt(end - 1) === 48) end--;
  return {
    mantissa: BigInt(s.slice(0, end)),
    exponent: exponent + (s.length - end),
    format
  };
}
function compareMagnitude(am, ae, bm, be) {
  const x = abs(am);
  const y = abs(bm);
  if (ae === be) return x === y ? 0 : x < y ? -1 : 1;
  const gap = ae - be;
  if (gap > 64 || gap < -64) {
    const magA = ae + digitCount(x);
    const magB = be + digitCount(y);
    if (magA !== magB) return magA < magB ? -1 : 1;
  }
  const xa = gap > 0 ? x * pow10(gap) : x;
  const ya = gap < 0 ? y * pow10(-gap) : y;
  return xa === ya ? 0 : xa < ya ? -1 : 1;
}

// format-text.js
function regexError(msg, fmt, ...examples) {
  if (examples.length === 0) return `${msg} (regex used for validation is '${fmt}')`;
  let out = `${msg} (e.g. `;
  for (let i = 0; i < examples.length; i++) {
    if (i > 0) out += " or ";
    out += `'${examples[i]}', `;
  }
  return `${out}regex used for validation is '${fmt}')`;
}
function maxLenError(length) {
  return `must be no more than ${length} characters`;
}
var MAX_LEN_63 = /* @__PURE__ */ maxLenError(63);
var MAX_LEN_253 = /* @__PURE__ */ maxLenError(253);
function tooLongError(length) {
  return `may not be more than ${length} bytes`;
}
var EMPTY_ERROR = "must be non-empty";
var DNS1123_LABEL_FMT = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
var DNS1123_SUBDOMAIN_FMT = `${DNS1123_LABEL_FMT}(\\.${DNS1123_LABEL_FMT})*`;
var DNS1123_LABEL_ERROR = /* @__PURE__ */ regexError(
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
  DNS1123_LABEL_FMT,
  "my-name",
  "123-abc"
);
var DNS1123_SUBDOMAIN_ERROR = /* @__PURE__ */ regexError(
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
  DNS1123_SUBDOMAIN_FMT,
  "example.com"
);
var QUALIFIED_NAME_FMT = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
var QUALIFIED_NAME_ERROR_MSG = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
var QUALIFIED_NAME_ERROR = /* @__PURE__ */ regexError(
  QUALIFIED_NAME_ERROR_MSG,
  QUALIFIED_NAME_FMT,
  "MyName",
  "my.name",
  "123-abc"
);
var QUALIFIED_NAME_PARTS_SUFFIX = " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
var LABEL_VALUE_ERROR = /* @__PURE__ */ regexError(
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
  `(${QUALIFIED_NAME_FMT})?`,
  "MyValue",
  "my_value",
  "12345"
);
var CONFIG_MAP_KEY_ERROR = /* @__PURE__ */ regexError(
  "a valid config key must consist of alphanumeric characters, '-', '_' or '.'",
  "[-._a-zA-Z0-9]+",
  "key.name",
  "KEY_NAME",
  "key-name"
);
var C_IDENTIFIER_ERROR = /* @__PURE__ */ regexError(
  "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_'",
  "[A-Za-z_][A-Za-z0-9_]*",
  "my_name",
  "MY_NAME",
  "MyName"
);
var HTTP_PATH_ERROR = /* @__PURE__ */ regexError(
  "Invalid path",
  "[A-Za-z0-9/\\-._~%!$&'()*+,;=:]+"
);
function join(errors) {
  if (errors.length === 0) return void 0;
  return errors.length === 1 ? errors[0] : errors.join("; ");
}
function isLowerAlnum(c) {
  return c >= 97 && c <= 122 || c >= 48 && c <= 57;
}
function isAlnum(c) {
  return c >= 97 && c <= 122 || c >= 48 && c <= 57 || c >= 65 && c <= 90;
}
function isLabel(s, from, to, caseless = false) {
  if (to <= from) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (isLowerAlnum(c) || caseless && c >= 65 && c <= 90) continue;
    if (c !== 45 || i === from || i === to - 1) return false;
  }
  return true;
}
function isSubdomain(s, from, to, caseless = false) {
  let start = from;
  for (let i = from; i <= to; i++) {
    if (i === to || s.charCodeAt(i) === 46) {
      if (!isLabel(s, start, i, caseless)) return false;
      start = i + 1;
    }
  }
  return true;
}
function isQualifiedNamePart(s, from, to) {
  if (to <= from || !isAlnum(s.charCodeAt(from)) || !isAlnum(s.charCodeAt(to - 1))) return false;
  for (let i = from + 1; i < to - 1; i++) {
    const c = s.charCodeAt(i);
    if (!isAlnum(c) && c !== 45 && c !== 95 && c !== 46) return false;
  }
  return true;
}
function isCIdentifier(s, from = 0, to = s.length) {
  if (to <= from) return false;
  const c0 = s.charCodeAt(from);
  if (!(c0 >= 65 && c0 <= 90 || c0 >= 97 && c0 <= 122 || c0 === 95)) return false;
  for (let i = from + 1; i < to; i++) {
    const c = s.charCodeAt(i);
    if (!isAlnum(c) && c !== 95) return false;
  }
  return true;
}
function byteLength(s) {
  return utf8Length(s);
}
function subdomainErrors(s, out) {
  if (byteLength(s) > 253) out.push(MAX_LEN_253);
  if (!isSubdomain(s, 0, s.length)) out.push(DNS1123_SUBDOMAIN_ERROR);
}
function lengthAndPattern(value, max, tooLong2, matches, mismatch) {
  if (matches) return value.length > max ? tooLong2 : void 0;
  return byteLength(value) > max ? `${tooLong2}; ${mismatch}` : mismatch;
}
function isValidQualifiedName(value, caseless = false) {
  const n = value.length;
  const slash = value.indexOf("/");
  if (slash < 0) return n <= 63 && isQualifiedNamePart(value, 0, n);
  if (value.indexOf("/", slash + 1) >= 0) return false;
  return slash <= 253 && isSubdomain(value, 0, slash, caseless) && n - slash - 1 <= 63 && isQualifiedNamePart(value, slash + 1, n);
}
var PREFIX_PART_EMPTY = `prefix part ${EMPTY_ERROR}`;
var PREFIX_PART_TOO_LONG = `prefix part ${MAX_LEN_253}`;
var PREFIX_PART_INVALID = `prefix part ${DNS1123_SUBDOMAIN_ERROR}`;
var NAME_PART_EMPTY = `name part ${EMPTY_ERROR}`;
var NAME_PART_TOO_LONG = `name part ${MAX_LEN_63}`;
var NAME_PART_INVALID = `name part ${QUALIFIED_NAME_ERROR}`;
function qualifiedNameErrors(value, what) {
  const slash = value.indexOf("/");
  let errors;
  let name;
  if (slash < 0) {
    name = value;
  } else if (value.indexOf("/", slash + 1) < 0) {
    const prefix = value.slice(0, slash);
    name = value.slice(slash + 1);
    if (prefix.length === 0) {
      errors = PREFIX_PART_EMPTY;
    } else {
      if (byteLength(prefix) > 253) errors = PREFIX_PART_TOO_LONG;
      if (!isSubdomain(prefix, 0, prefix.length)) errors = also(errors, PREFIX_PART_INVALID);
    }
  } else {
    return `${what} ${QUALIFIED_NAME_ERROR}${QUALIFIED_NAME_PARTS_SUFFIX}`;
  }
  if (name.length === 0) errors = also(errors, NAME_PART_EMPTY);
  else if (byteLength(name) > 63) errors = also(errors, NAME_PART_TOO_LONG);
  if (!isQualifiedNamePart(name, 0, name.length)) errors = also(errors, NAME_PART_INVALID);
  return errors;
}
function also(errors, detail2) {
  return errors === void 0 ? detail2 : `${errors}; ${detail2}`;
}
function isGoSpace(c) {
  if (c <= 32) return c === 32 || c >= 9 && c <= 13;
  if (c < 133) return false;
  return c === 133 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288;
}

// quantity-parse.js
function decimalExponent(suffix) {
  switch (suffix) {
    case "":
      return 0;
    case "n":
      return -9;
    case "u":
      return -6;
    case "m":
      return -3;
    case "k":
      return 3;
    case "M":
      return 6;
    case "G":
      return 9;
    case "T":
      return 12;
    case "P":
      return 15;
    case "E":
      return 18;
    default:
      return void 0;
  }
}
function binaryExponent(suffix) {
  switch (suffix) {
    case "Ki":
      return 10;
    case "Mi":
      return 20;
    case "Gi":
      return 30;
    case "Ti":
      return 40;
    case "Pi":
      return 50;
    case "Ei":
      return 60;
    default:
      return void 0;
  }
}
function isSuffixChar(c) {
  switch (c) {
    case 101:
    case 69:
    case 105:
    case 110:
    case 117:
    case 109:
    case 107:
    case 75:
    case 77:
    case 71:
    case 84:
    case 80:
      return true;
    default:
      return false;
  }
}
function isDigit2(c) {
  return c >= 48 && c <= 57;
}
function trimGo(s) {
  let from = 0;
  let to = s.length;
  while (from < to && isGoSpace(s.charCodeAt(from))) from++;
  while (to > from && isGoSpace(s.charCodeAt(to - 1))) to--;
  return from === 0 && to === s.length ? s : s.slice(from, to);
}
function parseExponent(s, from) {
  let i = from;
  let neg = false;
  const c = s.charCodeAt(i);
  if (c === 43 || c === 45) {
    neg = c === 45;
    i++;
  }
  if (i === s.length) return void 0;
  let v = 0n;
  let small = 0;
  const digits = s.length - i;
  for (; i < s.length; i++) {
    const d = s.charCodeAt(i);
    if (!isDigit2(d)) return void 0;
    if (digits <= 15) small = small * 10 + (d - 48);
    else v = v * 10n + BigInt(d - 48);
  }
  if (digits <= 15) {
    const e = neg ? -small : small;
    return e >= -2147483648 && e <= 2147483647 ? e : Number(BigInt.asIntN(32, BigInt(e)));
  }
  if (neg ? v > INT64_MIN_ABS : v > MAX_INT64) return void 0;
  return Number(BigInt.asIntN(32, neg ? -v : v));
}
function parseQuantity(value) {
  let str;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return void 0;
    str = String(value);
  } else {
    str = trimGo(value);
  }
  const end = str.length;
  if (end === 0) return void 0;
  if (str === "0") return ZERO;
  let pos = 0;
  let positive = true;
  const c0 = str.charCodeAt(0);
  if (c0 === 45) {
    positive = false;
    pos++;
  } else if (c0 === 43) {
    pos++;
  }
  const zerosStart = pos;
  while (pos < end && str.charCodeAt(pos) === 48) pos++;
  if (pos === end) return ZERO;
  const hasLeadingZeros = pos > zerosStart;
  const numStart = pos;
  while (pos < end && isDigit2(str.charCodeAt(pos))) pos++;
  const numEnd = pos;
  let denomStart = pos;
  let denomEnd = pos;
  if (pos < end && str.charCodeAt(pos) === 46) {
    pos++;
    denomStart = pos;
    while (pos < end && isDigit2(str.charCodeAt(pos))) pos++;
    denomEnd = pos;
  }
  const suffixStart = pos;
  while (pos < end && isSuffixChar(str.charCodeAt(pos))) pos++;
  if (pos < end) {
    const c = str.charCodeAt(pos);
    if (c === 45 || c === 43) pos++;
  }
  while (pos < end && isDigit2(str.charCodeAt(pos))) pos++;
  if (pos < end) return void 0;
  const suffix = suffixStart === end ? "" : str.slice(suffixStart, end);
  let format;
  let exp;
  const decimal = decimalExponent(suffix);
  const binary = decimal === void 0 ? binaryExponent(suffix) : void 0;
  if (decimal !== void 0) {
    format = "DecimalSI";
    exp = decimal;
  } else if (binary !== void 0) {
    format = "BinarySI";
    exp = binary;
  } else if (suffix.length > 1 && (suffix.charCodeAt(0) === 101 || suffix.charCodeAt(0) === 69)) {
    const e = parseExponent(suffix, 1);
    if (e === void 0) return void 0;
    format = "DecimalExponent";
    exp = e;
  } else {
    return void 0;
  }
  const denomLen = denomEnd - denomStart;
  if (numEnd === numStart && denomLen === 0 && !hasLeadingZeros) {
    if (format === "BinarySI" ? exp > 40 : exp < -9) return void 0;
    return zero(format);
  }
  let digits = denomLen === 0 ? str.slice(numStart, numEnd) : str.slice(numStart, numEnd) + str.slice(denomStart, denomEnd);
  let e10 = -denomLen;
  let lead = 0;
  while (lead < digits.length && digits.charCodeAt(lead) === 48) lead++;
  let trail = digits.length;
  while (trail > lead && digits.charCodeAt(trail - 1) === 48) trail--;
  if (lead === trail) return zero(format);
  e10 += digits.length - trail;
  if (lead > 0 || trail < digits.length) digits = digits.slice(lead, trail);
  let mantissa = BigInt(digits);
  if (format === "BinarySI") mantissa <<= BigInt(exp);
  else e10 += exp;
  if (e10 < -9) {
    const drop = -9 - e10;
    if (drop >= digitCount(mantissa)) {
      mantissa = 1n;
    } else {
      const p = pow10(drop);
      const q = mantissa / p;
      mantissa = mantissa % p === 0n ? q : q + 1n;
    }
    e10 = -9;
  }
  if (format === "BinarySI") {
    if (compareMagnitude(mantissa, e10, MAX_INT64, 0) > 0) {
      mantissa = MAX_INT64;
      e10 = 0;
    } else if (e10 < 0 && mantissa < pow10(-e10)) {
      format = "DecimalSI";
    }
  }
  return normalize(positive ? mantissa : -mantissa, e10, format);
}
var ZERO = /* @__PURE__ */ Object.freeze(zero("DecimalSI"));

// quantity.js
var DECIMAL_SUFFIX = {
  [-9]: "n",
  [-6]: "u",
  [-3]: "m",
  0: "",
  3: "k",
  6: "M",
  9: "G",
  12: "T",
  15: "P",
  18: "E"
};
var BINARY_SUFFIX = ["", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"];
var MAX_ALIGN = 1024;
function isZeroQuantity(value) {
  const q = typeof value === "string" || typeof value === "number" ? parseQuantity(value) : void 0;
  return q !== void 0 && compareQuantity(q, parseQuantity(0)) === 0;
}
function isNegative(q) {
  return q.mantissa < 0n;
}
function compareQuantity(a, b) {
  const sa = a.mantissa === 0n ? 0 : a.mantissa < 0n ? -1 : 1;
  const sb = b.mantissa === 0n ? 0 : b.mantissa < 0n ? -1 : 1;
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (sa === 0) return 0;
  const c = compareMagnitude(a.mantissa, a.exponent, b.mantissa, b.exponent);
  return sa > 0 ? c : c === 0 ? 0 : c < 0 ? 1 : -1;
}
function sum(a, bm, be, bFormat) {
  if (a.mantissa === 0n) return normalize(bm, be, bFormat);
  if (bm === 0n) return a;
  let am = a.mantissa;
  let ae = a.exponent;
  if (ae - be > MAX_ALIGN && be + digitCount(bm) <= ae - MAX_ALIGN) {
    bm = bm < 0n ? -1n : 1n;
    be = ae - MAX_ALIGN;
  } else if (be - ae > MAX_ALIGN && ae + digitCount(am) <= be - MAX_ALIGN) {
    am = am < 0n ? -1n : 1n;
    ae = be - MAX_ALIGN;
  }
  const e = ae < be ? ae : be;
  const m = am * pow10(ae - e) + bm * pow10(be - e);
  return normalize(m, e, a.format);
}
function addQuantity(a, b) {
  return sum(a, b.mantissa, b.exponent, b.format);
}
function subtractQuantity(a, b) {
  return sum(a, -b.mantissa, b.exponent, b.format);
}
function quantityToString(q) {
  const m = q.mantissa;
  if (m === 0n) return "0";
  let format = q.format;
  if (format === "BinarySI") {
    if (q.exponent < 0 || q.exponent > 64 || compareMagnitude(m, q.exponent, 1024n, 0) < 0) {
      format = "DecimalSI";
    } else {
      let n2 = m * pow10(q.exponent);
      let k = 0;
      while (k < 6 && n2 % 1024n === 0n) {
        n2 /= 1024n;
        k++;
      }
      return `${n2}${BINARY_SUFFIX[k]}`;
    }
  }
  let e = q.exponent;
  let n = m;
  const r = (e % 3 + 3) % 3;
  if (r !== 0) {
    n *= r === 1 ? 10n : 100n;
    e -= r;
  }
  if (format === "DecimalSI") {
    const suffix = DECIMAL_SUFFIX[e];
    if (suffix !== void 0) return `${n}${suffix}`;
  }
  return e === 0 ? `${n}` : `${n}e${e}`;
}

// semver.js
var UINT64_MAX = "18446744073709551615";
function isNumber(s, from, to) {
  const len = to - from;
  if (len === 0 || len > 20) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  if (len > 1 && s.charCodeAt(from) === 48) return false;
  return len < 20 || s.slice(from, to) <= UINT64_MAX;
}
function allDigits(s, from, to) {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
function isIdentifier(s, from, to) {
  if (to === from) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 45))
      return false;
  }
  return true;
}
function isIdentifiers(s, from, to, pre) {
  let start = from;
  for (let i = from; i <= to; i++) {
    if (i === to || s.charCodeAt(i) === 46) {
      if (!isIdentifier(s, start, i)) return false;
      if (pre && allDigits(s, start, i) && !isNumber(s, start, i)) return false;
      start = i + 1;
    }
  }
  return true;
}
function scan(v, marks) {
  const dot1 = v.indexOf(".");
  if (dot1 < 0) return false;
  const dot2 = v.indexOf(".", dot1 + 1);
  if (dot2 < 0) return false;
  if (!isNumber(v, 0, dot1) || !isNumber(v, dot1 + 1, dot2)) return false;
  const n = v.length;
  const plus = v.indexOf("+", dot2 + 1);
  const coreEnd = plus < 0 ? n : plus;
  const dash = v.indexOf("-", dot2 + 1);
  const patchEnd = dash >= 0 && dash < coreEnd ? dash : coreEnd;
  if (!isNumber(v, dot2 + 1, patchEnd)) return false;
  if (patchEnd < coreEnd && !isIdentifiers(v, patchEnd + 1, coreEnd, true)) return false;
  if (plus >= 0 && !isIdentifiers(v, plus + 1, n, false)) return false;
  if (marks !== void 0) {
    marks[0] = dot1 + 1;
    marks[1] = dot2 + 1;
    marks[2] = patchEnd < coreEnd ? patchEnd + 1 : -1;
    marks[3] = coreEnd;
  }
  return true;
}
function isSemver(value) {
  return scan(value, void 0);
}
function compareNumbers(a, af, at, b, bf, bt) {
  const la = at - af;
  const lb = bt - bf;
  if (la !== lb) return la < lb ? -1 : 1;
  for (let i = 0; i < la; i++) {
    const x = a.charCodeAt(af + i);
    const y = b.charCodeAt(bf + i);
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
function compareIdentifiers(a, af, at, b, bf, bt) {
  const an = allDigits(a, af, at);
  const bn = allDigits(b, bf, bt);
  if (an && bn) return compareNumbers(a, af, at, b, bf, bt);
  if (an !== bn) return an ? -1 : 1;
  const la = at - af;
  const lb = bt - bf;
  const len = la < lb ? la : lb;
  for (let i = 0; i < len; i++) {
    const x = a.charCodeAt(af + i);
    const y = b.charCodeAt(bf + i);
    if (x !== y) return x < y ? -1 : 1;
  }
  return la === lb ? 0 : la < lb ? -1 : 1;
}
var MARKS_A = [0, 0, 0, 0];
var MARKS_B = [0, 0, 0, 0];
function compareSemver(a, b) {
  if (!scan(a, MARKS_A) || !scan(b, MARKS_B)) return void 0;
  const [aMinor, aPatch, aPre, aCore] = MARKS_A;
  const [bMinor, bPatch, bPre, bCore] = MARKS_B;
  let c = compareNumbers(a, 0, aMinor - 1, b, 0, bMinor - 1);
  if (c !== 0) return c;
  c = compareNumbers(a, aMinor, aPatch - 1, b, bMinor, bPatch - 1);
  if (c !== 0) return c;
  c = compareNumbers(
    a,
    aPatch,
    aPre < 0 ? aCore : aPre - 1,
    b,
    bPatch,
    bPre < 0 ? bCore : bPre - 1
  );
  if (c !== 0) return c;
  if (aPre < 0 || bPre < 0) return aPre < 0 ? bPre < 0 ? 0 : 1 : -1;
  let i = aPre;
  let j = bPre;
  for (; ; ) {
    let ie = a.indexOf(".", i);
    if (ie < 0 || ie > aCore) ie = aCore;
    let je = b.indexOf(".", j);
    if (je < 0 || je > bCore) je = bCore;
    c = compareIdentifiers(a, i, ie, b, j, je);
    if (c !== 0) return c;
    const aDone = ie === aCore;
    const bDone = je === bCore;
    if (aDone || bDone) return aDone && bDone ? 0 : aDone ? -1 : 1;
    i = ie + 1;
    j = je + 1;
  }
}

// compare.js
function comparable(value, as) {
  switch (as) {
    case "number":
      return typeof value === "number" ? value : void 0;
    case "string":
    case "semver":
      return typeof value === "string" ? value : void 0;
    case "duration":
      return typeof value === "string" ? parseDuration(value) : void 0;
    case "quantity":
      return typeof value === "string" || typeof value === "number" ? parseQuantity(value) : void 0;
    case "ip-family":
      return typeof value === "string" ? ipFamily(value) : void 0;
    // URLs as Kubernetes compares issuer URLs: without their trailing slashes (strings.TrimRight).
    case "url":
      return typeof value === "string" ? value.replace(/\/+$/, "") : void 0;
  }
}
function holds(order2, op) {
  switch (op) {
    case "<":
      return order2 < 0;
    case "<=":
      return order2 <= 0;
    case "==":
      return order2 === 0;
    case "!=":
      return order2 !== 0;
    case ">=":
      return order2 >= 0;
    case ">":
      return order2 > 0;
  }
}
function order(a, b, as) {
  if (as === "semver") return compareSemver(a, b) ?? 0;
  if (as === "quantity") return compareQuantity(a, b);
  return a === b ? 0 : a < b ? -1 : 1;
}
function compareHolds(left, op, right, as) {
  const a = comparable(left, as);
  const b = comparable(right, as);
  return a === void 0 || b === void 0 || holds(order(a, b, as), op);
}
function derivationHolds(value, op, parts, as) {
  const actual = comparable(value, as);
  if (actual === void 0) return true;
  let combined;
  for (const part of parts) {
    const v = comparable(part, as);
    if (v === void 0) return true;
    if (combined === void 0) combined = v;
    else if (as === "quantity")
      combined = op === "sum" ? addQuantity(combined, v) : subtractQuantity(combined, v);
    else combined = op === "sum" ? combined + v : combined - v;
  }
  return order(actual, combined, as) === 0;
}

// errors.js
var MAX_ERRORS = 1e3;
var RULE_NODE = /* @__PURE__ */ Symbol.for("corespec.ruleNode");
function newCollector(update = false, gates = {}) {
  return {
    errors: [],
    update,
    gates
  };
}
function full(c) {
  return c.errors.length >= MAX_ERRORS;
}
function result(c) {
  return {
    valid: c.errors.length === 0,
    errors: c.errors
  };
}
function child(path, key2) {
  return path === "" ? key2 : `${path}.${key2}`;
}
function index(path, i) {
  return `${path}[${i}]`;
}
function unindexed(path) {
  return path.replace(/\[[^\]]*\]$/, "");
}
function key(path, k) {
  return `${path}[${k.length > 256 ? `${k.slice(0, 256)}...` : k}]`;
}
var SCAN_LIMIT = 128;
function candidates(c, field, badValue) {
  if (c.errors.length <= SCAN_LIMIT) return c.errors;
  if (!c.byVerdict) {
    c.byVerdict = /* @__PURE__ */ new Map();
    for (const e of c.errors) indexError(c.byVerdict, e);
  }
  return c.byVerdict.get(field)?.get(badValue) ?? [];
}
function indexError(index2, error) {
  let byValue = index2.get(error.field);
  if (!byValue) index2.set(error.field, byValue = /* @__PURE__ */ new Map());
  const same = byValue.get(error.badValue);
  if (same) same.push(error);
  else byValue.set(error.badValue, [error]);
}
function push(c, error) {
  if (c.ruleAt !== void 0) Object.defineProperty(error, RULE_NODE, { value: c.ruleAt });
  c.errors.push(error);
  if (c.byVerdict) indexError(c.byVerdict, error);
}
function add(c, error) {
  if (c.errors.length >= MAX_ERRORS) return;
  const earlier = candidates(c, error.field, error.badValue);
  for (let i = earlier.length - 1; i >= 0; i--) {
    const e = earlier[i];
    if (e.type === error.type && e.badValue === error.badValue && e.field === error.field) return;
  }
  push(c, error);
}
function keep(value) {
  if (typeof value === "string" && value.length > 256) return `${value.slice(0, 256)}...`;
  if (value !== null && typeof value === "object")
    return Array.isArray(value) ? "<list>" : "<object>";
  return value;
}
function required(c, field, detail2 = "") {
  add(c, {
    type: "FieldValueRequired",
    field,
    detail: detail2
  });
}
function invalid(c, field, value, detail2) {
  add(c, {
    type: "FieldValueInvalid",
    field,
    badValue: keep(value),
    detail: detail2
  });
}
function invalidEach(c, field, value, problems) {
  let at = problems.indexOf("; ");
  if (at < 0) return invalid(c, field, value, problems);
  const before = c.errors.length;
  invalid(c, field, value, problems.slice(0, at));
  if (c.errors.length === before) return;
  const badValue = keep(value);
  while (at >= 0 && c.errors.length < MAX_ERRORS) {
    const from = at + 2;
    at = problems.indexOf("; ", from);
    push(c, {
      type: "FieldValueInvalid",
      field,
      badValue,
      detail: at < 0 ? problems.slice(from) : problems.slice(from, at)
    });
  }
}
function alsoInvalid(c, field, value, detail2) {
  if (c.errors.length >= MAX_ERRORS || c.errors.some((e) => e.field === field && e.detail === detail2))
    return;
  push(c, {
    type: "FieldValueInvalid",
    field,
    badValue: keep(value),
    detail: detail2
  });
}
var supportedDetails = /* @__PURE__ */ new WeakMap();
function notSupported(c, field, value, supported) {
  let detail2 = supportedDetails.get(supported);
  if (detail2 === void 0)
    supportedDetails.set(
      supported,
      detail2 = `supported values: ${supported.map((s) => JSON.stringify(s)).join(", ")}`
    );
  add(c, {
    type: "FieldValueNotSupported",
    field,
    badValue: keep(value),
    detail: detail2
  });
}
function tooLong(c, field, value, max, unit) {
  add(c, {
    type: "FieldValueTooLong",
    field,
    badValue: keep(value),
    detail: `may not be more than ${max} ${unit}`
  });
}
function tooMany(c, field, actual, max) {
  add(c, {
    type: "FieldValueTooMany",
    field,
    badValue: actual,
    detail: `must have at most ${max} items`
  });
}
function duplicate(c, field, value) {
  add(c, {
    type: "FieldValueDuplicate",
    field,
    badValue: keep(value),
    detail: ""
  });
}
function forbidden(c, field, detail2) {
  add(c, {
    type: "FieldValueForbidden",
    field,
    detail: detail2
  });
}
function typeInvalid(c, field, value, expected) {
  add(c, {
    type: "FieldValueTypeInvalid",
    field,
    badValue: keep(value),
    detail: `must be ${expected}`
  });
}
function internalError(c, field, detail2) {
  add(c, {
    type: "InternalError",
    field,
    detail: detail2
  });
}
function formatFieldError(error) {
  const bad = (v) => typeof v === "string" ? JSON.stringify(v) : String(JSON.stringify(v) ?? v);
  const detail2 = error.detail ? `: ${error.detail}` : "";
  const field = error.field === "" ? "<root>" : error.field;
  switch (error.type) {
    case "FieldValueRequired":
      return `${field}: Required value${detail2}`;
    case "FieldValueInvalid":
      return `${field}: Invalid value: ${bad(error.badValue)}${detail2}`;
    case "FieldValueNotSupported":
      return `${field}: Unsupported value: ${bad(error.badValue)}${detail2}`;
    case "FieldValueTooLong":
      return `${field}: Too long${detail2}`;
    case "FieldValueTooMany":
      return `${field}: Too many: ${bad(error.badValue)}${detail2}`;
    case "FieldValueDuplicate":
      return `${field}: Duplicate value: ${bad(error.badValue)}${detail2}`;
    case "FieldValueForbidden":
      return `${field}: Forbidden${detail2}`;
    case "FieldValueTypeInvalid":
      return `${field}: Invalid value: ${bad(error.badValue)}${detail2}`;
    case "InternalError":
      return `${field}: Internal error${detail2}`;
  }
}

// feature-gates.js
var DEFAULT_FEATURE_GATES = {
  AllowUnsafeMalformedObjectDeletion: false,
  CoordinatedLeaderElection: false,
  DRAConsumableCapacity: true,
  DRAPartitionableDevices: true,
  DRAPartitionableDevicesType: false,
  DRAResourcePoolStatus: false,
  LoggingAlphaOptions: false,
  ManifestBasedAdmissionControlConfig: false,
  ShardedListAndWatch: false,
  StructuredAuthenticationConfigurationEgressSelector: true
};
var known = (name) => Object.prototype.hasOwnProperty.call(DEFAULT_FEATURE_GATES, name);
function featureGates(overrides) {
  if (overrides === void 0) return DEFAULT_FEATURE_GATES;
  const names = Object.keys(overrides);
  if (names.length === 0) return DEFAULT_FEATURE_GATES;
  for (const name of names) {
    if (!known(name)) throw new Error(`unrecognized feature gate: ${name}`);
    if (typeof overrides[name] !== "boolean")
      throw new Error(`feature gate ${name} must be true or false`);
  }
  return Object.freeze({
    ...DEFAULT_FEATURE_GATES,
    ...overrides
  });
}
function parseFeatureGates(text) {
  const out = {};
  for (const entry of text.split(",").map((e) => e.trim()).filter((e) => e !== "")) {
    const [name, value, ...rest] = entry.split("=");
    if (value === void 0 || rest.length > 0) throw new Error(`missing bool value for ${entry}`);
    const key2 = name.trim();
    if (!known(key2)) throw new Error(`unrecognized feature gate: ${key2}`);
    const v = value.trim().toLowerCase();
    if (v !== "true" && v !== "false")
      throw new Error(
        `invalid value of ${key2}=${value}, err: strconv.ParseBool: parsing ${JSON.stringify(value)}: invalid syntax`
      );
    out[key2] = v === "true";
  }
  return out;
}
function gateEnabled(c, gate) {
  return c.gates[gate] ?? DEFAULT_FEATURE_GATES[gate] ?? false;
}
function checkGate(c, gate, path, value, error) {
  if (gateEnabled(c, gate)) return;
  if (error?.type === "Invalid") invalid(c, path, value, error.detail);
  else forbidden(c, path, error?.detail ?? `Feature ${gate} is disabled`);
}

// values.js
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function own(object, name) {
  return Object.prototype.hasOwnProperty.call(object, name) ? object[name] : void 0;
}
function read(value, keys) {
  let current = value;
  for (const k of keys) {
    if (!isObject(current)) return void 0;
    current = own(current, k);
  }
  return current;
}
function readAll(value, steps) {
  let current = [value];
  for (const [k, each] of steps) {
    const next = [];
    for (const item of current) {
      if (!isObject(item)) continue;
      const v = own(item, k);
      if (v === void 0 || v === null) continue;
      if (each) {
        if (Array.isArray(v)) next.push(...v);
      } else next.push(v);
    }
    current = next;
  }
  return current;
}
function present(value) {
  return value !== void 0 && value !== null;
}
function filled(value) {
  return value !== void 0 && value !== null && value !== "";
}
function isSet(value, pointer) {
  if (value === void 0 || value === null) return false;
  if (pointer) return true;
  if (value === "" || value === 0 || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
function setFieldList(set2) {
  return `{${Object.keys(set2).filter((name) => set2[name]).map((name) => `\`${name}\``).join(", ")}}`;
}
function isEmpty(value) {
  if (Array.isArray(value)) return value.length === 0;
  if (isObject(value)) {
    for (const k in value) if (Object.prototype.hasOwnProperty.call(value, k)) return false;
    return true;
  }
  return false;
}
function deepEqual(a, b) {
  const stack = [[a, b]];
  const compared = /* @__PURE__ */ new Map();
  while (stack.length) {
    const [x, y] = stack.pop();
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
    let pairs = compared.get(x);
    if (pairs?.has(y)) continue;
    if (!pairs) compared.set(x, pairs = /* @__PURE__ */ new Set());
    pairs.add(y);
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) stack.push([x[i], y[i]]);
      continue;
    }
    if (!isObject(x) || !isObject(y)) return false;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    for (const k of keys) {
      if (!Object.prototype.hasOwnProperty.call(y, k)) return false;
      stack.push([x[k], y[k]]);
    }
  }
  return true;
}
var MENTION_PATTERNS = /* @__PURE__ */ new Map();
function mentions(text, name) {
  if (typeof text !== "string") return false;
  let pattern = MENTION_PATTERNS.get(name);
  if (!pattern) {
    const steps = name.split(".").map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    pattern = new RegExp(`(^|[^A-Za-z0-9_.])${steps.join("\\.\\??")}(?![A-Za-z0-9_])`);
    MENTION_PATTERNS.set(name, pattern);
  }
  return pattern.test(text);
}
function identity(value) {
  if (value === null || typeof value !== "object") return value;
  try {
    return JSON.stringify(
      value,
      (_key, v) => isObject(v) ? Object.fromEntries(
        Object.keys(v).sort().map((k) => [k, v[k]])
      ) : v
    );
  } catch {
    return value;
  }
}
var MAX_LIST_ITEMS = 1 << 24;
function listItems(list) {
  return list.length <= MAX_LIST_ITEMS ? list : [];
}
var MAX_NESTING = 1e3;
var nesting = 0;
function enter() {
  return ++nesting <= MAX_NESTING;
}
function leave() {
  nesting--;
}
function defaulter(setDefaults) {
  if (!setDefaults) return cloneJson;
  return (value) => {
    const copy = cloneJson(value);
    setDefaults(copy);
    return copy;
  };
}
function cloneJson(value) {
  if (value === null || typeof value !== "object") return value;
  const copies = /* @__PURE__ */ new Map();
  const copyOf = (source) => {
    let copy = copies.get(source);
    if (copy === void 0) {
      copy = isArray(source) ? new Array(source.length) : {};
      copies.set(source, copy);
      pending.push(source);
    }
    return copy;
  };
  const pending = [];
  const root = copyOf(value);
  while (pending.length) {
    const source = pending.pop();
    const target = copies.get(source);
    for (const k of ownKeys(source)) {
      let v;
      try {
        v = source[k];
      } catch {
        continue;
      }
      const c = v !== null && typeof v === "object" ? copyOf(v) : v;
      if (Array.isArray(target)) target[Number(k)] = c;
      else if (k === "__proto__")
        Object.defineProperty(target, k, {
          value: c,
          enumerable: true,
          writable: true,
          configurable: true
        });
      else target[k] = c;
    }
  }
  return root;
}
function isArray(value) {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}
function ownKeys(value) {
  try {
    if (Array.isArray(value) && value.length <= MAX_LIST_ITEMS) {
      const keys = [];
      for (let i = 0; i < value.length; i++) if (i in value) keys.push(String(i));
      return keys;
    }
    return Object.keys(value);
  } catch {
    return [];
  }
}
function charCount(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 55296 && code <= 56319 && i + 1 < text.length) i++;
    n++;
  }
  return n;
}
function listKey(item, keys) {
  if (!isObject(item)) return void 0;
  const values = keys.map((k) => own(item, k) ?? null);
  if (values.some((v) => v !== null && typeof v === "object")) return void 0;
  if (keys.length === 1) return values[0] === null ? void 0 : JSON.stringify(values[0]);
  return JSON.stringify(values);
}
function tupleKey(item, keys) {
  if (!isObject(item)) return void 0;
  return JSON.stringify(keys.map((k) => own(item, k) ?? ""));
}
function hasPrefix(value, prefix) {
  return typeof value === "string" && value.startsWith(prefix);
}
function listHas(value, item) {
  return Array.isArray(value) && value.includes(item);
}
function hasItemWith(list, keyPath, values) {
  return Array.isArray(list) && list.some((item) => values.includes(read(item, keyPath)));
}
function sizeOf(value) {
  if (Array.isArray(value)) return value.length;
  return isObject(value) ? Object.keys(value).length : void 0;
}
function hasAtLeast(value, n) {
  return Array.isArray(value) && value.length >= n;
}

// ratchet.js
function ratchet(result2, value, old, lists) {
  if (result2.valid || old === void 0) return result2;
  const errors = result2.errors.filter((e) => !unchanged(nodeOf(e, value), value, old, lists));
  return {
    valid: errors.length === 0,
    errors
  };
}
function stepsOf(path) {
  const steps = [];
  let i = 0;
  while (i < path.length) {
    if (path[i] === "[") {
      let end = path.indexOf("]", i + 1);
      while (end >= 0 && end + 1 < path.length && path[end + 1] !== "." && path[end + 1] !== "[")
        end = path.indexOf("]", end + 1);
      if (end < 0) return void 0;
      steps.push({
        key: path.slice(i + 1, end),
        bracket: true
      });
      i = end + 1;
    } else {
      if (path[i] === ".") i++;
      let end = i;
      while (end < path.length && path[end] !== "." && path[end] !== "[") end++;
      steps.push({
        key: path.slice(i, end),
        bracket: false
      });
      i = end;
    }
  }
  return steps;
}
function nodeOf(error, value) {
  const rule = error[RULE_NODE];
  if (rule !== void 0) return stepsOf(rule);
  const steps = stepsOf(error.field);
  if (!steps) return void 0;
  const onParent = error.type === "FieldValueRequired" || error.type === "FieldValueDuplicate" || read2(value, steps) === void 0;
  return onParent ? steps.slice(0, -1) : steps;
}
function read2(value, steps) {
  let at = value;
  for (const step of steps) {
    if (Array.isArray(at) && step.bracket) at = at[Number(step.key)];
    else if (isObject(at)) at = own(at, step.key);
    else return void 0;
  }
  return at;
}
function unchanged(steps, value, old, lists) {
  if (!steps) return false;
  let now = value;
  let then = old;
  let shape = lists;
  for (let i = 0; ; i++) {
    if (deepEqual(now, then)) return true;
    if (i === steps.length) return false;
    const step = steps[i];
    if (Array.isArray(now)) {
      const keys = shape?.listType === "map" ? shape.listMapKeys : void 0;
      if (!keys || !step.bracket || !Array.isArray(then)) return false;
      const item = now[Number(step.key)];
      const same = then.find(
        (o) => isObject(o) && isObject(item) && keys.every((k) => deepEqual(own(o, k), own(item, k)))
      );
      if (same === void 0) return false;
      [now, then, shape] = [item, same, shape?.items];
      continue;
    }
    if (!isObject(now) || !isObject(then)) return false;
    if (!Object.prototype.hasOwnProperty.call(then, step.key) && !Object.prototype.hasOwnProperty.call(now, step.key))
      return false;
    [now, then, shape] = [
      own(now, step.key),
      own(then, step.key),
      shape?.fields?.[step.key] ?? shape?.values
    ];
  }
}

// total.js
var message = (error) => error instanceof Error ? error.message : String(error);
function snapshot(value) {
  const problems = [];
  if (value === null || typeof value !== "object")
    return {
      value,
      problems
    };
  const copies = /* @__PURE__ */ new Map();
  const open = /* @__PURE__ */ new Set();
  const stack = [];
  const visit = (source, path) => {
    const existing = copies.get(source);
    if (existing !== void 0) {
      if (!open.has(source)) return existing;
      problems.push({
        path,
        detail: "must not contain itself"
      });
      return null;
    }
    let array;
    try {
      array = Array.isArray(source);
    } catch (error) {
      problems.push({
        path,
        detail: `cannot be read: ${message(error)}`
      });
      return null;
    }
    const target = array ? [] : {};
    copies.set(source, target);
    open.add(source);
    stack.push(
      { done: source },
      {
        source,
        target,
        path
      }
    );
    return target;
  };
  const root = visit(value, "");
  while (stack.length) {
    const frame = stack.pop();
    if ("done" in frame) {
      open.delete(frame.done);
      continue;
    }
    const { source, target, path } = frame;
    let keys;
    try {
      if (Array.isArray(target) && source.length > MAX_LIST_ITEMS) {
        problems.push({
          path,
          detail: `must have at most ${MAX_LIST_ITEMS} items`
        });
        continue;
      }
      keys = Object.keys(source);
    } catch (error) {
      problems.push({
        path,
        detail: `cannot be read: ${message(error)}`
      });
      continue;
    }
    for (const k of keys) {
      const at = Array.isArray(target) ? index(path, Number(k)) : child(path, k);
      let v;
      try {
        v = source[k];
      } catch (error) {
        problems.push({
          path: at,
          detail: `cannot be read: ${message(error)}`
        });
        continue;
      }
      const c = v !== null && typeof v === "object" ? visit(v, at) : v;
      if (Array.isArray(target)) target[Number(k)] = c;
      else
        Object.defineProperty(target, k, {
          value: c,
          enumerable: true,
          writable: true,
          configurable: true
        });
    }
  }
  return {
    value: root,
    problems
  };
}
function report(c, problems) {
  for (const p of problems) invalid(c, p.path, "<object>", p.detail);
}
function checked(update, run, value, old, options) {
  const gates = featureGates(options?.featureGates);
  const c = newCollector(update, gates);
  const ratcheted = (r, now, then) => {
    if (!update || options?.ratcheting !== true) return r;
    try {
      return ratchet(r, now, then);
    } catch {
      return r;
    }
  };
  try {
    run(c, value, old);
    return ratcheted(result(c), value, old);
  } catch {
    const safe = snapshot(value);
    const safeOld = update ? snapshot(old).value : void 0;
    const again = newCollector(update, gates);
    report(again, safe.problems);
    try {
      run(again, safe.value, safeOld);
    } catch (error) {
      typeInvalid(again, "", "<object>", `JSON data (${message(error)})`);
    }
    return ratcheted(result(again), safe.value, safeOld);
  }
}
function guarded(validate) {
  const is = (value, options) => validate(value, options).valid;
  return Object.assign(validate, { is });
}
function validator(validateAt) {
  const run = (c, value) => validateAt(value, "", c);
  return guarded((value, options) => checked(false, run, value, void 0, options));
}
function updateValidator(validateAt, updateAt) {
  const run = (c, value, old) => {
    validateAt(value, "", c);
    updateAt(value, old, "", c);
  };
  return (value, old, options) => checked(true, run, value, old, options);
}
function collect(update, run, value, old, options) {
  return checked(update, run, value, old, options);
}
function unknownFields(value, unknownFieldsAt) {
  const found = [];
  try {
    unknownFieldsAt(value, "", found);
    return found;
  } catch {
    const again = [];
    try {
      unknownFieldsAt(snapshot(value).value, "", again);
    } catch {
    }
    return again;
  }
}
function unknownKeys(value, known2, path, found) {
  for (const key2 of Object.keys(value)) if (!known2.has(key2)) found.push(child(path, key2));
}

// dispatch.js
function functionNames(type) {
  return {
    validateAt: `validate${type}At`,
    updateAt: `update${type}At`,
    setDefaults: `setDefaults${type}`,
    unknownFieldsAt: `unknownFields${type}At`
  };
}
var VALIDATE_AT = /^validate(\w+)At$/;
function typeEntries(apiVersion, module) {
  const prefix = apiVersion.includes("/") ? apiVersion : `/${apiVersion}`;
  const fn = (name) => module[name];
  const entries = /* @__PURE__ */ new Map();
  for (const exported of Object.keys(module)) {
    const type = VALIDATE_AT.exec(exported)?.[1];
    if (type === void 0) continue;
    const names = functionNames(type);
    entries.set(type, {
      id: `${prefix}.${type}`,
      validateAt: fn(names.validateAt),
      ...fn(names.updateAt) ? { updateAt: fn(names.updateAt) } : {},
      ...fn(names.setDefaults) ? { setDefaults: fn(names.setDefaults) } : {},
      ...fn(names.unknownFieldsAt) ? { unknownFieldsAt: fn(names.unknownFieldsAt) } : {}
    });
  }
  return entries;
}
function registryOf(groupVersions) {
  const byApiVersion = new Map(groupVersions.map((gv) => [gv.apiVersion, gv]));
  const loaded = /* @__PURE__ */ new Map();
  const byName = /* @__PURE__ */ new Map();
  const typesOf = (gv) => {
    let types = loaded.get(gv.apiVersion);
    if (!types) loaded.set(gv.apiVersion, types = typeEntries(gv.apiVersion, gv.load()));
    return types;
  };
  return {
    kinds: new Map(
      groupVersions.filter((gv) => gv.kinds.length > 0).map((gv) => [gv.apiVersion, gv.kinds])
    ),
    type(apiVersion, name) {
      const gv = byApiVersion.get(apiVersion);
      return gv && typesOf(gv).get(name);
    },
    named(name) {
      let entries = byName.get(name);
      if (entries) return entries;
      entries = [];
      for (const gv of groupVersions) {
        if (gv.types && !gv.types.includes(name)) continue;
        const entry = typesOf(gv).get(name);
        if (entry) entries.push(entry);
      }
      if (entries.length > 0) byName.set(name, entries);
      return entries;
    }
  };
}
function createApi(registry) {
  function loadFailed(c, error) {
    internalError(
      c,
      "",
      `cannot load the package's generated code: ${String(error instanceof Error ? error.message : error).split("\n")[0]}`
    );
    return void 0;
  }
  function typesNamed(typeName) {
    const slash = typeName.indexOf("/");
    if (slash < 0) return registry.named(typeName);
    const dot = typeName.indexOf(".", slash);
    if (dot < 0) return [];
    const apiVersion = typeName.slice(
      typeName.startsWith("core/") ? 5 : typeName.startsWith("/") ? 1 : 0,
      dot
    );
    const entry = registry.type(apiVersion, typeName.slice(dot + 1));
    return entry ? [entry] : [];
  }
  function kindEntry(obj, c) {
    if (!isObject(obj)) {
      typeInvalid(c, "", obj, "an object with apiVersion and kind");
      return void 0;
    }
    const apiVersion = own(obj, "apiVersion");
    const kind = own(obj, "kind");
    if (typeof apiVersion !== "string" || apiVersion === "")
      required(c, "apiVersion", "'apiVersion' is missing");
    if (typeof kind !== "string" || kind === "") required(c, "kind", "'kind' is missing");
    if (typeof apiVersion !== "string" || apiVersion === "" || typeof kind !== "string" || kind === "")
      return void 0;
    const kinds = registry.kinds.get(apiVersion);
    if (!kinds) {
      const group = apiVersion.includes("/") ? apiVersion.slice(0, apiVersion.indexOf("/")) : "";
      const sameGroup = [...registry.kinds.keys()].filter(
        (v) => (v.includes("/") ? v.slice(0, v.indexOf("/")) : "") === group
      );
      notSupported(
        c,
        "apiVersion",
        apiVersion,
        sameGroup.length ? sameGroup : [...registry.kinds.keys()]
      );
      return void 0;
    }
    if (!kinds.includes(kind)) {
      notSupported(c, "kind", kind, kinds);
      return void 0;
    }
    try {
      return registry.type(apiVersion, kind);
    } catch (error) {
      return loadFailed(c, error);
    }
  }
  function typeEntry(typeName, c) {
    let found;
    try {
      found = typesNamed(typeName);
    } catch (error) {
      return loadFailed(c, error);
    }
    if (found.length === 1) return found[0];
    const detail2 = found.length > 1 ? `type name "${typeName}" is ambiguous; qualify it as one of ${found.map((e) => e.id).join(", ")}` : `unknown type name "${typeName}"`;
    invalid(c, "", typeName, detail2);
    return void 0;
  }
  const byKind = (c, value) => kindEntry(value, c);
  const byName = (typeName) => {
    let found;
    return (c) => found ??= typeEntry(typeName, c);
  };
  const validating = (entryOf) => {
    const run = (c, value) => entryOf(c, value)?.validateAt(value, "", c);
    return guarded((obj, options) => collect(false, run, obj, void 0, options));
  };
  const updating = (entryOf) => {
    const run = (c, value, old) => {
      const entry = entryOf(c, value);
      if (!entry) return;
      entry.validateAt(value, "", c);
      entry.updateAt?.(value, old, "", c);
    };
    return (obj, old, options) => collect(true, run, obj, old, options);
  };
  const defaulting = (entryOf) => (obj) => {
    const copy = cloneJson(obj);
    entryOf(newCollector(), copy)?.setDefaults?.(copy);
    return copy;
  };
  const finding = (entryOf) => (obj) => unknownFields(
    obj,
    (value, path, found) => entryOf(newCollector(), value)?.unknownFieldsAt?.(value, path, found)
  );
  return {
    validate: validating(byKind),
    validateUpdate: updating(byKind),
    validateAs: (typeName, obj, options) => validating(byName(typeName))(obj, options),
    applyDefaults: defaulting(byKind),
    applyDefaultsAs: (typeName, obj) => defaulting(byName(typeName))(obj),
    findUnknownFields: finding(byKind),
    findUnknownFieldsAs: (typeName, obj) => finding(byName(typeName))(obj),
    validator: (typeName) => validating(byName(typeName)),
    updateValidator: (typeName) => updating(byName(typeName)),
    defaulter: (typeName) => defaulting(byName(typeName)),
    unknownFieldsFinder: (typeName) => finding(byName(typeName)),
    kinds() {
      return [...registry.kinds].flatMap(
        ([apiVersion, kinds]) => kinds.map((kind) => ({
          apiVersion,
          kind
        }))
      );
    }
  };
}

// name-formats.js
function dnsLabel(value) {
  const n = value.length;
  const label = isLabel(value, 0, n);
  if (label && n <= 63) return void 0;
  return lengthAndPattern(
    value,
    63,
    MAX_LEN_63,
    label,
    label || !isSubdomain(value, 0, n) ? DNS1123_LABEL_ERROR : "must not contain dots"
  );
}
function dnsSubdomain(value) {
  return lengthAndPattern(
    value,
    253,
    MAX_LEN_253,
    isSubdomain(value, 0, value.length),
    DNS1123_SUBDOMAIN_ERROR
  );
}
function qualifiedName(value) {
  return isValidQualifiedName(value) ? void 0 : qualifiedNameErrors(value, "a qualified name");
}
function finalizerName(value) {
  const problem = qualifiedName(value);
  if (problem !== void 0 || value.includes("/") || ["kubernetes", "orphan", "foregroundDeletion"].includes(value))
    return problem;
  return "name is neither a standard finalizer name nor is it fully qualified";
}
function containerResourceName(value) {
  const problem = qualifiedName(value);
  if (problem !== void 0) return problem;
  if (!value.includes("/"))
    return ["cpu", "memory", "ephemeral-storage"].includes(value) || value.startsWith("hugepages-") ? void 0 : "must be a standard resource for containers";
  if (value.includes("kubernetes.io/")) return void 0;
  return value.startsWith("requests.") || qualifiedName(`requests.${value}`) !== void 0 ? "doesn't follow extended resource name standard" : void 0;
}
function qualifiedNameCaseless(value) {
  return isValidQualifiedName(value, true) ? void 0 : qualifiedName(value.toLowerCase());
}
function labelKey(value) {
  return isValidQualifiedName(value) ? void 0 : qualifiedNameErrors(value, "a valid label key");
}
function labelValue(value) {
  const n = value.length;
  return n === 0 ? void 0 : lengthAndPattern(value, 63, MAX_LEN_63, isQualifiedNamePart(value, 0, n), LABEL_VALUE_ERROR);
}
function pathSegmentName(value) {
  if (value === ".") return "may not be '.'";
  if (value === "..") return "may not be '..'";
  const slash = value.indexOf("/") >= 0;
  const percent = value.indexOf("%") >= 0;
  if (!slash && !percent) return void 0;
  if (slash && percent) return "may not contain '/'; may not contain '%'";
  return slash ? "may not contain '/'" : "may not contain '%'";
}
function configMapKey(value) {
  const n = value.length;
  let chars = n > 0;
  for (let i = 0; i < n && chars; i++) {
    const c = value.charCodeAt(i);
    chars = isAlnum(c) || c === 45 || c === 95 || c === 46;
  }
  const dots = n >= 2 && value.charCodeAt(0) === 46 && value.charCodeAt(1) === 46;
  if (chars && n <= 253 && value !== "." && !dots) return void 0;
  const errors = [];
  if (byteLength(value) > 253) errors.push(MAX_LEN_253);
  if (!chars) errors.push(CONFIG_MAP_KEY_ERROR);
  if (value === ".") errors.push("must not be '.'");
  else if (value === "..") errors.push("must not be '..'");
  else if (dots) errors.push("must not start with '..'");
  return join(errors);
}
function semver(value) {
  return isSemver(value) ? void 0 : "must be a valid semantic version";
}
function poolName(value) {
  const n = value.length;
  if (n === 0) return EMPTY_ERROR;
  if (n <= 253) {
    let start = 0;
    let ok = true;
    for (let i = 0; i <= n && ok; i++) {
      if (i === n || value.charCodeAt(i) === 47) {
        ok = isSubdomain(value, start, i);
        start = i + 1;
      }
    }
    if (ok) return void 0;
  }
  const tooLong2 = byteLength(value) > 253;
  const errors = tooLong2 ? [tooLongError(253)] : [];
  const parts = value.split("/");
  for (const part of parts) {
    const partErrors = [];
    subdomainErrors(part, partErrors);
    for (const e of partErrors)
      if (!errors.includes(e) && !(tooLong2 && parts.length === 1 && e === MAX_LEN_253))
        errors.push(e);
  }
  return join(errors);
}
function attributeName(value) {
  const n = value.length;
  const slash = value.indexOf("/");
  if (slash > 0 && slash <= 63 && n - slash - 1 <= 32 && isCIdentifier(value, slash + 1, n) && isSubdomain(value, 0, slash, true)) {
    return void 0;
  }
  if (value.length === 0) return "name required";
  const errors = [];
  if (slash < 0) {
    if (byteLength(value) > 32) errors.push(tooLongError(32));
    if (!isCIdentifier(value)) errors.push(C_IDENTIFIER_ERROR);
    errors.push("a fully qualified name must be a domain and a name separated by a slash");
    return join(errors);
  }
  const domain = value.slice(0, slash);
  const id = value.slice(slash + 1);
  if (domain.length === 0) {
    errors.push("the domain must not be empty");
  } else {
    if (byteLength(domain) > 63) errors.push(tooLongError(63));
    subdomainErrors(domain.toLowerCase(), errors);
  }
  if (id.length === 0) {
    errors.push("the name must not be empty");
  } else {
    if (byteLength(id) > 32) errors.push(tooLongError(32));
    if (!isCIdentifier(id)) errors.push(C_IDENTIFIER_ERROR);
  }
  return join(errors);
}

// net-formats.js
function isHex(c) {
  return c >= 48 && c <= 57 || c >= 97 && c <= 102 || c >= 65 && c <= 70;
}
function hexValue2(c) {
  return c <= 57 ? c - 48 : c >= 97 ? c - 87 : c - 55;
}
var ESCAPE_PATH = 0;
var ESCAPE_HOST = 1;
var ESCAPE_ZONE = 2;
function hostCharNeedsEscape(c) {
  if (isAlnum(c)) return false;
  switch (c) {
    case 33:
    case 36:
    case 38:
    case 39:
    case 40:
    case 41:
    case 42:
    case 43:
    case 44:
    case 59:
    case 61:
    // !$&'()*+,;=
    case 58:
    case 91:
    case 93:
    case 60:
    case 62:
    case 34:
    // : [ ] < > "
    case 45:
    case 95:
    case 46:
    case 126:
      return false;
    default:
      return true;
  }
}
function checkEscapes(s, from, to, mode) {
  for (let i = from; i < to; ) {
    const c = s.charCodeAt(i);
    if (c === 37) {
      if (i + 2 >= to || !isHex(s.charCodeAt(i + 1)) || !isHex(s.charCodeAt(i + 2))) {
        return `invalid URL escape ${JSON.stringify(s.slice(i, Math.min(i + 3, to)))}`;
      }
      const v = hexValue2(s.charCodeAt(i + 1)) * 16 + hexValue2(s.charCodeAt(i + 2));
      const isPercent25 = v === 37;
      if (mode === ESCAPE_HOST && v < 128 && !isPercent25)
        return `invalid URL escape ${JSON.stringify(s.slice(i, i + 3))}`;
      if (mode === ESCAPE_ZONE && !isPercent25 && v !== 32 && (v >= 128 || hostCharNeedsEscape(v))) {
        return `invalid URL escape ${JSON.stringify(s.slice(i, i + 3))}`;
      }
      i += 3;
      continue;
    }
    if (mode !== ESCAPE_PATH && c < 128 && hostCharNeedsEscape(c)) {
      return `invalid character ${JSON.stringify(s.charAt(i))} in host name`;
    }
    i++;
  }
  return void 0;
}
function validOptionalPort(s, from, to) {
  if (from === to) return true;
  if (s.charCodeAt(from) !== 58) return false;
  for (let i = from + 1; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
function parseHost(s, from, to) {
  const open = s.lastIndexOf("[", to - 1);
  if (open > from)
    return {
      hostname: "",
      error: "invalid IP-literal"
    };
  if (open === from) {
    const close = s.lastIndexOf("]", to - 1);
    if (close < from)
      return {
        hostname: "",
        error: "missing ']' in host"
      };
    if (!validOptionalPort(s, close + 1, to))
      return {
        hostname: "",
        error: "invalid port after host"
      };
    const zone = s.indexOf("%25", from);
    const addrEnd = zone >= 0 && zone < close ? zone : close;
    const error2 = checkEscapes(s, close + 1, to, ESCAPE_HOST) ?? checkEscapes(s, from + 1, addrEnd, ESCAPE_HOST) ?? (addrEnd < close ? checkEscapes(s, addrEnd, close, ESCAPE_ZONE) : void 0);
    if (error2 !== void 0)
      return {
        hostname: "",
        error: error2
      };
    const address = s.slice(from + 1, addrEnd);
    if (addrEnd < close && addrEnd + 3 === close)
      return {
        hostname: "",
        error: "invalid host"
      };
    if (address.indexOf(":") < 0 && ipAddressFamily(address) !== void 0)
      return {
        hostname: "",
        error: "invalid IP-literal"
      };
    if (!isStrictIPv6(address))
      return {
        hostname: "",
        error: "invalid host"
      };
    return {
      hostname: address,
      error: void 0
    };
  }
  const colon = s.lastIndexOf(":", to - 1);
  let hostEnd = to;
  if (colon >= from) {
    if (!validOptionalPort(s, colon, to))
      return {
        hostname: "",
        error: "invalid port after host"
      };
    hostEnd = colon;
  }
  const error = checkEscapes(s, from, to, ESCAPE_HOST);
  return error !== void 0 ? {
    hostname: "",
    error
  } : {
    hostname: s.slice(from, hostEnd),
    error: void 0
  };
}
function isUserinfoChar(c) {
  if (isAlnum(c)) return true;
  switch (c) {
    case 45:
    case 46:
    case 95:
    case 58:
    case 126:
    case 33:
    case 36:
    case 38:
    case 39:
    case 40:
    case 41:
    case 42:
    case 43:
    case 44:
    case 59:
    case 61:
    case 37:
    case 64:
      return true;
    default:
      return false;
  }
}
function parseURL(raw) {
  const result2 = {
    scheme: "",
    hostname: "",
    user: false,
    rawQuery: "",
    fragment: ""
  };
  const hash = raw.indexOf("#");
  const end = hash < 0 ? raw.length : hash;
  for (let i = 0; i < end; i++) {
    const c = raw.charCodeAt(i);
    if (c < 32 || c === 127) return "net/url: invalid control character in URL";
  }
  if (hash >= 0) {
    const err2 = checkEscapes(raw, hash + 1, raw.length, ESCAPE_PATH);
    if (err2 !== void 0) return err2;
    result2.fragment = raw.slice(hash + 1);
  }
  if (end === 1 && raw.charCodeAt(0) === 42) return result2;
  let rest = 0;
  for (let i = 0; i < end; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 97 && c <= 122 || c >= 65 && c <= 90) continue;
    if (c >= 48 && c <= 57 || c === 43 || c === 45 || c === 46) {
      if (i === 0) break;
      continue;
    }
    if (c === 58) {
      if (i === 0) return "missing protocol scheme";
      result2.scheme = raw.slice(0, i).toLowerCase();
      rest = i + 1;
    }
    break;
  }
  let pathEnd = end;
  const question = raw.indexOf("?", rest);
  if (question >= 0 && question < end) {
    pathEnd = question;
    result2.rawQuery = raw.slice(question + 1, end);
  }
  const slash = rest < pathEnd && raw.charCodeAt(rest) === 47;
  if (!slash) {
    if (result2.scheme !== "") return result2;
    let segEnd = raw.indexOf("/", rest);
    if (segEnd < 0 || segEnd > pathEnd) segEnd = pathEnd;
    const colon = raw.indexOf(":", rest);
    if (colon >= 0 && colon < segEnd) return "first path segment in URL cannot contain colon";
  }
  let pathStart = rest;
  const authority = slash && rest + 1 < pathEnd && raw.charCodeAt(rest + 1) === 47;
  if (authority && (result2.scheme !== "" || !(rest + 2 < pathEnd && raw.charCodeAt(rest + 2) === 47))) {
    const authStart = rest + 2;
    let authEnd = raw.indexOf("/", authStart);
    if (authEnd < 0 || authEnd > pathEnd) authEnd = pathEnd;
    const at = raw.lastIndexOf("@", authEnd - 1);
    const hostStart = at >= authStart ? at + 1 : authStart;
    const host = parseHost(raw, hostStart, authEnd);
    if (host.error !== void 0) return host.error;
    if (at >= authStart) {
      for (let i = authStart; i < at; i++)
        if (!isUserinfoChar(raw.charCodeAt(i))) return "net/url: invalid userinfo";
      const err2 = checkEscapes(raw, authStart, at, ESCAPE_PATH);
      if (err2 !== void 0) return err2;
      result2.user = true;
    }
    result2.hostname = host.hostname;
    pathStart = authEnd;
  }
  const err = checkEscapes(raw, pathStart, pathEnd, ESCAPE_PATH);
  if (err !== void 0) return err;
  return result2;
}
function url(value) {
  const u = parseURL(value);
  if (typeof u === "string") return `must be a valid URL: ${u}`;
  if (u.scheme === "")
    return "must be an absolute URL with a scheme and a host (e.g. 'https://example.com')";
  if (u.hostname === "") return "URL must contain a host";
  return void 0;
}
function httpsUrl(value) {
  const u = parseURL(value);
  if (typeof u === "string") return `must be a valid URL: ${u}`;
  if (u.scheme === "https" && u.hostname !== "" && !u.user && u.rawQuery === "" && u.fragment === "")
    return void 0;
  const errors = [];
  if (u.scheme !== "https") errors.push("URL scheme must be https");
  if (u.user) errors.push("URL must not contain a username or password");
  if (u.rawQuery !== "") errors.push("URL must not contain a query");
  if (u.fragment !== "") errors.push("URL must not contain a fragment");
  if (u.hostname === "" && u.scheme === "https") errors.push("URL must contain a host");
  return join(errors);
}
function ip(value) {
  return ipAddressFamily(value) === void 0 ? "must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)" : void 0;
}
function cidr(value) {
  return cidrFamily(value) === void 0 ? "must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)" : void 0;
}
function hostPort(value) {
  const n = value.length;
  const colon = value.lastIndexOf(":");
  if (colon < 0) return "missing port in address";
  let hostFrom = 0;
  let hostTo = colon;
  let j = 0;
  let k = 0;
  if (value.charCodeAt(0) === 91) {
    const close = value.indexOf("]");
    if (close < 0) return "missing ']' in address";
    if (close + 1 === n) return "missing port in address";
    if (close + 1 !== colon)
      return value.charCodeAt(close + 1) === 58 ? "too many colons in address" : "missing port in address";
    hostFrom = 1;
    hostTo = close;
    j = 1;
    k = close + 1;
  } else if (value.indexOf(":") < colon) {
    return "too many colons in address";
  }
  if (value.indexOf("[", j) >= 0) return "unexpected '[' in address";
  if (value.indexOf("]", k) >= 0) return "unexpected ']' in address";
  let port = 0;
  if (colon + 1 === n || n - colon - 1 > 5) return "port must be between 0 and 65535, inclusive";
  for (let i = colon + 1; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return "port must be between 0 and 65535, inclusive";
    port = port * 10 + (c - 48);
  }
  if (port > 65535) return "port must be between 0 and 65535, inclusive";
  if (hostFrom === 1) {
    const host = value.slice(hostFrom, hostTo);
    const percent = host.indexOf("%");
    const address = percent < 0 ? host : host.slice(0, percent);
    if (percent >= 0 && percent === host.length - 1 || !isStrictIPv6(address)) {
      return "host in brackets must be a valid IPv6 address";
    }
  }
  return void 0;
}

// text-formats.js
function isHttpPathChar(c) {
  if (isAlnum(c)) return true;
  switch (c) {
    case 47:
    case 45:
    case 46:
    case 95:
    case 126:
    case 37:
    case 33:
    case 36:
    case 38:
    case 39:
    case 40:
    case 41:
    case 42:
    case 43:
    case 44:
    case 59:
    case 61:
    case 58:
      return true;
    default:
      return false;
  }
}
function domainPrefixedPath(value) {
  const n = value.length;
  if (n === 0) return EMPTY_ERROR;
  const slash = value.indexOf("/");
  if (slash <= 0 || slash === n - 1)
    return 'must be a domain-prefixed path (such as "acme.io/foo")';
  let pathOk = true;
  for (let i = slash + 1; i < n && pathOk; i++) pathOk = isHttpPathChar(value.charCodeAt(i));
  if (pathOk && slash <= 253 && isSubdomain(value, 0, slash)) return void 0;
  const errors = [];
  subdomainErrors(value.slice(0, slash), errors);
  if (!pathOk) errors.push(HTTP_PATH_ERROR);
  return join(errors);
}
var PRINTABLE_CLASS = "[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S} \\uD800-\\uDFFF]";
var printableRegExps;
function printableRegExp() {
  return printableRegExps ??= {
    whole: new RegExp(`^${PRINTABLE_CLASS}*$`, "u"),
    char: new RegExp(PRINTABLE_CLASS, "uy")
  };
}
function printable(value) {
  const n = value.length;
  let ascii = true;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 32 && c < 127) continue;
    if (c < 128) return invalidCharacter(c, i);
    ascii = false;
    break;
  }
  if (ascii) return void 0;
  const { whole, char } = printableRegExp();
  if (whole.test(value)) return void 0;
  for (let i = 0; i < n; ) {
    const cp = value.codePointAt(i);
    char.lastIndex = i;
    if (!char.test(value)) return invalidCharacter(cp, utf8Length(value.slice(0, i)));
    i += cp > 65535 ? 2 : 1;
  }
  return void 0;
}
function invalidCharacter(codePoint, byteOffset) {
  return `invalid character U+${codePoint.toString(16).toUpperCase().padStart(4, "0")} (at position ${byteOffset})`;
}
function lowercase(value) {
  const n = value.length;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 65 && c <= 90) return "must be lowercase";
    if (c >= 128) return value.toLowerCase() === value ? void 0 : "must be lowercase";
  }
  return void 0;
}
function cel(_value) {
  return void 0;
}
function imageReference(value) {
  const n = value.length;
  if (n === 0) return EMPTY_ERROR;
  if (isGoSpace(value.charCodeAt(0)) || isGoSpace(value.charCodeAt(n - 1)))
    return "must not have leading or trailing whitespace";
  return void 0;
}
function nonKubernetesDomain(value) {
  const slash = value.indexOf("/");
  if (slash < 0) return void 0;
  const domain = `.${value.slice(0, slash)}`;
  return domain.endsWith(".k8s.io") || domain.endsWith(".kubernetes.io") ? "k8s.io, kubernetes.io and their subdomains are reserved for Kubernetes use" : void 0;
}
function uid(value) {
  return value.length === 0 ? EMPTY_ERROR : void 0;
}
var filePath = (_value) => void 0;

// formats.js
var FORMAT_CHECKS = /* @__PURE__ */ Object.freeze({
  "dns-label": dnsLabel,
  "dns-subdomain": dnsSubdomain,
  "qualified-name": qualifiedName,
  "qualified-name-caseless": qualifiedNameCaseless,
  "label-key": labelKey,
  "label-value": labelValue,
  "path-segment-name": pathSegmentName,
  "configmap-key": configMapKey,
  semver,
  url,
  "https-url": httpsUrl,
  ip,
  cidr,
  "pool-name": poolName,
  "attribute-name": attributeName,
  "domain-prefixed-path": domainPrefixedPath,
  printable,
  cel,
  "image-reference": imageReference,
  uid,
  "file-path": filePath,
  "host-port": hostPort,
  lowercase,
  "container-resource-name": containerResourceName,
  "finalizer-name": finalizerName,
  "pem-certificates": pemCertificates,
  "non-kubernetes-domain": nonKubernetesDomain
});

// known-fields.js
var NOTHING_NESTED = () => ({});
function knownFields(known2, nested = NOTHING_NESTED, recursive = false) {
  let names;
  let finders = [];
  const walk = (value, path, found) => {
    if (known2) unknownKeys(value, known2, path, found);
    if (names === void 0) {
      const children = nested();
      names = Object.keys(children);
      finders = Object.values(children);
    }
    for (let i = 0; i < names.length; i++) {
      const inner = own(value, names[i]);
      if (typeof inner === "object" && inner !== null)
        finders[i](inner, child(path, names[i]), found);
    }
  };
  return (value, path, found) => {
    if (!isObject(value)) return;
    if (!recursive) return walk(value, path, found);
    if (!enter()) {
      leave();
      return;
    }
    try {
      walk(value, path, found);
    } finally {
      leave();
    }
  };
}
function listOf(at) {
  return (value, path, found) => {
    if (!Array.isArray(value)) return;
    const items = listItems(value);
    for (let i = 0; i < items.length; i++) at(items[i], index(path, i), found);
  };
}
function mapOf(at) {
  return (value, path, found) => {
    if (!isObject(value)) return;
    for (const k of Object.keys(value)) at(value[k], key(path, k), found);
  };
}

// meta.js
function checkTypeMeta(apiVersion, kind, path, c, expectedApiVersion, expectedKind) {
  if (typeof apiVersion === "string" && apiVersion !== "" && apiVersion !== expectedApiVersion) {
    invalid(c, child(path, "apiVersion"), apiVersion, `must be ${expectedApiVersion}`);
  }
  if (typeof kind === "string" && kind !== "" && kind !== expectedKind)
    invalid(c, child(path, "kind"), kind, `must be ${expectedKind}`);
}
function checkObjectMeta(metadata, path, c, namespaced, nameCheck, kubeFinalizers = true) {
  const meta = isObject(metadata) ? metadata : {};
  const name = meta.name;
  const generateName = meta.generateName;
  const hasName = typeof name === "string" && name !== "";
  const hasGenerateName = typeof generateName === "string" && generateName !== "";
  if (hasGenerateName) {
    const prefix = generateName.endsWith("-") ? `${generateName.slice(0, -1)}a` : generateName;
    const problem = nameCheck(prefix);
    if (problem !== void 0) invalidEach(c, child(path, "generateName"), generateName, problem);
  }
  if (hasName) {
    const problem = nameCheck(name);
    if (problem !== void 0) invalidEach(c, child(path, "name"), name, problem);
  } else if (!hasGenerateName) {
    required(c, child(path, "name"), "name or generateName is required");
  }
  const namespace = meta.namespace;
  const hasNamespace = typeof namespace === "string" && namespace !== "";
  if (namespaced) {
    if (!hasNamespace) required(c, child(path, "namespace"), "");
  } else if (hasNamespace) {
    forbidden(c, child(path, "namespace"), "not allowed on this type");
  }
  checkFinalizerNames(meta.finalizers, child(path, "finalizers"), c, kubeFinalizers);
}
var STANDARD_FINALIZERS = /* @__PURE__ */ new Set(["kubernetes", "orphan", "foregroundDeletion"]);
function checkFinalizerNames(finalizers, path, c, kubeFinalizers) {
  if (!Array.isArray(finalizers)) return;
  const n = Math.min(finalizers.length, MAX_LIST_CHECKED);
  for (let i = 0; i < n && !full(c); i++) {
    const name = finalizers[i];
    if (typeof name !== "string") continue;
    const problem = qualifiedName(name);
    if (problem !== void 0) invalidEach(c, path, name, problem);
    if (kubeFinalizers && !name.includes("/") && !STANDARD_FINALIZERS.has(name)) {
      invalid(
        c,
        index(path, i),
        name,
        "name is neither a standard finalizer name nor is it fully qualified"
      );
    }
  }
}
var MAX_LIST_CHECKED = 2 * 1024 * 1024;
function checkObjectMetaUpdate(metadata, old, path, c) {
  const resourceVersion = isObject(metadata) ? own(metadata, "resourceVersion") : void 0;
  if (typeof resourceVersion !== "string" || resourceVersion === "") {
    invalid(
      c,
      child(path, "resourceVersion"),
      resourceVersion ?? "",
      "must be specified for an update"
    );
  }
  const generation = isObject(metadata) ? own(metadata, "generation") : void 0;
  const oldGeneration = isObject(old) ? own(old, "generation") : void 0;
  if (typeof generation === "number" && typeof oldGeneration === "number" && generation < oldGeneration) {
    alsoInvalid(c, child(path, "generation"), generation, "must not be decremented");
  }
  const deleting = isObject(metadata) ? own(metadata, "deletionTimestamp") : void 0;
  if (deleting !== void 0 && deleting !== null && deleting !== "") {
    const before = new Set(stringsOf(isObject(old) ? own(old, "finalizers") : void 0));
    const added = [
      ...new Set(stringsOf(own(metadata, "finalizers")).filter((f) => !before.has(f)))
    ].sort();
    if (added.length > 0) {
      forbidden(
        c,
        child(path, "finalizers"),
        `no new finalizers can be added if the object is being deleted, found new finalizers []string{${added.map((f) => JSON.stringify(f)).join(", ")}}`
      );
    }
  }
}
function stringsOf(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}

// regexp-syntax.js
var set = (ranges, negated = false, subs = [], props = []) => ({
  ranges,
  subs,
  props,
  negated
});
var DIGIT = [48, 57];
var WORD = [48, 57, 65, 90, 95, 95, 97, 122];
var SPACE = [9, 10, 12, 13, 32, 32];
var DOT = set([10, 10], true);
function inSet(s, cp) {
  let found = false;
  const r = s.ranges;
  for (let i = 0; i < r.length && !found; i += 2) found = cp >= r[i] && cp <= r[i + 1];
  for (let i = 0; i < s.subs.length && !found; i++) found = inSet(s.subs[i], cp);
  for (let i = 0; i < s.props.length && !found; i++)
    found = s.props[i].test(String.fromCodePoint(cp));
  return found !== s.negated;
}
var isWordChar = (cp) => cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp === 95 || cp >= 97 && cp <= 122;
var ESCAPED = {
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  0: 0
};
function parseRegex(pattern) {
  let i = 0;
  const peek = () => pattern.codePointAt(i);
  const fail = (what) => {
    throw new SyntaxError(`pattern ${JSON.stringify(pattern)}: ${what} at ${i}`);
  };
  const next = () => {
    const cp = pattern.codePointAt(i);
    if (cp === void 0) return fail("unexpected end");
    i += cp > 65535 ? 2 : 1;
    return cp;
  };
  const hex = (digits) => {
    const text = pattern.slice(i, i + digits);
    if (!/^[0-9A-Fa-f]+$/.test(text) || text.length !== digits) fail("bad hex escape");
    i += digits;
    return parseInt(text, 16);
  };
  const escape = () => {
    const c = String.fromCodePoint(next());
    switch (c) {
      case "d":
        return set(DIGIT);
      case "D":
        return set(DIGIT, true);
      case "w":
        return set(WORD);
      case "W":
        return set(WORD, true);
      case "s":
        return set(SPACE);
      case "S":
        return set(SPACE, true);
      case "p":
      case "P": {
        const end = pattern.indexOf("}", i);
        if (pattern[i] !== "{" || end < 0) fail("bad property");
        const name = pattern.slice(i + 1, end);
        i = end + 1;
        return set([], c === "P", [], [new RegExp(`^\\p{${name}}$`, "u")]);
      }
      case "x": {
        if (pattern[i] !== "{") return hex(2);
        const end = pattern.indexOf("}", i);
        const cp = parseInt(pattern.slice(i + 1, end), 16);
        i = end + 1;
        return cp;
      }
      case "u": {
        if (pattern[i] !== "{") return hex(4);
        const end = pattern.indexOf("}", i);
        const cp = parseInt(pattern.slice(i + 1, end), 16);
        i = end + 1;
        return cp;
      }
      default:
        if (c in ESCAPED) return ESCAPED[c];
        if (/^[A-Za-z0-9]$/.test(c)) fail(`unsupported escape \\${c}`);
        return c.codePointAt(0);
    }
  };
  const classSet = () => {
    const negated = peek() === 94;
    if (negated) i++;
    const ranges = [];
    const subs = [];
    let first = true;
    while (peek() !== 93 || first) {
      first = false;
      const lo = peek() === 92 ? (i++, escape()) : next();
      if (typeof lo !== "number") {
        subs.push(lo);
        continue;
      }
      if (peek() === 45 && pattern.codePointAt(i + 1) !== 93 && i + 1 < pattern.length) {
        i++;
        const hi = peek() === 92 ? (i++, escape()) : next();
        if (typeof hi !== "number") fail("bad range");
        ranges.push(lo, hi);
      } else {
        ranges.push(lo, lo);
      }
    }
    i++;
    return set(ranges, negated, subs);
  };
  const atom = () => {
    const cp = next();
    switch (cp) {
      case 40: {
        if (pattern.startsWith("?:", i)) i += 2;
        else if (pattern.startsWith("?<", i)) i = pattern.indexOf(">", i) + 1;
        else if (pattern[i] === "?") fail("unsupported group");
        const inner = alternation();
        if (next() !== 41) fail("missing )");
        return inner;
      }
      case 91:
        return {
          t: "set",
          set: classSet()
        };
      case 46:
        return {
          t: "set",
          set: DOT
        };
      case 94:
        return {
          t: "assert",
          kind: "bol"
        };
      case 36:
        return {
          t: "assert",
          kind: "eol"
        };
      case 92: {
        if (peek() === 98 || peek() === 66)
          return {
            t: "assert",
            kind: next() === 98 ? "word" : "notWord"
          };
        const e = escape();
        return {
          t: "set",
          set: typeof e === "number" ? set([e, e]) : e
        };
      }
      default:
        return {
          t: "set",
          set: set([cp, cp])
        };
    }
  };
  const quantified = (x) => {
    for (; ; ) {
      const c = pattern[i];
      let min;
      let max;
      if (c === "*") [min, max] = [0, Infinity];
      else if (c === "+") [min, max] = [1, Infinity];
      else if (c === "?") [min, max] = [0, 1];
      else if (c === "{" && /^\{\d+(,\d*)?\}/.test(pattern.slice(i))) {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
        min = Number(m[1]);
        max = m[2] === void 0 ? min : m[3] === "" ? Infinity : Number(m[3]);
        i += m[0].length - 1;
      } else return x;
      i++;
      if (pattern[i] === "?") i++;
      x = {
        t: "rep",
        x,
        min,
        max
      };
    }
  };
  const sequence = () => {
    const xs = [];
    while (i < pattern.length && pattern[i] !== "|" && pattern[i] !== ")")
      xs.push(quantified(atom()));
    return xs.length === 1 ? xs[0] : {
      t: "cat",
      xs
    };
  };
  function alternation() {
    const xs = [sequence()];
    while (pattern[i] === "|") {
      i++;
      xs.push(sequence());
    }
    return xs.length === 1 ? xs[0] : {
      t: "alt",
      xs
    };
  }
  const root = alternation();
  if (i < pattern.length) fail("unexpected )");
  return root;
}

// regexp.js
var MAX_PROGRAM = 1e5;
function compileRegex(pattern) {
  const code = [];
  const emit = (ins) => {
    if (code.length >= MAX_PROGRAM)
      throw new RangeError(`pattern ${JSON.stringify(pattern)} is too large`);
    code.push(ins);
    return code.length - 1;
  };
  const build = (node, next) => {
    switch (node.t) {
      case "set":
        return emit({
          op: "char",
          set: node.set,
          next
        });
      case "assert":
        return emit({
          op: "assert",
          kind: node.kind,
          next
        });
      case "cat": {
        let at = next;
        for (let k = node.xs.length - 1; k >= 0; k--) at = build(node.xs[k], at);
        return at;
      }
      case "alt": {
        const entries = node.xs.map((x) => build(x, next));
        let at = entries[entries.length - 1];
        for (let k = entries.length - 2; k >= 0; k--)
          at = emit({
            op: "split",
            a: entries[k],
            b: at
          });
        return at;
      }
      case "rep": {
        let at = next;
        if (node.max === Infinity) {
          const loop = emit({
            op: "split",
            a: -1,
            b: next
          });
          const body = build(node.x, loop);
          code[loop].a = body;
          at = loop;
          for (let k = 0; k < node.min; k++) at = build(node.x, at);
          return at;
        }
        for (let k = node.min; k < node.max; k++)
          at = emit({
            op: "split",
            a: build(node.x, at),
            b: next
          });
        for (let k = 0; k < node.min; k++) at = build(node.x, at);
        return at;
      }
    }
  };
  const match = emit({ op: "match" });
  const start = build(parseRegex(pattern), match);
  return {
    code,
    start
  };
}
function asciiTables(program) {
  return program.code.map((ins) => {
    if (ins.op !== "char") return void 0;
    const table = new Uint8Array(128);
    for (let cp = 0; cp < 128; cp++) table[cp] = inSet(ins.set, cp) ? 1 : 0;
    return table;
  });
}
function search(program, tables, value) {
  const { code, start } = program;
  const n = value.length;
  let current = [];
  let next = [];
  const seen = new Int32Array(code.length).fill(-1);
  const stack = [];
  let step = 0;
  const add2 = (list, pc, at) => {
    stack.push(pc);
    while (stack.length) {
      const p = stack.pop();
      if (seen[p] === step) continue;
      seen[p] = step;
      const ins = code[p];
      switch (ins.op) {
        case "match":
          stack.length = 0;
          return true;
        case "char":
          list.push(p);
          break;
        case "jmp":
          stack.push(ins.next);
          break;
        case "split":
          stack.push(ins.b, ins.a);
          break;
        case "assert":
          if (holds2(ins.kind, value, at)) stack.push(ins.next);
          break;
      }
    }
    return false;
  };
  for (let at = 0; ; ) {
    if (add2(current, start, at)) return true;
    if (at >= n) return false;
    const cp = value.codePointAt(at);
    const width = cp > 65535 ? 2 : 1;
    step++;
    next.length = 0;
    for (const pc of current) {
      const ins = code[pc];
      const hit = cp < 128 ? tables[pc][cp] === 1 : inSet(ins.set, cp);
      if (hit && add2(next, ins.next, at + width)) return true;
    }
    [current, next] = [next, current];
    at += width;
  }
}
function holds2(kind, value, at) {
  if (kind === "bol") return at === 0;
  if (kind === "eol") return at === value.length;
  const before = at > 0 && isWordChar(value.charCodeAt(at - 1));
  const after = at < value.length && isWordChar(value.charCodeAt(at));
  return before !== after === (kind === "word");
}
function linearRegExp(pattern) {
  const program = compileRegex(pattern);
  let tables;
  return {
    source: pattern,
    test: (value) => search(program, tables ??= asciiTables(program), value)
  };
}

// time.js
var TIME_DETAIL = 'must be an RFC 3339 date and time, e.g. "2006-01-02T15:04:05Z"';
var MICROTIME_DETAIL = 'must be an RFC 3339 date and time with microseconds, e.g. "2006-01-02T15:04:05.000000Z"';
function digit(s, i) {
  const c = s.charCodeAt(i);
  return c >= 48 && c <= 57 ? c - 48 : -1;
}
function two(s, i) {
  const a = digit(s, i);
  const b = digit(s, i + 1);
  return a < 0 || b < 0 ? -1 : a * 10 + b;
}
function daysIn(month, year) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
function check(s, micro) {
  const n = s.length;
  if (n < 4) return "";
  const y0 = digit(s, 0);
  const y1 = digit(s, 1);
  const y2 = digit(s, 2);
  const y3 = digit(s, 3);
  if (y0 < 0 || y1 < 0 || y2 < 0 || y3 < 0) return "";
  const year = y0 * 1e3 + y1 * 100 + y2 * 10 + y3;
  if (s.charCodeAt(4) !== 45) return "";
  const month = two(s, 5);
  if (month < 0) return "";
  if (month < 1 || month > 12) return "month";
  if (s.charCodeAt(7) !== 45) return "";
  const day = two(s, 8);
  if (day < 0) return "";
  if (s.charCodeAt(10) !== 84) return "";
  let i = 11;
  const h0 = digit(s, i);
  if (h0 < 0) return "";
  let hour = h0;
  i++;
  const h1 = digit(s, i);
  if (h1 >= 0) {
    hour = h0 * 10 + h1;
    i++;
  }
  if (hour >= 24) return "hour";
  if (s.charCodeAt(i) !== 58) return "";
  const minute = two(s, i + 1);
  if (minute < 0) return "";
  if (minute >= 60) return "minute";
  if (s.charCodeAt(i + 3) !== 58) return "";
  const second = two(s, i + 4);
  if (second < 0) return "";
  if (second >= 60) return "second";
  i += 6;
  const sep = s.charCodeAt(i);
  if (micro) {
    if (n - i < 7 || sep !== 46 && sep !== 44) return "";
    let j = i + 1;
    const sign = s.charCodeAt(j);
    if (sign === 43 || sign === 45) j++;
    let nonZero = false;
    for (; j < i + 7; j++) {
      const d = digit(s, j);
      if (d < 0) return "";
      if (d > 0) nonZero = true;
    }
    if (sign === 45 && nonZero) return "fractional second";
    i += 7;
  } else if ((sep === 46 || sep === 44) && digit(s, i + 1) >= 0) {
    i += 2;
    while (digit(s, i) >= 0) i++;
  }
  if (s.charCodeAt(i) === 90) {
    i++;
  } else {
    if (n - i < 6 || s.charCodeAt(i + 3) !== 58) return "";
    const zh = two(s, i + 1);
    const zm = two(s, i + 4);
    if (zh < 0 || zm < 0) return "";
    const zs = s.charCodeAt(i);
    if (zs !== 43 && zs !== 45) return "";
    if (zh > 24) return "time zone offset hour";
    if (zm > 60) return "time zone offset minute";
    i += 6;
  }
  if (i !== n) return "";
  if (day < 1 || day > daysIn(month, year)) return "day";
  return void 0;
}
function detail(base, problem) {
  return problem === "" ? base : `${base} (${problem} out of range)`;
}
function rfc3339Time(value) {
  const problem = check(value, false);
  return problem === void 0 ? void 0 : detail(TIME_DETAIL, problem);
}
function rfc3339MicroTime(value) {
  const problem = check(value, true);
  return problem === void 0 ? void 0 : detail(MICROTIME_DETAIL, problem);
}

// unique.js
var UniqueBy = class {
  list;
  /** Appended to an item's path where the duplicate is reported (`.issuer.url`). */
  suffix;
  key;
  keys;
  repeatable;
  aliases;
  lowercase;
  constructor(spec) {
    this.list = spec.list;
    this.key = spec.key;
    this.keys = spec.keys;
    this.repeatable = spec.repeatable;
    this.aliases = spec.aliases;
    this.lowercase = spec.lowercase === true;
    this.suffix = spec.key ? `.${spec.key.join(".")}` : "";
  }
  /** The key an item is compared by, or undefined when it is not compared. */
  keyOf(item) {
    let key2 = this.keys ? tupleKey(item, this.keys) : this.key ? read(item, this.key) : identity(item);
    if (this.lowercase && typeof key2 === "string") key2 = key2.toLowerCase();
    if (this.aliases !== void 0 && typeof key2 === "string" && Object.hasOwn(this.aliases, key2))
      key2 = this.aliases[key2];
    return !filled(key2) || this.repeatable?.includes(key2) ? void 0 : key2;
  }
};
function uniqueBy(spec) {
  return new UniqueBy(spec);
}
function checkUnique(c, items, path, by) {
  if (!Array.isArray(items)) return;
  const seen = /* @__PURE__ */ new Set();
  for (let i = 0; i < items.length; i++) {
    const key2 = by.keyOf(items[i]);
    if (key2 === void 0) continue;
    if (seen.has(key2))
      duplicate(c, index(child(path, by.list), i) + by.suffix, by.keys ? items[i] : key2);
    seen.add(key2);
  }
}
function hasDuplicate(items, by) {
  if (!Array.isArray(items)) return false;
  const seen = /* @__PURE__ */ new Set();
  for (const item of items) {
    const key2 = by.keyOf(item);
    if (key2 === void 0) continue;
    if (seen.has(key2)) return true;
    seen.add(key2);
  }
  return false;
}

// update.js
function checkUnchanged(value, old, key2, path, c, detail2 = "field is immutable", type = "Invalid") {
  const now = own(value, key2);
  if (deepEqual(now, own(old, key2))) return;
  if (type === "Forbidden") forbidden(c, child(path, key2), detail2);
  else invalid(c, child(path, key2), now, detail2);
}
function checkKindUnchanged(value, old, path, c) {
  if (isObject(value) && isObject(old) && own(value, "kind") !== void 0)
    checkUnchanged(value, old, "kind", path, c);
}
export {
  CONFIG_MAP_KEY_ERROR,
  C_IDENTIFIER_ERROR,
  DEFAULT_FEATURE_GATES,
  DNS1123_LABEL_ERROR,
  DNS1123_SUBDOMAIN_ERROR,
  DOT,
  EMPTY_ERROR,
  FORMAT_CHECKS,
  HTTP_PATH_ERROR,
  INT64_MIN_ABS,
  LABEL_VALUE_ERROR,
  MAX_ERRORS,
  MAX_INT64,
  MAX_LEN_253,
  MAX_LEN_63,
  MAX_LIST_ITEMS,
  MAX_NESTING,
  POW10_SMALL,
  QUALIFIED_NAME_ERROR,
  QUALIFIED_NAME_PARTS_SUFFIX,
  RULE_NODE,
  UniqueBy,
  abs,
  addQuantity,
  alsoInvalid,
  attributeName,
  base64,
  byteLength,
  cel,
  charCount,
  checkGate,
  checkKindUnchanged,
  checkObjectMeta,
  checkObjectMetaUpdate,
  checkTypeMeta,
  checkUnchanged,
  checkUnique,
  child,
  cidr,
  cidrFamily,
  cloneJson,
  collect,
  compareHolds,
  compareMagnitude,
  compareQuantity,
  compareSemver,
  compileRegex,
  configMapKey,
  containerResourceName,
  createApi,
  deepEqual,
  defaulter,
  derivationHolds,
  digitCount,
  dnsLabel,
  dnsSubdomain,
  domainPrefixedPath,
  duplicate,
  enter,
  featureGates,
  filePath,
  filled,
  finalizerName,
  forbidden,
  formatFieldError,
  full,
  functionNames,
  gateEnabled,
  guarded,
  hasAtLeast,
  hasDuplicate,
  hasItemWith,
  hasPrefix,
  hostPort,
  httpsUrl,
  identity,
  imageReference,
  inSet,
  index,
  internalError,
  invalid,
  invalidEach,
  ip,
  ipAddressFamily,
  ipFamily,
  isAlnum,
  isCIdentifier,
  isEmpty,
  isGoSpace,
  isLabel,
  isNegative,
  isObject,
  isQualifiedNamePart,
  isSemver,
  isSet,
  isStrictIPv6,
  isSubdomain,
  isValidQualifiedName,
  isWordChar,
  isZeroQuantity,
  join,
  key,
  knownFields,
  labelKey,
  labelValue,
  leave,
  lengthAndPattern,
  linearRegExp,
  listHas,
  listItems,
  listKey,
  listOf,
  lowercase,
  mapOf,
  mapUtf8Length,
  maxLenError,
  mentions,
  newCollector,
  nonKubernetesDomain,
  normalize,
  notSupported,
  own,
  parseDuration,
  parseFeatureGates,
  parseQuantity,
  parseRegex,
  pathSegmentName,
  pemCertificates,
  poolName,
  pow10,
  present,
  printable,
  qualifiedName,
  qualifiedNameCaseless,
  qualifiedNameErrors,
  quantityToString,
  ratchet,
  read,
  readAll,
  registryOf,
  required,
  result,
  rfc3339MicroTime,
  rfc3339Time,
  semver,
  setFieldList,
  sizeOf,
  snapshot,
  subdomainErrors,
  subtractQuantity,
  tooLong,
  tooLongError,
  tooMany,
  tupleKey,
  typeInvalid,
  uid,
  unindexed,
  uniqueBy,
  unknownFields,
  unknownKeys,
  updateValidator,
  url,
  utf8Length,
  validator,
  zero
};
