// The lobby: create a match (decks and who sits where), hand out one invite link per human
// seat and one for spectators, and list live matches to watch and finished ones to replay.
// Seat tokens only ever travel in the URL fragment (#...), which browsers never send to a
// server, so they stay out of every log.

import { esc } from "./cards.js";

const FALLBACK_DECKS = ["amber-amethyst", "emerald-ruby", "sapphire-steel"];

// The built-in decks as [{name, label}]: from GET /decks where the server has it (only the decks
// it can play), else the three Set 1 names every server knows.
async function deckList() {
  try {
    const res = await fetch("/decks");
    if (res.ok) {
      const body = await res.json();
      const list = (Array.isArray(body) ? body : body.decks || [])
        .map((d) => (typeof d === "string" ? { name: d } : d))
        .filter((d) => d && d.name && d.complete !== false)
        .map((d) => ({ name: d.name, label: d.title ? `${d.title}` : d.name }));
      if (list.length) return list;
    }
  } catch { /* the fallback below */ }
  return FALLBACK_DECKS.map((name) => ({ name, label: name }));
}

// What this server offers (GET /info): whether creation is open to anyone, the bot policies
// and the option ranges. Read-only: it spends none of the creation rate limit. A server that
// cannot say is taken to be open, with the documented defaults.
const DEFAULT_INFO = { creation: "open", bots: ["greedy", "random"],
  think: { min: 0.05, max: 10, default: 1 },
  clock: { bank: { min: 1, max: 7200 }, increment: { min: 0, max: 300 } } };

async function serverInfo() {
  try {
    const res = await fetch("/info");
    if (res.ok) return { ...DEFAULT_INFO, ...(await res.json()) };
  } catch { /* the defaults below */ }
  return DEFAULT_INFO;
}

// "10 min", "1 min 30 s", "45 s": a duration as people say it.
export function duration(seconds) {
  const s = Math.round(Number(seconds) || 0);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
}

// The public options of a listed match, in words: "vs bot (greedy)", "clock 10 min + 5 s".
export function optionsText(m) {
  const parts = [];
  const bots = m.bots || [];
  if (bots.length && bots.length === m.players) parts.push("bots only");
  else if (bots.length) parts.push(bots.map((b) => `seat ${b.seat + 1} bot (${b.policy})`).join(", "));
  if (m.clock) parts.push(`clock ${duration(m.clock.bank)}${m.clock.increment ? ` + ${duration(m.clock.increment)}` : ""}`);
  return parts.join(" · ");
}

export function inviteUrl(match, token) {
  return `${location.origin}/#play/${encodeURIComponent(match)}/${encodeURIComponent(token)}`;
}

export function watchUrl(match) {
  return `${location.origin}/#watch/${encodeURIComponent(match)}`;
}

export async function startLobby(root) {
  root.innerHTML = `<div class="page lobby">
    <div class="topbar"><a href="#" class="home">Glimmer</a><span class="muted">Disney Lorcana, played in the browser</span></div>
    <div class="lobby-grid">
      <section class="panel create"><h2>New match</h2><div id="create-body">Loading…</div></section>
      <section class="panel" id="created" hidden></section>
      <section class="panel lists"><h2>Live matches</h2><ul id="live" class="matches"></ul>
        <h2>Finished matches</h2><ul id="finished" class="matches"></ul></section>
    </div></div>`;
  const [decks, info] = await Promise.all([deckList(), serverInfo()]);
  const body = root.querySelector("#create-body");
  if (info.creation !== "open") {
    body.innerHTML = CLOSED;
  } else {
    renderForm(body, decks, info, 2);
  }
  refreshLists(root);
  const timer = setInterval(() => {
    if (!document.body.contains(root.querySelector("#live"))) clearInterval(timer);
    else refreshLists(root);
  }, 4000);
}

const CLOSED = `<p class="closed" id="creation-closed">Creating matches is closed on this server (it requires an API key).
  Invite and spectator links you were given still work, and the live matches listed here can be watched.</p>`;

const BOT_TEXT = { greedy: "plays its best-looking move", random: "plays any legal move" };

function seatRow(i, decks, info) {
  const options = decks.map((d, j) => `<option value="${esc(d.name)}" ${j === i % decks.length ? "selected" : ""}>${esc(d.label)}</option>`).join("");
  const t = info.think;
  return `<fieldset class="seat" data-seat="${i}"><legend>Seat ${i + 1}</legend>
    <label><span>Played by</span><select class="kind"><option value="human">a person (invite link)</option>
      ${info.bots.map((b) => `<option value="bot:${esc(b)}">the server: bot “${esc(b)}”${BOT_TEXT[b] ? ` (${BOT_TEXT[b]})` : ""}</option>`).join("")}</select></label>
    <label class="think" hidden><span>Bot thinks</span><span><input type="number" class="think-s" min="${t.min}" max="${t.max}" step="0.05" value="${t.default}"> s before each move</span></label>
    <label><span>Deck</span><select class="deck">${options}<option value="__paste">Paste a deck list…</option></select></label>
    <textarea class="paste" hidden placeholder="4 Mickey Mouse - True Friend&#10;4 ..."></textarea></fieldset>`;
}

function clockRow(info) {
  const { bank, increment } = info.clock;
  return `<fieldset class="clock-option"><legend>Turn clock</legend>
    <label><select id="clock-on"><option value="off">Off: players take as long as they like</option>
      <option value="on">On: each player has a time bank</option></select></label>
    <span id="clock-fields" hidden>
      <label>Bank <input type="number" id="clock-bank" min="${bank.min}" max="${bank.max}" step="1" value="600"> s</label>
      <label>+ <input type="number" id="clock-increment" min="${increment.min}" max="${increment.max}" step="1" value="5"> s per move</label>
      <span class="muted" id="clock-words"></span></span>
    <p class="muted clock-help" id="clock-help" hidden>A player's bank runs down while the game waits for them; a player whose bank runs out loses.</p>
  </fieldset>`;
}

function renderForm(body, decks, info, players) {
  body.innerHTML = `<form id="create-form">
    <label>Players <select id="players">${[2, 3, 4].map((n) => `<option ${n === players ? "selected" : ""}>${n}</option>`).join("")}</select></label>
    <div id="seats">${Array.from({ length: players }, (_, i) => seatRow(i, decks, info)).join("")}</div>
    ${clockRow(info)}
    <button type="submit" class="primary" id="create">Create match</button>
    <p id="create-error" class="error" role="alert"></p></form>`;
  body.querySelector("#players").addEventListener("change", (ev) => renderForm(body, decks, info, Number(ev.target.value)));
  body.querySelectorAll("select.deck").forEach((sel) => sel.addEventListener("change", () => {
    sel.closest(".seat").querySelector(".paste").hidden = sel.value !== "__paste";
  }));
  body.querySelectorAll("select.kind").forEach((sel) => sel.addEventListener("change", () => {
    sel.closest(".seat").querySelector(".think").hidden = !sel.value.startsWith("bot:");
  }));
  const clockWords = () => {
    const on = body.querySelector("#clock-on").value === "on";
    body.querySelector("#clock-fields").hidden = !on;
    body.querySelector("#clock-help").hidden = !on;
    const inc = Number(body.querySelector("#clock-increment").value);
    body.querySelector("#clock-words").textContent = `= ${duration(body.querySelector("#clock-bank").value)} each`
      + (inc ? `, ${duration(inc)} back per move` : ", nothing back per move");
  };
  ["#clock-on", "#clock-bank", "#clock-increment"].forEach((id) => body.querySelector(id).addEventListener("input", clockWords));
  body.querySelector("#clock-on").addEventListener("change", clockWords);
  clockWords();
  body.querySelector("#create-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const seats = [...body.querySelectorAll(".seat")];
    const request = {
      decks: seats.map((s) => {
        const deck = s.querySelector(".deck").value;
        return deck === "__paste" ? s.querySelector(".paste").value.trim() + "\n" : deck;
      }),
    };
    // Who plays each seat (docs/PROTOCOL.md "Hosted bots and the turn clock").
    const kinds = seats.map((s) => {
      const kind = s.querySelector(".kind").value;
      return kind.startsWith("bot:")
        ? { bot: kind.slice(4), think: Number(s.querySelector(".think-s").value) } : { human: true };
    });
    request.seats = kinds;
    if (body.querySelector("#clock-on").value === "on") {
      request.clock = { bank: Number(body.querySelector("#clock-bank").value),
                        increment: Number(body.querySelector("#clock-increment").value) };
    }
    const error = body.querySelector("#create-error");
    error.textContent = "";
    let res;
    let answer;
    try {
      res = await fetch("/matches", {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request) });
      answer = await res.json().catch(() => ({}));
    } catch (err) {
      error.textContent = `Could not reach the server: ${err.message}`;
      return;
    }
    if (res.status === 401) {  // the server's key was set after the lobby loaded
      body.innerHTML = CLOSED;
      return;
    }
    if (res.status !== 201) {
      const retry = res.headers.get("retry-after");
      error.textContent = (answer.reason || `the server answered ${res.status}`)
        + (retry ? ` (try again in ${retry} s)` : "");
      return;
    }
    showCreated(body.closest(".lobby").querySelector("#created"), { ...answer, clock: request.clock }, kinds);
  });
}

function showCreated(box, created, seats) {
  const match = created.match;
  const rows = created.tokens.map((token, i) => {
    const seat = seats[i] || {};
    if (seat.bot) {
      return `<li class="bot-seat" data-seat="${i}">Seat ${i + 1}: bot “${esc(seat.bot)}”, played by the server
        (${esc(seat.think)} s per move).</li>`;
    }
    const url = inviteUrl(match, token);
    return `<li>Seat ${i + 1}: <a class="invite" data-seat="${i}" href="${esc(url)}" target="_blank" rel="noopener">invite link</a>
      <input class="copy" readonly value="${esc(url)}"> <button type="button" class="copy-button">Copy</button>
      <a class="open-here" href="${esc(url)}">play this seat here</a></li>`;
  }).join("");
  const humans = seats.filter((s) => !s.bot).length;
  const clock = created.clock;
  box.innerHTML = `<h2>Match ${esc(match)}</h2>
    ${humans ? "<p>Give each player only their own link: it is their seat's key.</p>"
      : "<p>Bots only: the server plays this match by itself, starting now. Watch it below.</p>"}
    ${clock ? `<p class="muted">Turn clock: ${esc(duration(clock.bank))} each, + ${esc(duration(clock.increment))} per move.</p>` : ""}
    <ul class="invites">${rows}</ul>
    <p>Spectators: <a class="spectate" href="${esc(watchUrl(match))}">${esc(watchUrl(match))}</a></p>`;
  box.hidden = false;
  box.querySelectorAll("input.copy").forEach((input) => input.addEventListener("focus", () => input.select()));
  box.querySelectorAll("button.copy-button").forEach((button) => button.addEventListener("click", async () => {
    const input = button.previousElementSibling;
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
      button.textContent = "Copied";
    } catch {
      button.textContent = "Select and copy";  // no clipboard access (plain http on another host)
    }
  }));
}

async function refreshLists(root) {
  let matches = [];
  try {
    const res = await fetch("/matches?limit=50");
    if (res.ok) matches = (await res.json()).matches || [];
  } catch { return; }
  const live = root.querySelector("#live");
  const finished = root.querySelector("#finished");
  if (!live) return;
  const ago = (t) => {
    const s = Math.max(0, Math.round(Date.now() / 1000 - t));
    return s < 60 ? `${s}s ago` : s < 3600 ? `${Math.round(s / 60)} min ago` : `${Math.round(s / 3600)} h ago`;
  };
  const row = (m, href, label) => `<li data-match="${esc(m.match)}"><a href="${href}">${label}</a>
    <span class="muted">${esc(m.players)} players · ${esc(m.status)} · action ${esc(m.version)} · created ${ago(m.created_at)}</span>
    ${optionsText(m) ? `<span class="options-text">${esc(optionsText(m))}</span>` : ""}</li>`;
  // This page draws Lorcana boards only; matches of the other games the server hosts
  // (`game`: sba704, windows003) are played and watched with protocol clients.
  const lorcana = matches.filter((m) => !m.game || m.game === "lorcana");
  const playing = lorcana.filter((m) => m.status !== "finished");
  const done = lorcana.filter((m) => m.status === "finished");
  live.innerHTML = playing.map((m) => row(m, `#watch/${encodeURIComponent(m.match)}`, `Watch ${esc(m.match)}`)).join("")
    || '<li class="muted">No live match right now.</li>';
  finished.innerHTML = done.map((m) => row(m, `#replay/${encodeURIComponent(m.match)}`,
    `Replay ${esc(m.match)}${m.result && m.result.winner !== null && m.result.winner >= 0 ? ` (seat ${m.result.winner + 1} won)` : ""}`)).join("")
    || '<li class="muted">No finished match yet.</li>';
}
