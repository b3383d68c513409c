// The turn clock on the board: each seat's time bank from the view's `clock` map (banks as of
// `since`, the seats whose bank is running), counted down between views. The count starts when
// the clock map arrived, not from `since` on the server's wall clock (the two clocks may
// differ), except for a fresh view (welcome), which may be old when it arrives: its age is
// taken from `since` (docs/PROTOCOL.md "Hosted bots and the turn clock").

// When the current clock map arrived, and how old it already was: {key, at, age}.
export function clockReceived(prev, view, fresh) {
  const clock = view && view.clock;
  if (!clock) return null;
  const key = JSON.stringify([clock.banks, clock.running, clock.since]);
  if (prev && prev.key === key) return prev;
  const age = fresh ? Math.min(Math.max(0, Date.now() / 1000 - clock.since), 24 * 3600) : 0;
  return { key, at: performance.now(), age };
}

// A seat's seconds left now (never below 0), or null without a clock.
export function bankLeft(view, seat, received) {
  const clock = view && view.clock;
  if (!clock || !Array.isArray(clock.banks) || clock.banks[seat] === undefined) return null;
  let left = clock.banks[seat];
  if (!view.result && received && (clock.running || []).includes(seat)) {
    left -= received.age + (performance.now() - received.at) / 1000;
  }
  return Math.max(0, left);
}

// "12:05", "0:42"; tenths in the last ten seconds ("7.3").
export function formatBank(seconds) {
  if (seconds < 10) return `0:0${seconds.toFixed(1)}`;
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

function bankState(view, seat, left) {
  const running = !view.result && (view.clock.running || []).includes(seat);
  return { running, low: left < Math.min(30, view.clock.bank / 4), out: left <= 0 };
}

// The bank of one seat as an element the ticker updates in place.
export function bankHtml(view, seat, received) {
  const left = bankLeft(view, seat, received);
  if (left === null) return "";
  const st = bankState(view, seat, left);
  const cls = ["bank", st.running ? "running" : "", st.low ? "low" : "", st.out ? "out" : ""].join(" ");
  const what = st.running ? "time bank, running: the game waits for this player" : "time bank (stopped)";
  return `<span class="${cls}" data-bank-seat="${seat}" title="${what}"><span class="label">time</span> <b class="left">${formatBank(left)}</b>${st.running ? " ▼" : ""}</span>`;
}

// Update every shown bank in place (a few times a second, without redrawing the board).
export function tickBanks(root, view, received) {
  if (!view || !view.clock) return;
  for (const el of root.querySelectorAll("[data-bank-seat]")) {
    const seat = Number(el.dataset.bankSeat);
    const left = bankLeft(view, seat, received);
    if (left === null) continue;
    const st = bankState(view, seat, left);
    const b = el.querySelector(".left");
    if (b) b.textContent = formatBank(left);
    el.classList.toggle("low", st.low);
    el.classList.toggle("out", st.out);
  }
}
