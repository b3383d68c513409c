// What a seat may do, from its view's `legal` list only: grouped by the card they start from,
// with labels. Nothing here invents an action; every control sends an element of `legal`.

import { facts, splitName } from "./cards.js";

// All cards of a view by id (play, hands, discards), to name targets.
export function cardIndex(view) {
  const byId = new Map();
  for (const p of view.players || []) {
    for (const zone of [p.play, p.discard, Array.isArray(p.hand) ? p.hand : []]) {
      for (const c of zone || []) byId.set(c.id, { card: c, seat: p.seat });
    }
  }
  return byId;
}

function nameOf(index, id) {
  const found = index.get(id);
  return found ? splitName(found.card.name).name : `card ${id}`;
}

// Map card id -> list of entries {label, action} or {label, targets: Map(targetId -> action)}.
export function actionsByCard(view) {
  const index = cardIndex(view);
  const out = new Map();
  const add = (id, entry) => {
    if (!out.has(id)) out.set(id, []);
    out.get(id).push(entry);
  };
  const groups = new Map(); // `${card}|${kind}` -> entry with targets
  const group = (id, kind, label, target, action) => {
    const key = `${id}|${kind}`;
    let entry = groups.get(key);
    if (!entry) {
      entry = { label, kind, targets: new Map() };
      groups.set(key, entry);
      add(id, entry);
    }
    entry.targets.set(target, action);
  };
  for (const a of view.legal || []) {
    switch (a.type) {
      case "ink": add(a.card, { label: "Put into your inkwell", action: a, kind: "ink" }); break;
      case "quest": add(a.card, { label: "Quest", action: a, kind: "quest" }); break;
      case "play": {
        const singers = a.singers || [];
        if (a.shift) group(a.card, "shift", "Shift onto…", a.shift, a);
        else if (singers.length === 1) group(a.card, "sing", "Sing with…", singers[0], a);
        else if (singers.length > 1) {
          add(a.card, { label: `Sing together: ${singers.map((s) => nameOf(index, s)).join(" + ")}`,
                        action: a, kind: "sing" });
        } else {
          const found = index.get(a.card);
          const cost = found ? facts(found.card.name)?.cost : undefined;
          add(a.card, { label: cost === undefined ? "Play it" : `Play it (cost ${cost})`, action: a, kind: "play" });
        }
        break;
      }
      case "challenge": group(a.attacker, "challenge", "Challenge…", a.defender, a); break;
      case "move": group(a.card, "move", "Move to a location…", a.location, a); break;
      case "activate": {
        const found = index.get(a.card);
        const named = found && facts(found.card.name)?.activated?.[a.ability];
        add(a.card, { label: a.ability === -1 ? "Boost" : named ? `Use: ${named}` : `Use ability ${a.ability + 1}`,
                      action: a, kind: "activate" });
        break;
      }
      default: break;
    }
  }
  return out;
}

export function turnActions(view) {
  const legal = view.legal || [];
  return {
    endTurn: legal.find((a) => a.type === "end_turn") || null,
    concede: legal.find((a) => a.type === "concede") || null,
    claimWin: legal.find((a) => a.type === "claim_win") || null,
    choices: legal.filter((a) => a.type === "choose"),
  };
}

const key = (picks) => JSON.stringify(picks);
const sortedKey = (picks) => JSON.stringify([...picks].map(String).sort());

// The legal `choose` whose picks are exactly `selection` (in order if that matters, else as a
// set), or null: a decision is only ever answered with a legal choice.
export function matchChoice(choices, selection) {
  const exact = choices.find((c) => key(c.picks) === key(selection));
  if (exact) return exact;
  const want = sortedKey(selection);
  return choices.find((c) => sortedKey(c.picks) === want) || null;
}

// Whether some legal choice contains every picked option (so the selection can still grow).
export function canExtend(choices, selection) {
  return choices.some((c) => selection.every((s) => c.picks.includes(s)));
}
