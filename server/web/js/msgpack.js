// A small msgpack codec for the Glimmer protocol (docs/PROTOCOL.md, section 1): maps, arrays,
// strings, integers up to 2^53, floats, booleans and nil. Extension types and `bin` are not part
// of the protocol, so decoding them is an error. Written here (about 150 lines, tested in the
// browser against Python's msgpack) rather than vendored, so the page has no third-party code.

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder("utf-8", { fatal: true });

export class MsgpackError extends Error {}

export function encode(value) {
  const out = new Writer();
  out.value(value, 0);
  return out.bytes();
}

class Writer {
  constructor() {
    this.buf = new Uint8Array(256);
    this.view = new DataView(this.buf.buffer);
    this.pos = 0;
  }
  ensure(n) {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf);
    this.buf = next;
    this.view = new DataView(next.buffer);
  }
  u8(b) { this.ensure(1); this.buf[this.pos++] = b; }
  u16(n) { this.ensure(2); this.view.setUint16(this.pos, n); this.pos += 2; }
  u32(n) { this.ensure(4); this.view.setUint32(this.pos, n); this.pos += 4; }
  raw(bytes) { this.ensure(bytes.length); this.buf.set(bytes, this.pos); this.pos += bytes.length; }
  bytes() { return this.buf.slice(0, this.pos); }

  value(v, depth) {
    if (depth > 64) throw new MsgpackError("nesting too deep");
    if (v === null || v === undefined) this.u8(0xc0);
    else if (v === false) this.u8(0xc2);
    else if (v === true) this.u8(0xc3);
    else if (typeof v === "number") this.number(v);
    else if (typeof v === "string") this.string(v);
    else if (Array.isArray(v)) {
      this.header(v.length, 0x90, 0xdc, 0xdd);
      for (const item of v) this.value(item, depth + 1);
    } else if (typeof v === "object") {
      const keys = Object.keys(v).filter((k) => v[k] !== undefined);
      this.header(keys.length, 0x80, 0xde, 0xdf);
      for (const k of keys) { this.string(k); this.value(v[k], depth + 1); }
    } else throw new MsgpackError(`cannot encode ${typeof v}`);
  }
  header(n, fix, c16, c32) {
    if (n < 16) this.u8(fix | n);
    else if (n < 0x10000) { this.u8(c16); this.u16(n); }
    else { this.u8(c32); this.u32(n); }
  }
  number(n) {
    if (Number.isInteger(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER) {
      if (n >= 0) {
        if (n < 0x80) this.u8(n);
        else if (n < 0x100) { this.u8(0xcc); this.u8(n); }
        else if (n < 0x10000) { this.u8(0xcd); this.u16(n); }
        else if (n < 0x100000000) { this.u8(0xce); this.u32(n); }
        else { this.u8(0xcf); this.u32(Math.floor(n / 0x100000000)); this.u32(n >>> 0); }
      } else if (n >= -32) this.u8(n & 0xff);
      else if (n >= -0x80) { this.u8(0xd0); this.ensure(1); this.view.setInt8(this.pos++, n); }
      else if (n >= -0x8000) { this.u8(0xd1); this.ensure(2); this.view.setInt16(this.pos, n); this.pos += 2; }
      else if (n >= -0x80000000) { this.u8(0xd2); this.ensure(4); this.view.setInt32(this.pos, n); this.pos += 4; }
      else { this.u8(0xd3); this.ensure(8); this.view.setBigInt64(this.pos, BigInt(n)); this.pos += 8; }
    } else {
      if (!Number.isFinite(n)) throw new MsgpackError("floats must be finite");
      this.u8(0xcb); this.ensure(8); this.view.setFloat64(this.pos, n); this.pos += 8;
    }
  }
  string(s) {
    const bytes = textEncoder.encode(s);
    const n = bytes.length;
    if (n < 32) this.u8(0xa0 | n);
    else if (n < 0x100) { this.u8(0xd9); this.u8(n); }
    else if (n < 0x10000) { this.u8(0xda); this.u16(n); }
    else { this.u8(0xdb); this.u32(n); }
    this.raw(bytes);
  }
}

export function decode(input) {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const reader = new Reader(bytes);
  const value = reader.value(0);
  if (reader.pos !== bytes.length) throw new MsgpackError("trailing bytes");
  return value;
}

class Reader {
  constructor(bytes) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.pos = 0;
  }
  need(n) { if (this.pos + n > this.bytes.length) throw new MsgpackError("truncated"); }
  u8() { this.need(1); return this.bytes[this.pos++]; }
  num(kind, n) {
    this.need(n);
    const v = this.view[kind](this.pos);
    this.pos += n;
    return v;
  }
  big(signed) {
    this.need(8);
    const v = signed ? this.view.getBigInt64(this.pos) : this.view.getBigUint64(this.pos);
    this.pos += 8;
    if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < -BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new MsgpackError("integer outside the exact range of JavaScript numbers");
    }
    return Number(v);
  }
  str(n) {
    this.need(n);
    const s = textDecoder.decode(this.bytes.subarray(this.pos, this.pos + n));
    this.pos += n;
    return s;
  }
  array(n, depth) {
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = this.value(depth + 1);
    return out;
  }
  map(n, depth) {
    const out = {};
    for (let i = 0; i < n; i++) {
      const key = this.value(depth + 1);
      if (typeof key !== "string" && typeof key !== "number") throw new MsgpackError("bad map key");
      // Integer keys (allowed in server views) become property names, as in any JS object.
      Object.defineProperty(out, String(key), { value: this.value(depth + 1), enumerable: true,
                                                writable: true, configurable: true });
    }
    return out;
  }
  value(depth) {
    if (depth > 512) throw new MsgpackError("nesting too deep");
    const b = this.u8();
    if (b < 0x80) return b;
    if (b >= 0xe0) return b - 0x100;
    if ((b & 0xf0) === 0x80) return this.map(b & 0x0f, depth);
    if ((b & 0xf0) === 0x90) return this.array(b & 0x0f, depth);
    if ((b & 0xe0) === 0xa0) return this.str(b & 0x1f);
    switch (b) {
      case 0xc0: return null;
      case 0xc2: return false;
      case 0xc3: return true;
      case 0xca: return this.num("getFloat32", 4);
      case 0xcb: return this.num("getFloat64", 8);
      case 0xcc: return this.num("getUint8", 1);
      case 0xcd: return this.num("getUint16", 2);
      case 0xce: return this.num("getUint32", 4);
      case 0xcf: return this.big(false);
      case 0xd0: return this.num("getInt8", 1);
      case 0xd1: return this.num("getInt16", 2);
      case 0xd2: return this.num("getInt32", 4);
      case 0xd3: return this.big(true);
      case 0xd9: return this.str(this.u8());
      case 0xda: return this.str(this.num("getUint16", 2));
      case 0xdb: return this.str(this.num("getUint32", 4));
      case 0xdc: return this.array(this.num("getUint16", 2), depth);
      case 0xdd: return this.array(this.num("getUint32", 4), depth);
      case 0xde: return this.map(this.num("getUint16", 2), depth);
      case 0xdf: return this.map(this.num("getUint32", 4), depth);
      default: throw new MsgpackError(`unsupported msgpack byte 0x${b.toString(16)}`);
    }
  }
}
