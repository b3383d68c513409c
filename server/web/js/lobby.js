// The lobby: create a match (decks and who sits where), hand out one invite link per human
// seat and one for spectators, and list live matches to watch and finished ones to replay.
// Seat tokens only ever travel in the URL fragment (#...), which browsers never send to a
// server, so they stay out of every log.

import { esc } from "./cards.js";

const FALLBACK_DECKS = ["amber-amethyst", "emerald-ruby", "sapphire-steel"];
const BOTS = ["greedy", "random"];

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

// Whether this server lets anyone create matches: an empty-players request is refused with 400
// where creation is open (nothing is created; it counts against the creation rate limit, like
// any request to create) and 401 where it needs an API key.
async function creationOpen() {
  try {
    const res = await fetch("/matches", { method: "POST", headers: { "content-type": "application/json" },
                                          body: JSON.stringify({ players: 0 }) });
    return res.status !== 401 && res.status !== 403;
  } catch {
    return true;
  }
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
  const [decks, open] = await Promise.all([deckList(), creationOpen()]);
  const body = root.querySelector("#create-body");
  if (!open) {
    body.innerHTML = `<p class="closed" id="creation-closed">Creating matches is closed on this server (it requires an API key).
      Invite and spectator links you were given still work.</p>`;
  } else {
    renderForm(body, decks, 2);
  }
  refreshLists(root);
  const timer = setInterval(() => {
    if (!document.body.contains(root.querySelector("#live"))) clearInterval(timer);
    else refreshLists(root);
  }, 4000);
}

function seatRow(i, decks) {
  const options = decks.map((d, j) => `<option value="${esc(d.name)}" ${j === i % decks.length ? "selected" : ""}>${esc(d.label)}</option>`).join("");
  return `<fieldset class="seat" data-seat="${i}"><legend>Seat ${i + 1}</legend>
    <label>Player <select class="kind"><option value="human">Human</option>
      ${BOTS.map((b) => `<option value="bot:${b}" ${i > 0 && b === "greedy" ? "" : ""}>Bot (${b})</option>`).join("")}</select></label>
    <label>Deck <select class="deck">${options}<option value="__paste">Paste a deck list…</option></select></label>
    <textarea class="paste" hidden placeholder="4 Mickey Mouse - True Friend&#10;4 ..."></textarea></fieldset>`;
}

function renderForm(body, decks, players) {
  body.innerHTML = `<form id="create-form">
    <label>Players <select id="players">${[2, 3, 4].map((n) => `<option ${n === players ? "selected" : ""}>${n}</option>`).join("")}</select></label>
    <div id="seats">${Array.from({ length: players }, (_, i) => seatRow(i, decks)).join("")}</div>
    <button type="submit" class="primary" id="create">Create match</button>
    <p id="create-error" class="error" role="alert"></p></form>`;
  body.querySelector("#players").addEventListener("change", (ev) => renderForm(body, decks, Number(ev.target.value)));
  body.querySelectorAll("select.deck").forEach((sel) => sel.addEventListener("change", () => {
    sel.closest(".seat").querySelector(".paste").hidden = sel.value !== "__paste";
  }));
  body.querySelector("#create-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const seats = [...body.querySelectorAll(".seat")];
    const request = {
      decks: seats.map((s) => {
        const deck = s.querySelector(".deck").value;
        return deck === "__paste" ? s.querySelector(".paste").value.trim() + "\n" : deck;
      }),
    };
    // Proposed wire form for seat kinds: {"bot": policy} for a bot, {} for a human; sent only
    // when some seat is a bot (a match of humans needs no seat kinds).
    const kinds = seats.map((s) => {
      const kind = s.querySelector(".kind").value;
      return kind.startsWith("bot:") ? { bot: kind.slice(4) } : {};
    });
    if (kinds.some((k) => k.bot)) request.seats = kinds;
    const error = body.querySelector("#create-error");
    error.textContent = "";
    const post = (payload) => fetch("/matches", {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
    let res;
    let answer;
    try {
      res = await post(request);
      answer = await res.json().catch(() => ({}));
      if (res.status === 400 && /unknown field/i.test(answer.reason || "")) {
        // A server that does not seat bots itself yet: create the match without the seat
        // kinds; the bot seats are then shown with the command that plays them.
        const { seats: _, ...plain } = request;
        res = await post(plain);
        answer = await res.json().catch(() => ({}));
      }
    } catch (err) {
      error.textContent = `Could not reach the server: ${err.message}`;
      return;
    }
    if (res.status === 401 || res.status === 403) {
      body.innerHTML = '<p class="closed" id="creation-closed">Creating matches is closed on this server (it requires an API key).</p>';
      return;
    }
    if (res.status !== 201) {
      const retry = res.headers.get("retry-after");
      error.textContent = (answer.reason || `the server answered ${res.status}`)
        + (retry ? ` (try again in ${retry} s)` : "");
      return;
    }
    showCreated(body.closest(".lobby").querySelector("#created"), answer, kinds);
  });
}

function showCreated(box, created, seats) {
  const match = created.match;
  const rows = created.tokens.map((token, i) => {
    const seat = seats[i] || {};
    if (seat.bot && (token === null || token === undefined)) {
      return `<li>Seat ${i + 1}: bot (${esc(seat.bot)}), played by the server.</li>`;
    }
    if (seat.bot) {
      const cmd = `.venv/bin/python -m server.bots --url ${created.ws_url} --match ${match} --token=${token} --policy ${seat.bot}`;
      return `<li>Seat ${i + 1}: bot (${esc(seat.bot)}). This server does not run bots itself yet; start one with:
        <code class="bot-command" data-seat="${i}">${esc(cmd)}</code></li>`;
    }
    const url = inviteUrl(match, token);
    return `<li>Seat ${i + 1}: <a class="invite" data-seat="${i}" href="${esc(url)}" target="_blank" rel="noopener">invite link</a>
      <input class="copy" readonly value="${esc(url)}"> <button type="button" class="copy-button">Copy</button>
      <a class="open-here" href="${esc(url)}">play this seat here</a></li>`;
  }).join("");
  box.innerHTML = `<h2>Match ${esc(match)}</h2><p>Give each player only their own link: it is their seat's key.</p>
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
    <span class="muted">${esc(m.players)} players · ${esc(m.status)} · action ${esc(m.version)} · created ${ago(m.created_at)}</span></li>`;
  const playing = matches.filter((m) => m.status !== "finished");
  const done = matches.filter((m) => m.status === "finished");
  live.innerHTML = playing.map((m) => row(m, `#watch/${encodeURIComponent(m.match)}`, `Watch ${esc(m.match)}`)).join("")
    || '<li class="muted">No live match right now.</li>';
  finished.innerHTML = done.map((m) => row(m, `#replay/${encodeURIComponent(m.match)}`,
    `Replay ${esc(m.match)}${m.result && m.result.winner !== null && m.result.winner >= 0 ? ` (seat ${m.result.winner + 1} won)` : ""}`)).join("")
    || '<li class="muted">No finished match yet.</li>';
}
