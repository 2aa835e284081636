// The lobby: find a stranger to play (seeks), ratings with their history, the rating board,
// and a rematch at the end of a game between two players.  Every call goes through api.js.
//
// Hooks for automated browsers: `data-field="seek_rated"` (a checkbox: rated or casual), the
// buttons `data-lobby="quick"` (post a seek with the start form's ruleset and target, then
// wait) and `data-lobby="cancel"` (withdraw it), `data-seek-waiting` (shown while waiting),
// the open seeks in `data-seeks` (one `li` each, with a `data-accept` button named by the
// seek's id), the player's ratings in `data-ratings` (one `li` per ruleset with
// `data-ruleset` and `data-rating`, the rating rounded), the history chart `data-rating-chart`
// (an SVG polyline), the board `data-rating-board`; at a game's end `data-rating-change`
// (`data-before`, `data-after`) and the button `data-rematch` (`data-rematch-state`:
// `none`, `offered`, `asked` when the opponent offered), who offers in `data-rematch-offer`
// and `data-rematch-decline` to decline (rematch.js).

import { api, token } from "./api.js";
import { $ } from "./dom.js";
import { t } from "./i18n.js";

const POLL_MS = 1000;

const lobby = {
  seek: null, // our open seek while we wait
  knownGames: new Set(), // active games we had when we started waiting
  timer: null,
  hooks: null, // { openGame, run }
};

function li(content, attrs = {}) {
  const item = document.createElement("li");
  if (typeof content === "string") item.textContent = content;
  else item.append(...content);
  Object.assign(item.dataset, attrs);
  return item;
}

// ---- seeks ---------------------------------------------------------------------------------

function seekSettings() {
  return {
    ruleset: $('[data-field="ruleset"]').value,
    target: Number($('[data-field="target"]').value) || 100,
    rated: $('[data-field="seek_rated"]').checked,
  };
}

async function drawSeeks() {
  const page = await api.seeks();
  const rows = page.results.map((seek) => {
    const button = document.createElement("button");
    button.dataset.accept = seek.id;
    button.textContent = t("accept_seek");
    const kind = seek.rated ? t("rated") : t("casual");
    const label = `${seek.player.display_name} (${Math.round(seek.player.rating)}) · `
      + `${seek.ruleset} ${seek.target} · ${kind} `;
    return li([label, button]);
  });
  if (!rows.length) rows.push(li(t("no_seeks")));
  $("[data-seeks]").replaceChildren(...rows);
}

function setWaiting(seek) {
  lobby.seek = seek;
  $("[data-seek-waiting]").hidden = !seek;
  $('[data-lobby="cancel"]').hidden = !seek;
  $('[data-lobby="quick"]').hidden = Boolean(seek);
}

/** While we wait: has a new active game appeared (our seek paired)?  Open it. */
async function checkPaired() {
  if (!lobby.seek || !token()) return;
  const games = await api.activeGames();
  const fresh = games.results.find((game) => !lobby.knownGames.has(game.id));
  if (fresh) {
    setWaiting(null);
    lobby.hooks.openGame((await api.game(fresh.id))[0]);
  }
}

async function quickGame() {
  const games = await api.activeGames();
  lobby.knownGames = new Set(games.results.map((game) => game.id));
  const seek = await api.postSeek(seekSettings());
  if (seek.game) {
    lobby.hooks.openGame((await api.game(seek.game))[0]);
    return;
  }
  setWaiting(seek);
}

async function cancelSeek() {
  if (lobby.seek) await api.withdrawSeek(lobby.seek.id);
  setWaiting(null);
}

async function acceptSeek(id) {
  lobby.hooks.openGame(await api.acceptSeek(id));
}

function tick() {
  const quietly = (promise) => promise.catch((error) => console.error(error));
  if ($('[data-screen="start"]').hidden) return;
  // Back at the start: the last game's rematch is no longer watched.
  ending?.then((module) => module.forget());
  quietly(drawSeeks());
  quietly(checkPaired());
}

// ---- ratings -------------------------------------------------------------------------------

/** A small line chart of the ratings after each game: an SVG polyline, no library. */
function drawChart(history) {
  const svg = $("[data-rating-chart]");
  const width = 240;
  const height = 60;
  if (history.length < 1) {
    svg.replaceChildren();
    return;
  }
  const values = [1500, ...history.map((step) => step.rating)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const points = values.map((value, index) => {
    const x = (index / Math.max(1, values.length - 1)) * (width - 4) + 2;
    const y = height - 2 - ((value - low) / span) * (height - 4);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
  line.setAttribute("points", points.join(" "));
  line.setAttribute("fill", "none");
  line.setAttribute("stroke", "currentColor");
  line.setAttribute("stroke-width", "2");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.dataset.points = String(values.length);
  svg.replaceChildren(line);
}

export async function loadRatings(playerId) {
  const ruleset = $('[data-field="ruleset"]').value;
  const board = await api.ratingBoard(ruleset, false);
  const rows = board.results.map((row) =>
    li(`${row.rank}. ${row.player.display_name} — ${Math.round(row.rating)}`));
  if (!rows.length) rows.push(li(t("board_empty")));
  $("[data-rating-board]").replaceChildren(...rows);
  if (!playerId) {
    $("[data-ratings]").replaceChildren();
    drawChart([]);
    return;
  }
  const [profile, history] = await Promise.all([
    api.player(playerId), api.ratingHistory(playerId, ruleset),
  ]);
  const played = Object.entries(profile.ratings).filter(([name, r]) => r.games || name === ruleset);
  $("[data-ratings]").replaceChildren(...played.map(([name, r]) => li(
    `${name}: ${Math.round(r.rating)} ±${Math.round(r.rd)}`
      + (r.provisional ? ` (${t("provisional")})` : "")
      + ` · ${t("rating_games", { count: r.games })}`,
    { ruleset: name, rating: String(Math.round(r.rating)) },
  )));
  drawChart(history);
}

// ---- the end of a game between two players: rematch.js, loaded when one ends ----------------

let ending = null;
const endOfGame = () => (ending ??= import("./rematch.js"));

/** Called by app.js whenever the game-over panel is drawn. */
export function showGameEnd(game) {
  endOfGame().then((module) => module.showGameEnd(game, lobby.hooks));
}

const stopRematchWatch = () => ending?.then((module) => module.stopRematchWatch());

// ---- wiring --------------------------------------------------------------------------------

/** `openGame(game)` opens the table, `run(work)` runs a request and shows its errors,
 * `ensurePlayer()` makes a guest from the typed name when there is no token yet. */
export function initLobby({ openGame, run, ensurePlayer }) {
  lobby.hooks = { openGame: (game) => { stopRematchWatch(); openGame(game); }, run };
  const asPlayer = (work) => run(async () => { await ensurePlayer(); await work(); });
  document.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.dataset.lobby === "quick") asPlayer(quickGame);
    else if (button.dataset.lobby === "cancel") run(cancelSeek);
    else if (button.dataset.accept) asPlayer(() => acceptSeek(button.dataset.accept));
    else if ("rematch" in button.dataset) run(async () => (await endOfGame()).rematch());
    else if ("rematchDecline" in button.dataset) run(async () => (await endOfGame()).declineRematch());
  });
  setWaiting(null);
  lobby.timer = setInterval(tick, POLL_MS);
}

export function refreshLobby() {
  tick();
}
