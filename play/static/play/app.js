// The reference web client: the start screen, the table, a past date's reveal and the flows
// between them.  Every piece of game state comes from the API (api.js); the page draws it
// (table.js, reveal.js).
//
// Stable hooks for automated browsers, besides those docs/API.md lists for the table and the start
// screen: the reveal of a past date's Daily Gin (`#reveal=YYYY-MM-DD`, or a date in
// `data-field="reveal_date"` and the button `data-reveal-open` on the start screen) is drawn in
// `data-reveal` (with `data-date`), shown only once the API reveals the date.  In it:
// `data-par` (the par's score, as its value too), `data-par-proven` ("true" or "false"),
// `data-par-line` and `data-your-line` (ordered lists, one `li` per action in the line's order
// with `data-step-action` and, when the action names one, `data-step-card`), `data-your-score`,
// and `data-your-line-missing` when the caller did not play that date.  `data-practice` starts
// an unscored game on the date's deal.

import {
  api, ApiError, setLanguage as setApiLanguage, setToken, streamGame, token,
} from "./api.js";
import { language, setLanguage, t, translatePage } from "./i18n.js";
import { renderReveal } from "./reveal.js";
import { renderGameOver, renderHandResult, renderTable, statusText } from "./table.js";

const $ = (selector) => document.querySelector(selector);
const field = (name) => $(`[data-field="${name}"]`);

const state = {
  game: null, // the game exactly as the server last sent it
  // The opponent's part of the last answer that had one: the status line keeps saying how
  // they drew until they move again (or the hand ends).
  opponentEvents: [],
  selected: null, // the card code the player tapped
  revealDate: null, // the date the reveal screen shows
  stopWatching: () => {},
};

/** A problem found before asking the server (no name typed...), shown like an API error. */
class UserError extends Error {}

// ---- messages ------------------------------------------------------------------------------

function showError(error) {
  const box = $("[data-error]");
  box.classList.remove("notice");
  box.textContent = error instanceof ApiError || error instanceof UserError
    ? error.message : t("network_error");
  box.hidden = false;
}

function showNotice(text) {
  const box = $("[data-error]");
  box.classList.add("notice");
  box.textContent = text;
  box.hidden = false;
}

function clearMessages() {
  $("[data-error]").hidden = true;
}

/** Run a user's request; on any error say so, and re-read the game so the table is the server's. */
async function run(work) {
  clearMessages();
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof UserError)) console.error(error);
    showError(error);
    if (state.game && !(error instanceof UserError)) await reloadGame();
  }
}

// ---- the table -----------------------------------------------------------------------------

function dismissedKey(game) {
  return `ginapi.dismissed.${game.id}`;
}

function draw() {
  const game = state.game;
  renderTable(game, {
    selected: state.selected,
    status: statusText(game, state.opponentEvents),
    onSelect: (code) => {
      state.selected = code;
      draw();
    },
  });
  // A hand result stays up until dismissed, once per hand (remembered across reloads).
  const result = game.last_hand;
  const dismissed = Number(localStorage.getItem(dismissedKey(game)) || 0);
  const showResult = Boolean(result) && result.hand_number > dismissed;
  if (showResult) renderHandResult(result);
  $("[data-hand-result]").hidden = !showResult;
  const over = game.status === "finished";
  if (over) renderGameOver(game);
  $("[data-game-over]").hidden = !over;
}

/** Take a newer game from the server (with the events that led to it) and draw it. */
function update(game, events) {
  const news = events.some((event) => event.player === "opponent" || event.event === "hand_over");
  if (news) state.opponentEvents = events;
  Object.assign(state, { game, selected: null });
  draw();
}

function openGame(game) {
  state.stopWatching();
  Object.assign(state, { game, opponentEvents: [], selected: null });
  history.replaceState(null, "", `#game=${game.id}`);
  showScreen("table");
  draw();
  if (game.opponent?.kind === "human") state.stopWatching = watchGame(game.id, onRemoteChange);
}

async function reloadGame() {
  try {
    const [game] = await api.game(state.game.id);
    update(game, []);
  } catch (error) {
    console.error(error);
  }
}

const over = (game) => game.status === "finished" || game.status === "cancelled";

/**
 * The one place a game is kept up to date while the other seat plays: the live stream
 * GET /games/{id}/stream (each event brings the game and the events that led to it).  A dropped
 * stream reconnects with Last-Event-ID after a short pause.  If the stream cannot be had (an
 * error status, or no first event within 4 s: a WSGI server buffers streams), it polls instead.
 * Returns the function that stops watching.
 */
function watchGame(gameId, onChange) {
  let stopped = false;
  let connection = new AbortController();
  let stopPolling = () => {};
  let lastEventId = null;
  let streamWorks = false; // one event has come: later failures are drops, not "no stream"
  let retry;

  const fallBack = () => {
    if (!stopped) stopPolling = pollGame(gameId, onChange);
  };
  const connect = async (pause) => {
    connection = new AbortController();
    const signal = connection.signal;
    const noFirstEvent = streamWorks ? null : setTimeout(() => connection.abort(), 4000);
    try {
      await streamGame(gameId, {
        lastEventId,
        signal,
        onGame: (game, events, id) => {
          streamWorks = true;
          pause = 500; // a healthy stream: the next drop starts the backoff afresh
          clearTimeout(noFirstEvent);
          if (id != null) lastEventId = id;
          if (!stopped) onStreamEvent(game, events);
        },
      });
    } catch (error) {
      if (stopped) return;
      if (!streamWorks || (error instanceof ApiError && error.status < 500)) {
        if (!(error instanceof ApiError) && !signal.aborted) console.error(error);
        fallBack();
        return;
      }
    } finally {
      clearTimeout(noFirstEvent);
    }
    if (stopped || state.game?.id !== gameId || over(state.game)) return;
    retry = setTimeout(() => connect(Math.min(pause * 2, 8000)), pause);
  };
  connect(500);
  return () => {
    stopped = true;
    clearTimeout(retry);
    connection.abort();
    stopPolling();
  };
}

/** A stream event: draw it if it is newer than the table (our own move may have come first). */
function onStreamEvent(game, events) {
  const held = state.game;
  if (held?.id !== game.id) return;
  if (game.version > held.version || game.status !== held.status) update(game, events);
}

/** Polling, when the stream cannot be had: GET /games/{id} with If-None-Match every 1.5 s
 * while it is not our turn (an unchanged game is a bodiless 304). */
function pollGame(gameId, onChange) {
  let timer;
  const tick = async () => {
    const game = state.game;
    if (game?.id !== gameId || over(game)) return;
    if (game.status === "waiting" || game.turn !== "you") {
      try {
        const [fresh, changed] = await api.game(gameId);
        if (changed) await onChange(fresh);
      } catch (error) {
        console.error(error); // the next tick tries again
      }
    }
    timer = setTimeout(tick, 1500);
  };
  timer = setTimeout(tick, 1500);
  return () => clearTimeout(timer);
}

async function onRemoteChange(fresh) {
  const held = state.game;
  if (fresh.id !== held.id || (fresh.version === held.version && fresh.status === held.status)) {
    return;
  }
  // The game document does not say how the opponent drew; the move log does.
  const { moves } = await api.moveLog(fresh.id);
  update(fresh, moves.filter((m) => m.version > held.version).flatMap((m) => m.events));
}

function needsCard(action) {
  // A discard names its card; so does a knock where the ruleset knocks with 10 cards.
  return action === "discard" || (action === "knock" && state.game.ruleset.knock_cards === 10);
}

async function play(action) {
  const card = needsCard(action) ? state.selected : null;
  if (needsCard(action) && !card) throw new UserError(t("need_card"));
  const answer = await api.move(state.game, action, card);
  update(answer.game, answer.events);
}

// ---- the start screen ----------------------------------------------------------------------

function showScreen(name) {
  for (const screen of document.querySelectorAll("[data-screen]")) {
    screen.hidden = screen.dataset.screen !== name;
  }
}

/** A guest is made on the fly from the typed name (or "Guest") the first time one is needed. */
async function ensurePlayer() {
  if (token()) return;
  const player = await api.createGuest(field("display_name").value.trim() || t("guest"));
  setToken(player.token);
}

function gameSettings(opponent) {
  const settings = {
    opponent,
    ruleset: field("ruleset").value,
    target: Number(field("target").value) || 100,
  };
  if (opponent === "ai") settings.ai_level = field("ai_level").value;
  return settings;
}

const starts = {
  ai: async () => openGame(await api.createGame(gameSettings("ai"))),
  friend: async () => openGame(await api.createGame(gameSettings("human"))),
  join: async () => {
    const code = field("invite_code").value.trim();
    if (!code) throw new UserError(t("need_code"));
    openGame(await api.joinGame(code));
  },
  daily: async () => openGame(await api.playDaily()),
};

const accounts = {
  signup: async () => {
    const username = field("username").value.trim();
    if (!token() && !field("display_name").value.trim()) field("display_name").value = username;
    await ensurePlayer();
    await api.signUp(username, field("password").value);
    showNotice(t("signed_up", { username }));
  },
  login: async () => {
    const session = await api.logIn(field("username").value.trim(), field("password").value);
    setToken(session.token);
  },
  logout: async () => {
    state.stopWatching();
    await api.logOut().catch(() => {}); // a token the server already forgot is logged out too
    setToken(null);
    showNotice(t("logged_out"));
  },
};

function listItems(target, rows, render, empty) {
  const items = rows.map((row) => {
    const li = document.createElement("li");
    render(li, row);
    return li;
  });
  if (!items.length) items.push(Object.assign(document.createElement("li"), { textContent: empty }));
  $(target).replaceChildren(...items);
}

function boardRow(li, row) {
  const name = row.player?.display_name ?? row.player;
  li.textContent = `${row.rank}. ${name} — ${row.score}`;
  // Daily board rows carry the date's par once the date is over.
  if (row.par != null) li.textContent += ` ${t("of_par", { par: row.par })}`;
  li.value = row.rank;
}

async function showBoard(which) {
  const date = field("board_date").value || "today";
  const board = which === "daily" ? await api.dailyBoard(date)
    : await api.bestHandBoard(which === "around-me" && Boolean(token()));
  $("[data-board-title]").textContent = which === "daily"
    ? t("board_daily", { date }) : t("board_best_hand");
  listItems("[data-board-rows]", board.results, boardRow, t("board_empty"));
}

function historyRow(li, game) {
  const button = document.createElement("button");
  button.className = "link";
  button.dataset.gameId = game.id;
  button.textContent = t("history_row", {
    date: new Date(game.created_at).toLocaleDateString(language()),
    opponent: game.opponent.kind === "ai"
      ? t("vs_ai", { level: t(`level_${game.opponent.ai_level}`) })
      : game.opponent.display_name || t("vs_friend"),
    you: game.scores.you,
    them: game.scores.opponent,
    status: t(`status_${game.status}`),
  });
  button.addEventListener("click", () => run(async () => openGame((await api.game(game.id))[0])));
  li.append(button);
}

/** The start screen's reads: each independent, a failure only leaves its panel empty. */
async function loadLobby() {
  const quietly = (promise) => promise.catch((error) => console.error(error));
  await Promise.all([
    quietly(api.daily().then((daily) => {
      const lines = [t("daily_info", { date: daily.date, ruleset: daily.ruleset, players: daily.players })];
      if (token()) {
        lines.push(daily.your_result ? t("daily_result", { score: daily.your_result.score ?? "–" })
          : t("daily_not_played"));
      }
      $("[data-daily-info]").textContent = lines.join(" ");
    })),
    quietly(api.dailyBoard("today").then((board) =>
      listItems("[data-daily-board]", board.results, boardRow, t("board_empty")))),
    quietly(showBoard("best-hand")),
    quietly(loadPlayer()),
  ]);
}

async function loadPlayer() {
  if (!token()) {
    $("[data-player-name]").textContent = "";
    $("[data-stats]").textContent = "";
    $("[data-history]").replaceChildren();
    return;
  }
  const [me, games] = await Promise.all([api.me(), api.games()]);
  const stats = me.stats;
  $("[data-player-name]").textContent = me.display_name;
  if (!field("display_name").value) field("display_name").value = me.display_name;
  $("[data-stats]").textContent = t("stats", {
    games: stats.games, won: stats.games_won ?? 0, hands: stats.hands_won, gins: stats.gins,
    best: stats.best_hand ?? "–",
  });
  $("[data-stats]").append(" · ", t("streaks", {
    streak: stats.daily_streak ?? 0, best: stats.best_daily_streak ?? 0,
  }));
  listItems("[data-history]", games.results, historyRow, t("history_empty"));
}

function goToStart() {
  state.stopWatching();
  state.game = null;
  state.revealDate = null;
  history.replaceState(null, "", location.pathname);
  showScreen("start");
  loadLobby();
}

// ---- the reveal: a past date's par line beside the caller's own ----------------------------

/** The UTC date `days` from now, as the API writes dates. */
function utcDate(days = 0) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** GET /daily/{date}: the reveal once the date is over; before, the client says when. */
async function openReveal(date) {
  if (!date) throw new UserError(t("need_date"));
  state.stopWatching();
  state.game = null;
  state.revealDate = date;
  field("reveal_day").value = date;
  history.replaceState(null, "", `#reveal=${date}`);
  showScreen("reveal");
  const box = $("[data-reveal]");
  box.hidden = true;
  box.dataset.date = date;
  $("[data-practice]").hidden = true;
  $("[data-reveal-summary]").textContent = "";
  const daily = await api.dailyOn(date);
  if (state.revealDate !== date) return; // another date was asked for meanwhile
  $("[data-practice]").hidden = false;
  $("[data-reveal-summary]").textContent = t("reveal_summary", {
    date: daily.date, ruleset: daily.ruleset, players: daily.players,
  });
  if (!daily.revealed) {
    showNotice(t("reveal_not_over", { date: daily.date }));
    return;
  }
  renderReveal(box, daily);
  box.hidden = false;
}

/** POST /daily/{date}/practice: an unscored game on the date's deal, opened like any other. */
async function practise() {
  const date = state.revealDate;
  await ensurePlayer();
  openGame(await api.practiseDaily(date));
}

// ---- wiring --------------------------------------------------------------------------------

function applyLanguage(lang) {
  setLanguage(lang);
  setApiLanguage(language());
  field("language").value = language();
  translatePage();
}

function wire() {
  document.addEventListener("click", (event) => {
    const button = event.target.closest("button, a");
    if (!button) return;
    const { start, account, action, board, nav, revealOpen } = button.dataset;
    if (start) run(async () => { await ensurePlayer(); await starts[start](); });
    else if (revealOpen !== undefined) {
      run(() => openReveal(field(revealOpen === "here" ? "reveal_day" : "reveal_date").value));
    } else if ("practice" in button.dataset) run(practise);
    else if (account) run(async () => { await accounts[account](); await loadPlayer(); });
    else if (action) run(() => play(action));
    else if (board) run(() => showBoard(board));
    else if (nav === "start") {
      event.preventDefault();
      clearMessages();
      goToStart();
    } else if ("dismiss" in button.dataset) {
      localStorage.setItem(dismissedKey(state.game), String(state.game.last_hand.hand_number));
      draw();
    }
  });
  // Enter in the password field logs in rather than reloading the page.
  $("[data-account-form]").addEventListener("submit", (event) => {
    event.preventDefault();
    run(async () => { await accounts.login(); await loadPlayer(); });
  });
  field("language").addEventListener("change", () => {
    applyLanguage(field("language").value);
    if (state.game) draw();
    else if (state.revealDate) run(() => openReveal(state.revealDate));
    else loadLobby();
  });
}

async function main() {
  applyLanguage(language());
  wire();
  field("reveal_date").value = utcDate(-1);
  const reveal = location.hash.match(/^#reveal=(\d{4}-\d{2}-\d{2})$/);
  if (reveal) {
    await run(() => openReveal(reveal[1]));
    return;
  }
  const resume = location.hash.match(/^#game=([\w-]+)$/);
  if (resume && token()) {
    await run(async () => openGame((await api.game(resume[1]))[0]));
    if (state.game) return;
  }
  goToStart();
}

main();
