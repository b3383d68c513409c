// View patches (docs/PROTOCOL.md, section 5), the same operations as protocol/diff.py's
// apply_patch: set, del and splice, applied in order, copy-on-write so earlier views stay intact
// (the replay viewer keeps every one). Anything that does not fit throws PatchError: the caller
// then drops its view and asks the server for a fresh one.

export class PatchError extends Error {}

const isMap = (node) => node !== null && typeof node === "object" && !Array.isArray(node);
const isContainer = (node) => node !== null && typeof node === "object";

function copy(node) {
  if (Array.isArray(node)) return node.slice();
  if (isMap(node)) return Object.assign(Object.create(null), node);
  throw new PatchError("cannot descend into a scalar");
}

function isIndex(key, length) {
  return Number.isInteger(key) && key >= 0 && key < length;
}

function has(map, key) {
  return Object.prototype.hasOwnProperty.call(map, String(key));
}

export function applyPatch(doc, ops) {
  const holder = { root: doc };
  const fresh = new Set();
  if (!Array.isArray(ops)) throw new PatchError("ops must be an array");
  for (const op of ops) applyOp(holder, op, fresh);
  return holder.root;
}

function walk(holder, path, fresh) {
  if (!isContainer(holder.root)) throw new PatchError("the document is not a container");
  if (!fresh.has(holder.root)) {
    holder.root = copy(holder.root);
    fresh.add(holder.root);
  }
  let node = holder.root;
  for (const key of path) {
    let child;
    if (Array.isArray(node)) {
      if (!isIndex(key, node.length)) throw new PatchError(`index ${key} out of range`);
      child = node[key];
    } else {
      if (typeof key !== "string" && !Number.isInteger(key)) throw new PatchError("bad key");
      if (!has(node, key)) throw new PatchError(`no key ${key} in path`);
      child = node[key];
    }
    if (!isContainer(child)) throw new PatchError("path descends into a scalar");
    if (!fresh.has(child)) {
      child = copy(child);
      fresh.add(child);
      node[key] = child;
    }
    node = child;
  }
  return node;
}

function pathOf(p) {
  if (!Array.isArray(p)) throw new PatchError("a path must be an array");
  return p;
}

function applyOp(holder, op, fresh) {
  if (!Array.isArray(op) || op.length === 0) throw new PatchError("an op must be a non-empty array");
  const name = op[0];
  if (name === "set" && op.length === 3) {
    const path = pathOf(op[1]);
    if (path.length === 0) { holder.root = op[2]; return; }
    const parent = walk(holder, path.slice(0, -1), fresh);
    const key = path[path.length - 1];
    if (Array.isArray(parent)) {
      if (!isIndex(key, parent.length)) throw new PatchError(`set: index ${key} out of range`);
      parent[key] = op[2];
    } else {
      if (typeof key !== "string" && !Number.isInteger(key)) throw new PatchError("set: bad key");
      parent[key] = op[2];
    }
  } else if (name === "del" && op.length === 2) {
    const path = pathOf(op[1]);
    if (path.length === 0) throw new PatchError("cannot delete the document root");
    const parent = walk(holder, path.slice(0, -1), fresh);
    const key = path[path.length - 1];
    if (!isMap(parent) || !has(parent, key)) throw new PatchError(`del: no key ${key}`);
    delete parent[key];
  } else if (name === "splice" && op.length === 5) {
    const target = walk(holder, pathOf(op[1]), fresh);
    const [, , index, count, items] = op;
    if (!Array.isArray(target)) throw new PatchError("splice: not an array");
    if (!Number.isInteger(index) || !Number.isInteger(count) || !Array.isArray(items)) {
      throw new PatchError("splice: index and delete must be integers, items an array");
    }
    if (!(index >= 0 && index <= target.length && count >= 0 && count <= target.length - index)) {
      throw new PatchError(`splice: range ${index}+${count} outside an array of ${target.length}`);
    }
    target.splice(index, count, ...items);
  } else {
    throw new PatchError(`unknown or malformed op ${JSON.stringify(name)}`);
  }
}
