// The board: every zone of every player as far as this viewer may see it (the view already
// leaves out what it may not). Pure rendering from (view, ui state) to HTML; the controller
// (play.js) wires the clicks through data attributes.

import { cardBacks, cardFace, esc, splitName } from "./cards.js";
import { reasonText, seatName, seatPossessive } from "./eventlog.js";

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
  const locs = locationNames(view);
  const play = p.play.map((c) => cardFace(c, {
    classes: classesFor(c, ui), locationName: c.location ? locs.get(c.location) || "a location" : null,
  })).join("");
  const hand = Array.isArray(p.hand)
    ? p.hand.map((c) => cardFace(c, { classes: classesFor(c, ui) })).join("") || '<span class="muted">no cards</span>'
    : cardBacks(p.hand, `${p.hand} cards in hand`);
  const handCount = Array.isArray(p.hand) ? p.hand.length : p.hand;
  return `<section class="player ${mine ? "mine" : "other"} ${active ? "active" : ""} ${p.lost ? "lost" : ""}" data-seat="${p.seat}">
    <header class="player-head">
      <span class="who">${esc(seatName(p.seat, you))}${mine ? "" : ""}${active ? ' <span class="turn-mark">● their turn</span>'.replace("their", mine ? "your" : "their") : ""}</span>
      <span class="lore-total" title="lore">◆ <b>${esc(p.lore)}</b> lore</span>
      <span class="deck" title="cards in deck">Deck ${esc(p.deck)}</span>
      <span class="hand-count" title="cards in hand">Hand ${esc(handCount)}</span>
      ${p.lost ? '<span class="badge damage">lost</span>' : ""}
    </header>
    <div class="row">${inkwell(p)}${discard(p, ui, view)}</div>
    <div class="zone play" aria-label="in play">${play || '<span class="muted">nothing in play</span>'}</div>
    <div class="zone hand ${mine ? "own-hand" : ""}" aria-label="hand">${hand}</div>
  </section>`;
}

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

export function statusLine(view) {
  const you = view.you;
  if (view.result) {
    const w = view.result.winner;
    const why = esc(reasonText(view.result.reason));
    return w === null || w === undefined || w < 0 ? `Game over: no winner (${why})`
      : `Game over: ${esc(seatName(w, you))} ${w === you ? "win" : "wins"} (${why})`;
  }
  const d = view.decision;
  const waiting = d ? `${seatName(d.player, you)} ${d.player === you ? "to choose" : "choosing"}: ${d.prompt}`
    : `${seatName(view.active, you)} to act`;
  return `Turn ${esc(view.turn)} · ${esc(capital(seatPossessive(view.active, you)))} turn · ${esc(PHASES[view.phase] || view.phase)} · <span class="waiting">Waiting for: ${esc(waiting)}</span>`;
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
    <div class="middle"><div class="status">${statusLine(view)}</div>${bag}</div>
    ${playerArea(view, bottom, ui)}`;
}
