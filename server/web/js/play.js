// The play and watch pages: one GlimmerConnection, the board, the decision panel, the event log
// and the turn controls. A seat can only send elements of its view's `legal` list, and never
// while an earlier action is unanswered; a rejection is shown and the view stays as it was.

import { GlimmerConnection } from "./client.js";
import { actionsByCard, canExtend, cardIndex, matchChoice, turnActions } from "./actions.js";
import { renderBoard, renderOtherGame } from "./board.js";
import { cardFace, esc, splitName } from "./cards.js";
import { clockReceived, tickBanks } from "./clock.js";
import { describeChanges, describeOther, endReason, seatName, soleWinner } from "./eventlog.js";

const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

const STATE_TEXT = { idle: "idle", connecting: "connecting…", connected: "connected",
                     reconnecting: "reconnecting…", closed: "disconnected", finished: "game over" };

export function startPlay(root, { match, token = null, spectate = false }) {
  root.innerHTML = `<div class="page play-page">
    <div class="topbar"><a href="#" class="home">Glimmer</a>
      <span class="match-id">Match ${esc(match)}${spectate ? " · watching" : ""}</span>
      <span class="conn" data-state="connecting" id="conn">connecting…</span></div>
    <div id="banner" class="banner" role="alert"></div>
    <div class="layout"><main id="board" class="board"><p class="muted">Waiting for the server…</p></main>
    <aside class="side">
      <div id="controls" class="controls"></div>
      <div id="menu" class="menu"></div>
      <div id="notice" class="notice" role="status"></div>
      <h3>Events</h3><ol id="log" class="log"></ol>
    </aside></div>
    <div id="overlay" class="overlay hidden"></div></div>`;
  const $ = (id) => root.querySelector(`#${id}`);
  const ui = { selected: null, targeting: null, picked: [], openDiscards: new Set(), actions: new Map(),
               bots: new Map(), clock: null };
  let view = null;
  // Which seats the server plays (public, from GET /matches/{id}): shown as bots on the board.
  fetch(`/matches/${encodeURIComponent(match)}`).then((res) => (res.ok ? res.json() : null)).then((info) => {
    if (!info || !Array.isArray(info.bots)) return;
    ui.bots = new Map(info.bots.map((b) => [b.seat, b.policy]));
    render();
  }).catch(() => {});
  // The banks count down between views without redrawing the board.
  const ticker = setInterval(() => tickBanks(root, view, ui.clock), 200);

  const logLines = (lines) => {
    const log = $("log");
    for (const line of [...lines].reverse()) {  // newest first, each batch in its order
      const li = document.createElement("li");
      li.textContent = line;
      log.prepend(li);
    }
    while (log.children.length > 200) log.lastChild.remove();
  };
  const notice = (text, kind = "info") => {
    const n = $("notice");
    n.textContent = text;
    n.dataset.kind = kind;
  };

  const conn = new GlimmerConnection({
    match, token, spectate,
    handlers: {
      onView(next, { fresh }) {
        logLines(fresh && view ? ["(view refreshed from the server)"]
          : other(next) ? describeOther(view, next, me(next)) : describeChanges(view, next));
        ui.clock = clockReceived(ui.clock, next, fresh);
        view = next;
        ui.selected = null; ui.targeting = null; ui.picked = [];
        render();
      },
      onState(state, detail) {
        $("banner").textContent = state === "reconnecting"
          ? `Connection lost (${detail}). Reconnecting… nothing you did is lost.` : "";
        const el = $("conn");
        el.dataset.state = state;
        const st = conn.stats;
        el.title = `connections ${st.connects}, resumed ${st.resumes}, fresh views ${st.welcomes}, `
          + `actions re-sent after a reconnect ${st.resent}, retried when the server was busy ${st.retries}`;
        Object.assign(el.dataset, { resumes: st.resumes, resent: st.resent, retries: st.retries });
        el.textContent = `${STATE_TEXT[state] || state}${detail && state !== "connected" && state !== "finished" ? ` (${detail})` : ""}`;
        if (state === "closed" && !conn.gameOver) notice(detail || "disconnected", "error");
        render();
      },
      onOutcome(action, outcome) {
        if (!outcome.ok) {
          notice(`Not done: ${outcome.reason || outcome.code} (${outcome.code})`, "error");
          logLines([`Rejected: ${action.type} — ${outcome.reason || outcome.code}`]);
        }
        render();
      },
      onGameOver() { render(); },
      onError(msg) {
        // Routing (not_owner) and a message over the rate limit are not the player's concern.
        if (msg.code === "not_owner" || (msg.code === "rate_limited" && !msg.close)) return;
        notice(`Server: ${msg.reason || msg.code}`, "error");
      },
    },
  });

  const send = (action) => {
    if (!view || conn.busy || conn.state !== "connected") return;
    const legal = view.legal || [];
    if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(action))) return; // never illegal
    notice("");
    conn.act(action);
    ui.selected = null; ui.targeting = null; ui.picked = [];
    render();
  };

  // The seeds' games (`view.game`: sba704, windows003) are not drawn, but their seats can leave
  // (Concede) or claim a win (Claim win) from here, as in Lorcana. Their views have no `you`.
  const other = (v) => !!(v && v.game && v.game !== "lorcana");
  const me = (v) => (spectate ? null : (v && v.you !== undefined && v.you !== null ? v.you : conn.seat));

  function myDecision() {
    return view && view.decision && view.decision.player === view.you && !spectate ? view.decision : null;
  }

  function render() {
    if (!view) return;
    if (other(view)) {
      const acting = !spectate && conn.state === "connected" && !conn.busy && !view.result;
      $("board").innerHTML = renderOtherGame(view, me(view), ui);
      renderControls(acting);
      $("menu").innerHTML = "";
      renderOverlay();
      return;
    }
    const acting = !spectate && conn.state === "connected" && !conn.busy && !view.result;
    const decision = myDecision();
    if (!acting) { ui.selected = null; ui.targeting = null; }
    ui.actions = acting && !decision ? actionsByCard(view) : new Map();
    ui.choosing = null;
    const choices = turnActions(view).choices;
    if (acting && decision && Array.isArray(decision.options)) {
      ui.choosing = new Set(decision.options.filter((o) => o && typeof o === "object" && "id" in o && "name" in o).map((o) => o.id));
    }
    $("board").innerHTML = renderBoard(view, ui);
    $("board").classList.toggle("waiting-server", !!conn.busy);
    renderControls(acting);
    renderMenu(acting, decision, choices);
    renderOverlay();
  }

  function renderControls(acting) {
    const t = turnActions(view);
    const btn = (id, label, enabled, cls = "") =>
      `<button id="${id}" class="${cls}" ${enabled ? "" : "disabled"}>${label}</button>`;
    const over = `<p class="muted">The game is over. <a href="#replay/${esc(match)}">Replay it</a> · <a href="#">Lobby</a></p>`;
    $("controls").innerHTML = spectate
      ? (view.result ? over : '<p class="muted">Watching as a spectator (the server may hold the view back a little).</p>')
      : view.result ? over : [other(view) ? "" : btn("end-turn", "End turn", acting && t.endTurn, "primary"),
         btn("claim-win", "Claim win", acting && t.claimWin),
         btn("concede", "Concede", acting && t.concede, "danger")].join(" ")
        + (conn.busy ? '<span class="muted"> sending…</span>' : "");
  }

  function renderMenu(acting, decision, choices) {
    const menu = $("menu");
    if (spectate || !acting) {
      const d = view.decision;
      menu.innerHTML = d && d.player !== view.you ? `<p class="muted">${esc(seatName(d.player, view.you))} is choosing: ${esc(d.prompt)}</p>` : "";
      return;
    }
    if (decision) { menu.innerHTML = decisionPanel(decision, choices); return; }
    if (ui.targeting) {
      const names = cardIndex(view);
      menu.innerHTML = `<div class="panel"><b>${esc(ui.targeting.label.replace("…", ""))}</b>: click a highlighted card
        <div class="options">${[...ui.targeting.targets.keys()].map((id) => `<button class="target-option" data-target="${esc(id)}">${esc(names.get(id) ? splitName(names.get(id).card.name).name : `card ${id}`)}</button>`).join("")}</div>
        <button id="cancel">Cancel</button></div>`;
      return;
    }
    if (ui.selected !== null && ui.actions.has(ui.selected)) {
      const entries = ui.actions.get(ui.selected);
      const found = cardIndex(view).get(ui.selected);
      menu.innerHTML = `<div class="panel"><b>${esc(found ? found.card.name : "")}</b>
        <div class="options">${entries.map((e, i) => `<button class="card-action" data-entry="${i}">${esc(e.label)}</button>`).join("")}</div>
        <button id="cancel">Cancel</button></div>`;
      return;
    }
    const t = turnActions(view);
    menu.innerHTML = ui.actions.size ? '<p class="hint">Glowing cards can act: click one to see what it can do.</p>'
      : t.endTurn ? '<p class="hint">Nothing to do but end the turn.</p>'
        : `<p class="hint">Waiting for ${esc(view.decision ? seatName(view.decision.player, view.you) : seatName(view.active, view.you))}…</p>`;
  }

  function optionLabel(o) {
    if (typeof o === "string") return o;
    if (o && o.card !== undefined && o.ability !== undefined) return `${o.card}${o.ability ? ` — ${o.ability}` : ""}`;
    if (o && o.name) return splitName(o.name).name + (o.zone ? ` (${o.zone})` : "");
    return String(o);
  }

  function decisionPanel(d, choices) {
    const source = d.source ? cardIndex(view).get(d.source) : null;
    const seen = d.seen && d.seen.length
      ? `<div class="seen"><span class="muted">You see:</span><div class="zone">${d.seen.map((c) => cardFace(c, { small: true })).join("")}</div></div>` : "";
    const single = choices.every((c) => c.picks.length <= 1);
    const options = Array.isArray(d.options) ? d.options : [];
    let body;
    if (single) {
      body = choices.map((c) => {
        const pick = c.picks[0];
        const o = pick === undefined ? null : options.find((x) => x === pick || (x && x.id === pick));
        const label = pick === undefined ? "Choose nothing" : optionLabel(o ?? pick);
        return `<button class="choice" data-choice='${esc(JSON.stringify(c.picks))}'>${esc(label)}</button>`;
      }).join("");
    } else {
      const chosen = matchChoice(choices, ui.picked);
      body = options.map((o) => {
        const id = typeof o === "object" && o !== null ? o.id : o;
        const on = ui.picked.includes(id);
        const possible = on || canExtend(choices, [...ui.picked, id]);
        return `<button class="pick ${on ? "on" : ""}" data-pick='${esc(JSON.stringify(id))}' ${possible ? "" : "disabled"}>${on ? "✓ " : ""}${esc(optionLabel(o))}</button>`;
      }).join("") + `<div><button id="confirm" class="primary" ${chosen ? "" : "disabled"}>Confirm (${ui.picked.length} chosen)</button></div>`;
    }
    return `<div class="panel decision"><b>${esc(d.prompt)}</b>
      ${source ? `<div class="muted">from ${esc(source.card.name)}</div>` : ""}
      ${d.min !== d.max || d.max > 1 ? `<div class="muted">choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`}</div>` : ""}
      ${seen}<div class="options">${body}</div></div>`;
  }

  // Why the game ended, from this viewer's side ("Your time ran out.").
  function whyOver(result) {
    const why = capitalize(endReason(view, me(view)));
    return result.reason === "opponent_timeout" ? `${why}: the turn clock ended the game.` : `${why}.`;
  }

  function renderOverlay() {
    const o = $("overlay");
    const result = view.result;
    if (!result || ui.overlayClosed) { o.classList.add("hidden"); return; }
    const w = soleWinner(result);
    const you = me(view);
    const title = w < 0 ? "Game over: no winner"
      : spectate ? `${seatName(w, null)} wins` : w === you ? "You win!" : `You lost: ${seatName(w, you)} wins`;
    o.innerHTML = `<div class="overlay-box game-over ${esc(result.reason)}"><h2>${esc(title)}</h2><p class="why">${esc(whyOver(result))}</p>
      <p><a href="#replay/${esc(match)}">Replay this match</a> · <a href="#">Lobby</a> · <button id="close-overlay">Look at the board</button></p></div>`;
    o.classList.remove("hidden");
  }

  root.addEventListener("click", (ev) => {
    const el = ev.target.closest("button, .card");
    if (!el || !view) return;
    if (el.id === "close-overlay") { ui.overlayClosed = true; render(); return; }
    if (el.classList.contains("toggle-discard")) {
      const seat = Number(el.dataset.seat);
      if (ui.openDiscards.has(seat)) ui.openDiscards.delete(seat); else ui.openDiscards.add(seat);
      render();
      return;
    }
    const t = turnActions(view);
    if (el.id === "end-turn") return send(t.endTurn);
    if (el.id === "claim-win") return send(t.claimWin);
    if (el.id === "concede") {
      if (window.confirm("Concede this game?")) send(t.concede);
      return;
    }
    if (el.id === "cancel") { ui.selected = null; ui.targeting = null; render(); return; }
    if (el.id === "confirm") {
      const c = matchChoice(t.choices, ui.picked);
      if (c) send(c);
      return;
    }
    if (el.classList.contains("choice")) {
      const picks = JSON.parse(el.dataset.choice);
      return send(t.choices.find((c) => JSON.stringify(c.picks) === JSON.stringify(picks)));
    }
    if (el.classList.contains("pick")) return togglePick(JSON.parse(el.dataset.pick));
    if (el.classList.contains("card-action")) {
      const entry = ui.actions.get(ui.selected)[Number(el.dataset.entry)];
      if (entry.targets) { ui.targeting = entry; render(); } else send(entry.action);
      return;
    }
    if (el.classList.contains("target-option")) return chooseTarget(Number(el.dataset.target));
    if (el.classList.contains("card")) {
      const id = Number(el.dataset.card);
      if (ui.targeting) return chooseTarget(id);
      if (ui.choosing && ui.choosing.has(id)) {
        const single = t.choices.every((c) => c.picks.length <= 1);
        if (single) return send(t.choices.find((c) => c.picks[0] === id));
        return togglePick(id);
      }
      if (ui.actions.has(id)) { ui.selected = ui.selected === id ? null : id; render(); }
    }
    return undefined;
  });

  function chooseTarget(id) {
    const action = ui.targeting && ui.targeting.targets.get(id);
    if (action) send(action);
  }

  function togglePick(id) {
    ui.picked = ui.picked.includes(id) ? ui.picked.filter((x) => x !== id) : [...ui.picked, id];
    render();
  }

  conn.connect();
  return { conn, close() { clearInterval(ticker); conn.close(); } };
}
