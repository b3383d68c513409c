// The replay viewer: the public replay of a finished match (GET /matches/{id}/replay: the
// spectators' view before the first action and a diff per action), stepped forward and back.

import { applyPatch } from "./diff.js";
import { renderBoard, renderOtherGame } from "./board.js";
import { esc } from "./cards.js";
import { describeChanges, describeOther } from "./eventlog.js";

export async function startReplay(root, match) {
  root.innerHTML = `<div class="page replay-page">
    <div class="topbar"><a href="#" class="home">Glimmer</a><span class="match-id">Replay of match ${esc(match)}</span></div>
    <div id="replay-body"><p class="muted">Loading the replay…</p></div></div>`;
  const body = root.querySelector("#replay-body");
  let replay;
  const bots = new Map();  // which seats the server played (public): marked on the board
  fetch(`/matches/${encodeURIComponent(match)}`).then((res) => (res.ok ? res.json() : null)).then((info) => {
    for (const b of (info && info.bots) || []) bots.set(b.seat, b.policy);
  }).catch(() => {});
  try {
    const res = await fetch(`/matches/${encodeURIComponent(match)}/replay`);
    replay = await res.json();
    if (!res.ok) throw new Error(replay.reason || `the server answered ${res.status}`);
  } catch (err) {
    body.innerHTML = `<p class="error">No replay: ${esc(err.message)}</p><p><a href="#">Back to the lobby</a></p>`;
    return;
  }
  const views = [replay.initial];
  for (const step of replay.steps) views.push(applyPatch(views[views.length - 1], step.ops));
  const last = views.length - 1;
  // The seeds' games (`game`: sba704, windows003) are not drawn: their seats, who left, the end.
  const other = !!(views[0].game && views[0].game !== "lorcana");
  let at = 0;
  let timer = null;
  body.innerHTML = `<div class="replay-controls panel">
      <button id="first" title="first step">« first</button><button id="back" title="step back">‹ back</button>
      <button id="play" title="play">▶ play</button>
      <button id="forward" title="step forward">next ›</button><button id="end" title="last step">last »</button>
      <input id="scrub" type="range" min="0" max="${last}" value="0">
      <span id="where"></span></div>
    <div class="layout"><main id="board" class="board"></main>
    <aside class="side"><h3>This step</h3><ol id="log" class="log"></ol></aside></div>`;
  const show = (i) => {
    at = Math.max(0, Math.min(last, i));
    body.querySelector("#board").innerHTML = other ? renderOtherGame(views[at], null, { bots, replay: true })
      : renderBoard(views[at], { openDiscards: new Set(), bots });
    body.querySelector("#where").textContent = `step ${at} / ${last}`;
    body.querySelector("#scrub").value = String(at);
    const lines = at === 0 ? ["The game is set up."]
      : other ? describeOther(views[at - 1], views[at], null) : describeChanges(views[at - 1], views[at]);
    body.querySelector("#log").innerHTML = lines.map((l) => `<li>${esc(l)}</li>`).join("");
  };
  const stop = () => { clearInterval(timer); timer = null; body.querySelector("#play").textContent = "▶ play"; };
  body.addEventListener("click", (ev) => {
    const b = ev.target.closest("button");
    if (!b) return;
    if (b.id === "play") {
      if (timer) { stop(); return; }
      b.textContent = "⏸ pause";
      timer = setInterval(() => { if (at >= last) stop(); else show(at + 1); }, 700);
      return;
    }
    stop();
    if (b.id === "first") show(0);
    if (b.id === "back") show(at - 1);
    if (b.id === "forward") show(at + 1);
    if (b.id === "end") show(last);
  });
  body.querySelector("#scrub").addEventListener("input", (ev) => { stop(); show(Number(ev.target.value)); });
  window.addEventListener("hashchange", stop, { once: true });
  show(0);
}
