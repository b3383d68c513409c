// The event log in words. Views carry no event list, so the log is read from what changed
// between two consecutive views of the same viewer: turns, cards entering play or discard,
// inked cards, draws, lore, damage, decisions and the result. A card gets a new id whenever it
// changes zones, so "entered play" is simply an id that was not in play before.

import { facts, splitName } from "./cards.js";

export function seatName(seat, you) {
  return seat === you ? "You" : `Seat ${seat + 1}`;
}

const REASONS = { lore: "reached the lore goal", opponent_conceded: "the opponent conceded",
                  opponent_decked: "the opponent's deck ran out", draw: "a draw",
                  opponent_timeout: "the opponent's time ran out",
                  last_player_standing: "last player standing",
                  state_based_actions: "the others lost by state-based actions",
                  power: "reached 15 power" };

// The sole winner of a finished game, or -1: Lorcana's `result.winner`, or the seeds' games'
// `result.winners` when it names exactly one seat (docs/PROTOCOL.md, "Other games").
export function soleWinner(result) {
  if (!result) return -1;
  if (Array.isArray(result.winners)) return result.winners.length === 1 ? result.winners[0] : -1;
  return result.winner === null || result.winner === undefined ? -1 : result.winner;
}

// Why a game ended, in words (the engine's and server's reason codes).
export function reasonText(reason) {
  return REASONS[reason] || String(reason ?? "").replace(/_/g, " ");
}

// Why a finished game ended, from this viewer's side: "your time ran out", "Seat 2 conceded"
// (the loser is the player whose `lost` says so); `you` is null for a spectator.
const LOSS = { opponent_timeout: "timeout", opponent_conceded: "conceded", opponent_decked: "empty_deck" };

export function endReason(view, you) {
  const reason = view.result && view.result.reason;
  const losers = view.players.filter((p) => p.lost && p.lost === LOSS[reason]).map((p) => p.seat);
  if (!losers.length) return reasonText(reason);
  if (reason === "opponent_conceded") return `${losers.map((s) => seatName(s, you)).join(" and ")} conceded`;
  const whose = losers.map((s) => seatPossessive(s, you)).join(" and ");
  return reason === "opponent_timeout" ? `${whose} time ran out` : `${whose} deck ran out`;
}

export function seatPossessive(seat, you) {
  return seat === you ? "your" : `Seat ${seat + 1}'s`;
}

const count = (zone) => (Array.isArray(zone) ? zone.length : zone || 0);
const ids = (zone) => new Set((zone || []).map((c) => c.id));
const short = (card) => {
  const { name, version } = splitName(card.name);
  return version ? `${name} – ${version}` : name;
};

export function describeChanges(prev, next) {
  if (!next) return [];
  const you = next.you;
  const lines = [];
  if (!prev) {
    lines.push(`Turn ${next.turn}: ${seatName(next.active, you)} to play.`);
    return lines;
  }
  if (next.turn !== prev.turn) lines.push(`— Turn ${next.turn}: ${seatPossessive(next.active, you)} turn.`);
  next.players.forEach((p, i) => {
    const before = prev.players[i];
    if (!before) return;
    const who = seatName(p.seat, you);
    const oldPlay = ids(before.play);
    const newPlay = ids(p.play);
    for (const c of p.play) {
      if (!oldPlay.has(c.id)) {
        const type = c.type || facts(c.name)?.type;
        const shifted = c.under && c.under.length ? " (shifted)" : "";
        lines.push(type === "Song" ? `${who} sang ${short(c)}.`
          : type === "Action" ? `${who} played ${short(c)}.`
            : `${who} put ${short(c)} into play${shifted}.`);
      }
    }
    // A card that left play shows up (with a new id) in its owner's discard when banished.
    const oldDiscard = ids(before.discard);
    const discarded = p.discard.filter((c) => !oldDiscard.has(c.id));
    for (const c of before.play) {
      if (newPlay.has(c.id)) continue;
      const type = c.type || facts(c.name)?.type;
      const at = discarded.findIndex((d) => d.name === c.name);
      if (at >= 0) {
        discarded.splice(at, 1);
        if (type !== "Action" && type !== "Song") lines.push(`${short(c)} was banished.`);
      } else lines.push(`${short(c)} left play.`);
    }
    for (const c of discarded) lines.push(`${short(c)} went to ${seatPossessive(p.seat, you)} discard.`);
    for (const c of before.play) {
      const now = p.play.find((x) => x.id === c.id);
      if (!now) continue;
      if ((now.damage || 0) > (c.damage || 0)) lines.push(`${short(c)} took ${now.damage - c.damage} damage.`);
      if (!c.exerted && now.exerted && p.lore > before.lore && now.type === "Character") {
        lines.push(`${who} quested with ${short(c)}.`);
      }
    }
    const inked = (p.inkwell.total || 0) - (before.inkwell.total || 0);
    if (inked > 0) lines.push(`${who} put ${inked === 1 ? "a card" : `${inked} cards`} into the inkwell.`);
    const drew = count(p.hand) - count(before.hand);
    if (drew > 0 && p.deck < before.deck) lines.push(`${who} drew ${drew === 1 ? "a card" : `${drew} cards`}.`);
    if (p.lore !== before.lore) lines.push(`${who}: ${p.lore} lore (${p.lore > before.lore ? "+" : ""}${p.lore - before.lore}).`);
    if (p.lost && !before.lost) {
      const why = { timeout: ": out of time", conceded: " (conceded)", empty_deck: ": the deck ran out" }[p.lost] || "";
      lines.push(`${who} lost${why}.`);
    }
  });
  const d = next.decision;
  const pd = prev.decision;
  if (d && (!pd || pd.prompt !== d.prompt || pd.player !== d.player)) {
    lines.push(`${seatName(d.player, you)} ${d.player === you ? "must" : "is asked to"} choose: ${d.prompt}`);
  }
  if (next.result && !prev.result) lines.push(endLine(next, you));
  return lines;
}

function endLine(view, you) {
  const w = soleWinner(view.result);
  const why = endReason(view, you);
  return w < 0 ? `The game ended (${why}).` : `${seatName(w, you)} ${w === you ? "win" : "wins"} (${why}).`;
}

// The log of a game this page does not draw (the seeds' games): who left, and the end.
export function describeOther(prev, next, you) {
  if (!next) return [];
  if (!prev) return [`This match plays ${next.game}.`];
  const lines = [];
  next.players.forEach((p, i) => {
    const before = prev.players[i];
    if (before && p.lost && !before.lost) {
      const why = { timeout: ": out of time", conceded: " (conceded)" }[p.lost] || "";
      lines.push(`${seatName(p.seat, you)} left the game${why}.`);
    }
  });
  if (next.result && !prev.result) lines.push(endLine(next, you));
  return lines;
}
