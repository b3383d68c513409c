// The board: every zone of every player as far as this viewer may see it (the view already
// leaves out what it may not). Pure rendering from (view, ui state) to HTML; the controller
// (play.js) wires the clicks through data attributes.

import { cardBacks, cardFace, esc, splitName } from "./cards.js";
import { bankHtml } from "./clock.js";
import { endReason, seatName, seatPossessive, soleWinner } from "./eventlog.js";

const PHASES = { start: "Beginning phase", beginning: "Beginning phase", main: "Main phase", end: "End phase",
                 setup: "Setting up", mulligan: "Setting up", over: "Game over" };

function locationNames(view) {
  const names = new Map();
  for (const p of view.players) {
    for (const c of p.play) if (c.type === "Location") names.set(c.id, splitName(c.name).name);
  }
  return names;
}

function classesFor(card, ui) {
  const cls = [];
  if (ui.actions && ui.actions.has(card.id) && !ui.targeting && !ui.choosing) cls.push("actionable");
  if (ui.selected === card.id) cls.push("selected");
  if (ui.targeting && ui.targeting.targets.has(card.id)) cls.push("target");
  if (ui.choosing && ui.choosing.has(card.id)) cls.push("pickable");
  if (ui.picked && ui.picked.includes(card.id)) cls.push("picked");
  return cls;
}

function inkwell(p) {
  const total = p.inkwell.total || 0;
  const ready = p.inkwell.ready || 0;
  const gems = Array.from({ length: total }, (_, i) =>
    `<span class="gem ${i < ready ? "ready" : "spent"}"></span>`).join("");
  return `<div class="inkwell" title="inkwell: ${ready} ready, ${total - ready} exerted (facedown)">
    <span class="label">Ink</span>${gems || '<span class="muted">empty</span>'}
    <span class="count">${ready}/${total}</span></div>`;
}

function discard(p, ui, view) {
  const open = ui.openDiscards && ui.openDiscards.has(p.seat);
  const top = p.discard.length ? p.discard[p.discard.length - 1] : null;
  return `<div class="discard">
    <button class="link toggle-discard" data-seat="${p.seat}">Discard (${p.discard.length}) ${open ? "▾" : "▸"}</button>
    ${!open && top ? `<span class="muted">top: ${esc(splitName(top.name).name)}</span>` : ""}
    ${open ? `<div class="zone discard-list">${p.discard.map((c) => cardFace(c, { small: true, classes: classesFor(c, ui) })).join("") || '<span class="muted">empty</span>'}</div>` : ""}
  </div>`;
}

function playerArea(view, p, ui) {
  const you = view.you;
  const mine = p.seat === you;
  const active = view.active === p.seat && !view.result;
  // The seat the game waits for (a decision's player, else the active one) is the one lit up.
  const waited = !view.result && (view.decision ? view.decision.player : view.active) === p.seat;
  const mark = waited ? (mine ? "● waiting for you" : "● waiting for them")
    : active ? (mine ? "your turn" : "their turn") : "";
  const locs = locationNames(view);
  const play = p.play.map((c) => cardFace(c, {
    classes: classesFor(c, ui), locationName: c.location ? locs.get(c.location) || "a location" : null,
  })).join("");
  const hand = Array.isArray(p.hand)
    ? p.hand.map((c) => cardFace(c, { classes: classesFor(c, ui) })).join("") || '<span class="muted">no cards</span>'
    : cardBacks(p.hand, `${p.hand} cards in hand`);
  const handCount = Array.isArray(p.hand) ? p.hand.length : p.hand;
  const bot = ui.bots && ui.bots.get(p.seat);
  return `<section class="player ${mine ? "mine" : "other"} ${waited ? "active" : ""} ${p.lost ? "lost" : ""}" data-seat="${p.seat}">
    <header class="player-head">
      <span class="who">${esc(seatName(p.seat, you))}${bot ? ` <span class="badge bot" title="a bot the server plays">bot · ${esc(bot)}</span>` : ""}${mark ? ` <span class="turn-mark ${waited ? "waited" : ""}">${mark}</span>` : ""}</span>
      ${bankHtml(view, p.seat, ui.clock)}
      <span class="lore-total" title="lore">◆ <b>${esc(p.lore)}</b> lore</span>
      <span class="deck" title="cards in deck">Deck ${esc(p.deck)}</span>
      <span class="hand-count" title="cards in hand">Hand ${esc(handCount)}</span>
      ${p.lost ? `<span class="badge damage lost-why">${esc(LOST[p.lost] || `lost (${p.lost})`)}</span>` : ""}
    </header>
    <div class="row">${inkwell(p)}${discard(p, ui, view)}</div>
    <div class="zone play" aria-label="in play">${play || '<span class="muted">nothing in play</span>'}</div>
    <div class="zone hand ${mine ? "own-hand" : ""}" aria-label="hand">${hand}</div>
  </section>`;
}

const LOST = { conceded: "conceded", empty_deck: "lost: deck ran out", timeout: "lost: out of time" };

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// Who the game waits for, in words ("Seat 2 (bot)").
function who(seat, you, ui) {
  const bot = ui && ui.bots && ui.bots.get(seat);
  return `${seatName(seat, you)}${bot ? " (bot)" : ""}`;
}

export function statusLine(view, ui = {}) {
  const you = view.you;
  if (view.result) return gameOverLine(view, you);
  const d = view.decision;
  const waiting = d ? `${who(d.player, you, ui)} ${d.player === you ? "to choose" : "choosing"}: ${d.prompt}`
    : `${who(view.active, you, ui)} to act`;
  const running = view.clock ? (view.clock.running || []) : [];
  const banks = running.map((seat) => bankHtml(view, seat, ui.clock)).join(" ");
  return `Turn ${esc(view.turn)} · ${esc(capital(seatPossessive(view.active, you)))} turn · ${esc(PHASES[view.phase] || view.phase)} · <span class="waiting">Waiting for: ${esc(waiting)}</span>${banks ? ` <span class="status-bank">${banks}</span>` : ""}`;
}

function gameOverLine(view, you) {
  const w = soleWinner(view.result);
  const why = esc(endReason(view, you));
  return w < 0 ? `Game over: no winner (${why})`
    : `Game over: ${esc(seatName(w, you))} ${w === you ? "win" : "wins"} (${why})`;
}

const LEFT = { conceded: "conceded", timeout: "left: out of time", lost: "lost" };

// Whom a game this page cannot draw waits for: the clock's running seats, else the decision's
// player, else the player asked (windows003's `window`) or holding priority (sba704's).
function waitedFor(view) {
  if (view.clock) return view.clock.running || [];
  const asked = view.decision ? view.decision.player : view.window ? view.window.player : view.priority;
  return asked === null || asked === undefined ? [] : [asked];
}

// A game this page cannot draw (the seeds' games, `view.game`): what every game's view has in
// common (the seats, who left, the turn clock, the result) and a pointer to the protocol.
// `you` is the viewer's seat (these views have no `you`), null for a spectator.
export function renderOtherGame(view, you, ui) {
  const seats = view.players.map((p) => {
    const bot = ui.bots && ui.bots.get(p.seat);
    const waited = !view.result && waitedFor(view).includes(p.seat);
    return `<li class="player seat-row ${p.seat === you ? "mine" : "other"} ${waited ? "active" : ""} ${p.lost ? "lost" : ""}" data-seat="${p.seat}">
      <span class="who">${esc(seatName(p.seat, you))}${bot ? ` <span class="badge bot" title="a bot the server plays">bot · ${esc(bot)}</span>` : ""}</span>
      ${bankHtml(view, p.seat, ui.clock)}
      ${p.lost ? `<span class="badge damage lost-why">${esc(LEFT[p.lost] || p.lost)}</span>` : '<span class="muted">in the game</span>'}
    </li>`;
  }).join("");
  const waiting = waitedFor(view);
  const status = view.result ? gameOverLine(view, you)
    : `After ${esc(view.version)} actions${waiting.length ? ` · <span class="waiting">Waiting for: ${esc(waiting.map((s) => seatName(s, you)).join(", "))}</span>` : ""}`;
  const here = ui.replay ? "This replay shows who left the game and how it ended."
    : "Here a player can concede, or claim the win over players who have left.";
  return `<p class="closed">This match plays ${esc(view.game)}, a game this page cannot draw: use a protocol client (docs/PROTOCOL.md) for its moves. ${here}</p>
    <div class="middle"><div class="status">${status}</div></div>
    <ul class="seat-list">${seats}</ul>`;
}

export function renderBoard(view, ui) {
  const players = view.players;
  const me = view.you ?? 0;
  const order = [...players].sort((a, b) => ((a.seat - me + players.length) % players.length)
    - ((b.seat - me + players.length) % players.length));
  const bottom = order[0];
  const top = order.slice(1);
  const bag = view.bag && view.bag.length
    ? `<div class="bag"><b>Waiting to resolve:</b> ${view.bag.map((b) => `<span class="chip">${esc(b.card)}${b.ability ? ` — ${esc(b.ability)}` : ""} (${esc(seatName(b.controller, view.you))})</span>`).join(" ")}</div>`
    : "";
  return `<div class="others">${top.map((p) => playerArea(view, p, ui)).join("")}</div>
    <div class="middle"><div class="status">${statusLine(view, ui)}</div>${bag}</div>
    ${playerArea(view, bottom, ui)}`;
}
