// Routes on the URL fragment, which never reaches the server (so seat tokens stay out of logs):
//   #                      lobby
//   #play/MATCH/TOKEN      play a seat (the token is kept in sessionStorage for reloads)
//   #watch/MATCH           watch as a spectator
//   #replay/MATCH          replay a finished match

import { loadFacts } from "./cards.js";
import { startLobby } from "./lobby.js";
import { startPlay } from "./play.js";
import { startReplay } from "./replay.js";

const app = document.getElementById("app");
let current = null;

function route() {
  if (current && current.close) current.close();
  current = null;
  // A fresh element per page, so no page's listeners outlive it.
  const root = document.createElement("div");
  app.replaceChildren(root);
  const parts = location.hash.replace(/^#\/?/, "").split("/").map(decodeURIComponent);
  const [page, match, token] = parts;
  if (page === "play" && match) {
    const key = `glimmer:seat:${match}`;
    const seatToken = token || sessionStorage.getItem(key);
    if (!seatToken) {
      root.innerHTML = '<p class="error">This link has no seat key. <a href="#">Lobby</a></p>';
      return;
    }
    sessionStorage.setItem(key, seatToken);
    current = startPlay(root, { match, token: seatToken });
  } else if (page === "watch" && match) {
    current = startPlay(root, { match, spectate: true });
  } else if (page === "replay" && match) {
    startReplay(root, match);
  } else {
    startLobby(root);
  }
}

window.addEventListener("hashchange", route);
loadFacts().then(route);
