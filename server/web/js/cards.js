// Card faces drawn from printed facts (GET /cards: name, version, cost, ink, stats, keywords,
// abilities in short words; never rules text) and from what the view says about a card
// (exerted, damage...).

let FACTS = {};

// Keywords printed with a plus sign before their value ("Challenger +2", "Resist +1").
const PLUS = new Set(["Challenger", "Resist"]);

// GET /cards gives keywords as {name: value} (0 when valueless); faces show them as the view
// does: "Evasive", "Shift 5", "Challenger +2".
function keywordList(keywords) {
  return Object.entries(keywords || {}).map(([k, v]) => (!v ? k : PLUS.has(k) ? `${k} +${v}` : `${k} ${v}`));
}

export async function loadFacts() {
  try {
    const res = await fetch("/cards");
    if (!res.ok) return;
    const byName = {};
    for (const card of (await res.json()).cards) {
      byName[card.full_name] = { ...card, keywords: keywordList(card.keywords) };
    }
    FACTS = byName;
  } catch {
    FACTS = {};
  }
}

export function facts(fullName) {
  return FACTS[fullName] || null;
}

export function esc(value) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ({
    "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

const INK_CLASS = { Amber: "amber", Amethyst: "amethyst", Emerald: "emerald", Ruby: "ruby",
                    Sapphire: "sapphire", Steel: "steel" };

export function splitName(full) {
  const f = facts(full);
  if (f) return { name: f.name, version: f.version };
  const at = String(full).indexOf(" - ");
  return at < 0 ? { name: full, version: "" } : { name: full.slice(0, at), version: full.slice(at + 3) };
}

// A card face. `card` is the view's card map ({id, name, ...state}); `extra` holds CSS classes
// and data attributes chosen by the caller (actionable, target, selected...).
export function cardFace(card, { classes = [], attrs = "", small = false, locationName = null } = {}) {
  const f = facts(card.name) || {};
  const { name, version } = splitName(card.name);
  const inks = (f.ink || []).map((i) => INK_CLASS[i] || "").join(" ");
  const type = card.type || f.type || "";
  const cls = ["card", `ink-${(f.ink && INK_CLASS[f.ink[0]]) || "none"}`, ...classes];
  if (card.exerted) cls.push("exerted");
  if (card.drying) cls.push("drying");
  if (small) cls.push("small");
  const stats = [];
  const strength = card.strength ?? f.strength;
  const willpower = card.willpower ?? f.willpower;
  const lore = card.lore ?? f.lore;
  if (type === "Character") {
    stats.push(`<span class="stat str" title="strength">⚔ ${esc(strength)}</span>`);
    stats.push(`<span class="stat wil" title="willpower">♥ ${esc(willpower)}</span>`);
  } else if (type === "Location") {
    stats.push(`<span class="stat wil" title="willpower">♥ ${esc(willpower)}</span>`);
    stats.push(`<span class="stat move" title="move cost">➜ ${esc(card.move_cost ?? f.move_cost)}</span>`);
  }
  if ((type === "Character" || type === "Location") && lore) {
    stats.push(`<span class="stat lore" title="lore">◆ ${esc(lore)}</span>`);
  }
  const keywords = card.keywords || f.keywords || [];
  const badges = [];
  if (card.exerted) badges.push('<span class="badge exerted-b">exerted</span>');
  if (card.drying) badges.push('<span class="badge drying-b">drying</span>');
  if (card.damage) badges.push(`<span class="badge damage" title="damage">✹ ${esc(card.damage)}</span>`);
  if (card.under && card.under.length) {
    const names = card.under.map((u) => (u.facedown ? "facedown card" : u.name)).join(", ");
    badges.push(`<span class="badge under" title="under it: ${esc(names)}">+${card.under.length} under</span>`);
  }
  if (locationName) badges.push(`<span class="badge at">at ${esc(locationName)}</span>`);
  const cost = f.cost ?? "?";
  const inkable = f.inkwell ? "inkable" : "";
  const kinds = [type, ...(f.classifications || [])].filter(Boolean).join(" · ");
  return `<div class="${cls.join(" ")}" data-card="${esc(card.id)}" ${attrs}
      title="${esc(card.name)}">
    <div class="card-top"><span class="cost ${inkable} ${inks}" title="${f.inkwell ? "cost (inkable)" : "cost"}">${esc(cost)}</span>
      <span class="names"><b class="cname">${esc(name)}</b><i class="version">${esc(version)}</i></span></div>
    <div class="kinds">${esc(kinds)}</div>
    ${keywords.length ? `<div class="keywords">${keywords.map((k) => `<span class="kw">${esc(k)}</span>`).join("")}</div>` : ""}
    ${f.abilities?.length && !small ? `<ul class="abilities">${f.abilities.map((a) => `<li>${esc(a)}</li>`).join("")}</ul>` : ""}
    <div class="stats">${stats.join("")}</div>
    ${badges.length ? `<div class="badges">${badges.join("")}</div>` : ""}
  </div>`;
}

export function cardBacks(count, label) {
  const shown = Math.min(count, 10);
  const backs = Array.from({ length: shown }, () => '<span class="back"></span>').join("");
  return `<div class="backs" title="${esc(label)}">${backs}<span class="count">${esc(count)}</span></div>`;
}
