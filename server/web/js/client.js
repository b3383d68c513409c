// One websocket session to one match, as a seat or a spectator: what protocol/client.py does
// for Python clients (docs/PROTOCOL.md, sections 4, 6, 7 and 9). It keeps the viewer's view in
// step with welcome and patch messages, reconnects with backoff when the close code allows it
// and resumes from its last seq, and re-sends every action not yet acknowledged with its
// original id (the server applies an id at most once).

import { decode, encode } from "./msgpack.js";
import { applyPatch, PatchError } from "./diff.js";

const V = 1;
// Close codes after which reconnecting makes sense (section 9); anything else is final.
const RECONNECT = new Set([1001, 1005, 1006, 1011, 1012, 1013, 1014, 4003, 4009, 4011, 4012]);
// Rejects after which the same id is sent again: not applied yet (unavailable, rate_limited),
// or the server could not tell whether it was (outcome_unknown).
const TRANSIENT = new Set(["unavailable", "rate_limited", "outcome_unknown"]);
const BACKOFF = { initial: 50, factor: 2, max: 5000, jitter: 0.5, notOwner: 250 };
const PING_EVERY = 5000;
const PONG_WITHIN = 10000;

export function defaultWsUrl(loc = window.location) {
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}/ws`;
}

export class GlimmerConnection {
  // handlers: onView(view, {fresh}), onState(state, detail), onOutcome(action, outcome),
  // onGameOver(msg), onError(msg)
  constructor({ url = defaultWsUrl(), match, token = null, spectate = false, handlers = {} }) {
    this.url = url;
    this.match = match;
    this.token = token;
    this.spectate = spectate;
    this.h = handlers;
    this.view = null;
    this.seq = null;
    this.seat = null;
    this.gameOver = null;
    this.closed = false;
    this.state = "idle";
    this.failures = 0;
    this.sawNotOwner = false;
    this.pending = new Map(); // id -> {action, frame}, in sending order
    this.prefix = Math.random().toString(16).slice(2, 10);
    this.counter = 0;
    this.ws = null;
    this.welcomed = false;
    this.timer = null;
    this.stats = { connects: 0, welcomes: 0, resumes: 0, patches: 0, resent: 0, retries: 0,
                   reconnects: 0 };
  }

  setState(state, detail = "") {
    this.state = state;
    this.h.onState?.(state, detail);
  }

  connect() {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.welcomed = false;
    this.setState(this.stats.connects ? "reconnecting" : "connecting");
    this.stats.connects += 1;
    let ws;
    try {
      ws = new WebSocket(this.url);
    } catch (err) {
      this.scheduleReconnect(null, String(err));
      return;
    }
    ws.binaryType = "arraybuffer";
    this.ws = ws;
    ws.onopen = () => {
      this.send({ t: "hello", match: this.match, token: this.spectate ? null : this.token,
                  spectate: this.spectate, resume: this.view !== null ? this.seq : null });
    };
    ws.onmessage = (ev) => {
      if (this.ws !== ws) return;
      if (typeof ev.data === "string") return;
      let msg;
      try {
        msg = decode(ev.data);
      } catch (err) {
        this.h.onError?.({ code: "malformed", reason: `undecodable frame: ${err.message}` });
        return;
      }
      this.receive(msg);
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      clearInterval(this.pinger);
      if (this.closed) return;
      const code = ev.code;
      if (this.gameOver || !RECONNECT.has(code)) {
        this.closed = true;
        this.setState(this.gameOver ? "finished" : "closed", closeReason(code, this.lastError));
        return;
      }
      this.scheduleReconnect(code, closeReason(code, this.lastError));
    };
  }

  scheduleReconnect(code, why) {
    if (this.welcomed) this.failures = 0;
    const notOwner = code === 4012;
    let delay;
    if (notOwner) delay = BACKOFF.notOwner * (1 - BACKOFF.jitter * Math.random());
    else {
      delay = Math.min(BACKOFF.max, BACKOFF.initial * BACKOFF.factor ** this.failures);
      delay *= 1 - BACKOFF.jitter * Math.random();
    }
    if (!this.welcomed) this.failures += 1;
    this.stats.reconnects += 1;
    this.setState("reconnecting", why);
    this.timer = setTimeout(() => this.connect(), delay);
  }

  send(msg) {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(encode({ t: msg.t, v: V, ...msg }));
    return true;
  }

  // Drop this connection and dial again (a gap, or a view that no longer fits).
  resync(fresh) {
    if (fresh) { this.view = null; this.seq = null; }
    const ws = this.ws;
    this.ws = null;
    clearInterval(this.pinger);
    if (ws) ws.close(1000);
    this.scheduleReconnect(null, fresh ? "resynchronising" : "catching up");
  }

  receive(msg) {
    switch (msg.t) {
      case "welcome": return this.onWelcome(msg);
      case "patch": return this.onPatch(msg);
      case "ack": return this.settle(msg.id, { ok: true, seq: msg.seq });
      case "reject": return this.onReject(msg);
      case "game_over":
        this.gameOver = msg;
        this.h.onGameOver?.(msg);
        this.finishIfAnswered();
        return undefined;
      case "error":
        this.lastError = msg;
        this.h.onError?.(msg);
        return undefined;
      case "pong":
        this.lastPong = Date.now();
        return undefined;
      default:
        return undefined; // unknown types are ignored, like unknown keys
    }
  }

  onWelcome(msg) {
    if (msg.resumed) {
      if (this.view === null || msg.seq !== this.seq) { this.resync(true); return; }
      this.stats.resumes += 1;
    } else {
      this.view = msg.view;
      this.seq = msg.seq;
      this.stats.welcomes += 1;
    }
    this.seat = msg.seat ?? null;
    this.welcomed = true;
    this.failures = 0;
    this.lastError = null;
    this.setState("connected");
    this.startPinging();
    if (!msg.resumed) this.h.onView?.(this.view, { fresh: true });
    for (const [id, p] of this.pending) {
      this.stats.resent += 1;
      this.send({ t: "act", id, action: p.action, at: null });
    }
  }

  onPatch(msg) {
    if (this.view === null || msg.from !== this.seq) { this.resync(false); return; }
    let next;
    try {
      next = applyPatch(this.view, msg.ops);
    } catch (err) {
      if (!(err instanceof PatchError)) throw err;
      this.resync(true);
      return;
    }
    this.view = next;
    this.seq = msg.seq;
    this.stats.patches += 1;
    this.h.onView?.(this.view, { fresh: false });
    if (msg.ack !== undefined && msg.ack !== null) this.settle(msg.ack, { ok: true, seq: msg.seq });
  }

  onReject(msg) {
    const p = this.pending.get(msg.id);
    if (p && TRANSIENT.has(msg.code)) {
      this.stats.retries += 1;
      setTimeout(() => {
        if (this.pending.has(msg.id)) this.send({ t: "act", id: msg.id, action: p.action, at: null });
      }, 300 + 500 * Math.random());
      return;
    }
    this.settle(msg.id, { ok: false, code: msg.code, reason: msg.reason });
  }

  settle(id, outcome) {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    this.h.onOutcome?.(p.action, outcome);
    this.setState(this.state);  // the counters changed
    this.finishIfAnswered();
  }

  // After game_over a seat's session may stay open so that unanswered actions still get their
  // answers; once every action is answered the client ends it (section 2).
  finishIfAnswered() {
    if (!this.gameOver || this.pending.size || this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.pinger);
    const ws = this.ws;
    this.ws = null;
    if (ws) ws.close(1000);
    this.setState("finished");
  }

  // Send an action (normally an element of view.legal, unchanged). Its outcome arrives through
  // onOutcome, after any number of reconnects; the id stays the same for every re-send.
  act(action) {
    this.counter += 1;
    const id = `${this.prefix}-${this.counter}`;
    // Our own copy: resends must send exactly this, whatever later patches do to the view.
    action = JSON.parse(JSON.stringify(action));
    this.pending.set(id, { action });
    this.send({ t: "act", id, action, at: null });
    return id;
  }

  get busy() { return this.pending.size > 0; }

  startPinging() {
    clearInterval(this.pinger);
    this.lastPong = Date.now();
    const ws = this.ws;
    this.pinger = setInterval(() => {
      if (this.ws !== ws) return;
      if (Date.now() - this.lastPong > PONG_WITHIN) { this.resync(false); return; }
      this.send({ t: "ping", nonce: Date.now() % 1e9 });
    }, PING_EVERY);
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.pinger);
    if (this.ws) this.ws.close(1000);
    this.ws = null;
    this.setState("closed", "left");
  }
}

const CLOSE_NAMES = {
  1000: "closed", 1006: "connection lost", 4000: "the game is over", 4001: "this seat's link is not valid",
  4002: "protocol violation", 4004: "no such match", 4005: "unsupported protocol version",
  4008: "closed for sending too fast", 4010: "this seat was opened in another window",
  4011: "server restarting", 4012: "match moving to another server", 4013: "the match was closed",
};

function closeReason(code, error) {
  const name = CLOSE_NAMES[code] || (code ? `closed (${code})` : "could not connect");
  return error && error.reason ? `${name}: ${error.reason}` : name;
}
