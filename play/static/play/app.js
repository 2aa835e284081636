// The reference web client: the start screen, the table, a past date's reveal and the flows
// between them.  Every piece of game state comes from the API (api.js); the page draws it
// (table.js, hand.js, reveal.js).  Screens are registered in screens.js: a module adding one
// registers it there and is imported below ("more screens").
//
// Stable hooks for automated browsers, besides those docs/API.md lists for the table and the start
// screen: the reveal of a past date's Daily Gin (`#reveal=YYYY-MM-DD`, or a date in
// `data-field="reveal_date"` and the button `data-reveal-open` on the start screen) is drawn in
// `data-reveal` (with `data-date`), shown only once the API reveals the date.  In it:
// `data-par` (the par's score, as its value too), `data-par-proven` ("true" or "false"),
// `data-par-line` and `data-your-line` (ordered lists, one `li` per action in the line's order
// with `data-step-action` and, when the action names one, `data-step-card`), `data-your-score`,
// and `data-your-line-missing` when the caller did not play that date.  `data-practice` starts
// an unscored game on the date's deal.  The table: `data-meld="N"` on each card of meld N,
// `data-deadwood-detail` (which cards count; `data-deadwood-after-discard` inside it with 11
// cards), `data-live` (the live region), `data-rename` (changes the name typed).

import {
  api, ApiError, setLanguage as setApiLanguage, setToken, streamGame, token,
} from "./api.js";
import {
  arrange, focusCard, forgetOrders, loadOrder, moveCard, sortOrder, syncOrder, wireHand,
} from "./hand.js";
import { $ } from "./dom.js";
import { addStrings, language, setLanguage, t, translatePage } from "./i18n.js";
import { initLobby, loadRatings, refreshLobby, showGameEnd } from "./lobby.js";
import { joinCode, loadInvites, loadSessions, showAccount, updateRulesLink } from "./start.js";
import { decorateLine, offerReview, verificationLine } from "./review.js";
import {
  announce, clearMessages, currentScreen, openScreen, registerScreen, run as runRequest,
  showError, showNotice, showScreen, UserError,
} from "./screens.js";
import {
  cardLabel, cardName, opponentSummary, renderGameOver, renderHandResult, renderScoreSheet,
  renderScoreline, renderTable, resultSentence, SHORTCUTS, statusText,
} from "./table.js";
// ---- more screens: modules that register their own screens are imported here ----

const field = (name) => $(`[data-field="${name}"]`);

const state = {
  game: null, // the game exactly as the server last sent it
  // The opponent's moves in this hand from the last answer that had any: the status line
  // says how they drew until they move again; a new hand starts it afresh.
  opponentEvents: [],
  selected: null, // the card code the player tapped
  order: { cards: [], moved: false }, // the player's order of the hand (hand.js)
  fresh: null, // the card just drawn, marked until the next move
  analysis: null, // POST /analyze of the 11 cards held while discarding
  me: null, // GET /players/me, for the player's own name on the table
  // The score sheet's hands: their results, oldest first (the move log's, then each last_hand).
  hands: { game: null, results: [], reading: null },
  revealDate: null, // the date the reveal screen shows
  stopWatching: () => {},
};

/** A request of the player's: errors shown; after a server's, the game is read again. */
const run = (work) => runRequest(work, async () => { if (state.game) await reloadGame(); });

const over = (game) => game.status === "finished" || game.status === "cancelled";

// ---- the table -----------------------------------------------------------------------------

function dismissedKey(game) {
  return `ginapi.dismissed.${game.id}`;
}

function resultShown(game) {
  const result = game.last_hand;
  const dismissed = Number(localStorage.getItem(dismissedKey(game)) || 0);
  return Boolean(result) && result.hand_number > dismissed;
}

function draw() {
  const game = state.game;
  state.order = syncOrder(game, state.order);
  renderTable(game, {
    selected: state.selected,
    status: statusText(game, state.opponentEvents),
    groups: arrange(game, state.order),
    analysis: state.analysis?.key === handKey(game) ? state.analysis.body : null,
    myName: state.me?.display_name,
    fresh: state.fresh,
  });
  // A friend game's turn clock (clock.js, loaded the first time a game has one).
  if (game.turn_deadline || state.clock) {
    state.clock ??= import("./clock.js");
    state.clock.then((clock) => clock.renderClock(game, { run, onGame: (fresh) => update(fresh, []) }));
  }
  // A hand result stays up until dismissed, once per hand (remembered across reloads).
  const sheet = $("[data-hand-result]");
  const showResult = resultShown(game);
  const opening = showResult && sheet.hidden;
  if (showResult) {
    renderHandResult(game.last_hand, game.daily);
    offerReview($("[data-hand-result-body]"), game.id, game.last_hand.hand_number);
  }
  sheet.hidden = !showResult;
  document.body.classList.toggle("sheet-open", showResult);
  // While the result is up, the table behind it is out of reach (Tab stays in the sheet).
  for (const node of document.querySelectorAll(
    'body > header, [data-screen="table"] > :not([data-hand-result])')) node.inert = showResult;
  if (opening) {
    sheet.scrollTop = 0;
    $("[data-dismiss]").focus({ preventScroll: true });
  }
  const ended = over(game);
  if (ended) {
    renderGameOver(game);
    if (game.status === "finished") showGameEnd(game);
  }
  $("[data-game-over]").hidden = !ended;
  if (ended) $("[data-resign-confirm]").hidden = true;
  renderScoreSheet(game, heldHands(game) ?? []);
}

/** The score sheet's hands, as far as they are held: a hand that ended since, the next one, is
 * the game's own `last_hand` (added here); null when hands ended that are not held (the game
 * just opened, or two hands ended in one answer): the move log has them. */
function heldHands(game) {
  const held = state.hands;
  if (held.game !== game.id) return null;
  const last = game.last_hand;
  const top = held.results.at(-1)?.hand_number ?? 0;
  if (!last || last.hand_number <= top) return held.results;
  if (last.hand_number !== top + 1) return null;
  held.results = [...held.results, last];
  return held.results;
}

/** The hands' results for the score sheet: the move log's `hand_over` events (`moves`, when the
 * caller has just read it), read once a game is opened with hands already played, and again
 * only when hands ended that the game's `last_hand` does not cover. */
async function loadScoreSheet(game, moves = null) {
  if (heldHands(game) !== null) return;
  if (!game.last_hand) {
    state.hands = { game: game.id, results: [] };
    return;
  }
  if (!moves) {
    // One read at a time for a game: an answer that arrives meanwhile waits for it.
    if (state.hands.reading?.game !== game.id) {
      const reading = api.moveLog(game.id).finally(() => {
        if (state.hands.reading === reading) state.hands.reading = null;
      });
      reading.game = game.id;
      state.hands.reading = reading;
    }
    ({ moves } = await state.hands.reading);
    if (state.game?.id !== game.id || heldHands(game) !== null) return;
  }
  const results = [];
  for (const move of moves) {
    for (const event of move.events) if (event.event === "hand_over" && event.result) results.push(event.result);
  }
  state.hands = { game: game.id, results };
  if (state.game?.id === game.id) renderScoreSheet(state.game, heldHands(state.game) ?? results);
}

const handKey = (game) => `${game.id}:${[...game.your_cards].sort().join(",")}`;

/** With a card to discard, ask POST /analyze for the deadwood after the best discard. */
async function analyse(game) {
  if (game.turn !== "you" || game.phase !== "discard" || game.your_cards.length !== 11) return;
  const key = handKey(game);
  if (state.analysis?.key === key) return;
  const body = await api.analyze(game.your_cards, game.ruleset.name);
  state.analysis = { key, body };
  if (state.game && handKey(state.game) === key) draw();
}

/** The events of the hand being played: those after the last deal or hand's end. */
function thisHand(events) {
  let start = 0;
  events.forEach((event, index) => {
    if (event.event === "hand_over" || event.event === "deal") start = index + 1;
  });
  return events.slice(start);
}

/** Take a newer game from the server (with the events that led to it) and draw it; `moves`,
 * the move log when the caller has just read it. */
function update(game, events, moves = null) {
  const previous = state.game;
  const newHand = previous?.id !== game.id || previous.hand_number !== game.hand_number;
  if (newHand) {
    state.opponentEvents = [];
    state.order = loadOrder(game);
    forgetOrders(game);
  }
  const theirs = events.filter((event) => event.player === "opponent");
  const ended = events.some((event) => event.event === "hand_over");
  if (theirs.length || ended) state.opponentEvents = thisHand(events);
  const drawn = events.filter((event) => event.player === "you" && event.card
    && ["draw_stock", "draw_discard", "take_upcard"].includes(event.event));
  state.fresh = drawn.length ? drawn[drawn.length - 1].card : null;
  Object.assign(state, { game, selected: null });
  const focusWasDisabled = document.activeElement?.disabled || document.activeElement === document.body;
  try {
    draw();
  } catch (error) {
    showClientError(error);
    return;
  }
  // Said to screen readers: what the opponent did, then the hand's result.
  const said = [opponentSummary(theirs.filter((event) => event.event !== "hand_over"))];
  if (ended && game.last_hand) said.push(resultSentence(game.last_hand));
  announce(said.filter(Boolean).join(" "));
  if (currentScreen() === "table" && focusWasDisabled && !resultShown(game)) keepFocus();
  analyse(game).catch((error) => console.error(error));
  loadScoreSheet(game, moves).catch((error) => console.error(error));
}

addStrings({
  en: { client_error: "This page could not show the game ({message}). Reload the page; the game is kept." },
  es: { client_error: "Esta página no pudo mostrar la partida ({message}). Recarga la página; la partida se conserva." },
});

/** A fault of this page (not of the network or the service): logged for whoever debugs it,
 * and said as what it is. */
function showClientError(error) {
  console.error(error);
  showError(new UserError(t("client_error", { message: error?.message ?? String(error) })));
}

/** After a move took away the focused button: the drawn card, else the next legal action. */
function keepFocus() {
  const hand = $("[data-hand]");
  const card = (state.fresh && hand.querySelector(`[data-card="${state.fresh}"]`))
    || (state.game.phase === "discard" && state.game.turn === "you" && hand.querySelector("[data-card]"));
  if (card) {
    focusCard(hand, card);
    return;
  }
  $(".actions button:not(:disabled):not([hidden])")?.focus();
}

function openGame(game) {
  state.stopWatching();
  Object.assign(state, {
    game: null, opponentEvents: [], selected: null, fresh: null, analysis: null,
    hands: { game: null, results: [], reading: null },
  });
  $("[data-resign-confirm]").hidden = true;
  // The score sheet is open beside the table on a wide screen, behind its button on a phone.
  $("[data-score-sheet]").open = !matchMedia("(max-width: 520px)").matches;
  history.replaceState(null, "", `#game=${game.id}`);
  showScreen("table");
  update(game, []);
  if (!state.me && token()) {
    // Only the scoreline shows the name: the hand is not drawn again under a finger or a drag.
    api.me().then((me) => {
      state.me = me;
      if (state.game) renderScoreline(state.game, me.display_name);
    }).catch(() => {});
  }
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
  update(fresh, moves.filter((m) => m.version > held.version).flatMap((m) => m.events), moves);
}

function needsCard(action) {
  // A discard names its card; so does a knock where the ruleset knocks with 10 cards.
  return action === "discard" || (action === "knock" && state.game.ruleset.knock_cards === 10);
}

/** The cards the game lets the player knock with now: its legal `knock` action's cards. */
function knockCards(game) {
  return game.legal_actions.find((a) => a.action === "knock")?.cards ?? [];
}

/** Knock pressed with no card chosen: of the cards the game lets the player knock with, a best
 * discard the deadwood line names, else the only one; with several and none of them a best
 * discard, the player chooses. */
async function knockCard() {
  const game = state.game;
  const allowed = knockCards(game);
  await analyse(game);
  const best = state.analysis?.key === handKey(game) ? state.analysis.body.best_discards : [];
  const card = best.find((code) => allowed.includes(code));
  if (card) {
    announce(t("knock_with", { card: cardName(card) }));
    return card;
  }
  if (allowed.length === 1) {
    announce(t("knock_with_only", { card: cardName(allowed[0]) }));
    return allowed[0];
  }
  throw new UserError(t("need_card_knock", { cards: allowed.map(cardLabel).join(" / ") || "–" }));
}

async function play(action) {
  let card = needsCard(action) ? state.selected : null;
  if (action === "knock" && needsCard(action)) {
    if (!card) card = await knockCard();
    else if (!knockCards(state.game).includes(card)) {
      // Said here rather than sent: the server would refuse it.
      throw new UserError(t("cannot_knock_with", {
        card: cardLabel(card), cards: knockCards(state.game).map(cardLabel).join(" / "),
      }));
    }
  }
  if (needsCard(action) && !card) throw new UserError(t("need_card"));
  const answer = await api.move(state.game, action, card);
  update(answer.game, answer.events);
}

function select(code) {
  state.selected = code === state.selected ? null : code;
  draw();
  if (state.selected) announce(t("selected_card", { card: cardName(state.selected) }));
}

function reorder(code, before, shown) {
  state.order = moveCard(state.game, state.order, code, before, shown);
  draw();
  const hand = $("[data-hand]");
  const card = hand.querySelector(`[data-card="${code}"]`);
  if (card) {
    focusCard(hand, card);
    const place = [...hand.querySelectorAll("[data-card]")].indexOf(card) + 1;
    announce(t("moved_card", { card: cardName(code), n: place }));
  }
}

/** Sort the hand by suit or by rank (melds stay together, as always). */
function sortHand(by) {
  state.order = sortOrder(state.game, by);
  draw();
}

/** Resign asks first: the confirmation's own button resigns. */
function askResign(open) {
  const box = $("[data-resign-confirm]");
  box.hidden = !open;
  if (open) box.querySelector("[data-confirm-cancel]").focus();
  else $('[data-action="resign"]').focus();
}

function dismissResult() {
  const game = state.game;
  if (!game?.last_hand) return;
  localStorage.setItem(dismissedKey(game), String(game.last_hand.hand_number));
  draw();
  keepFocus();
}

/** The table's keys: a shortcut letter plays the action whose button shows it; Esc closes the
 * hand result or lets go of the selected card. */
function onTableKey(event) {
  if (currentScreen() !== "table" || !state.game) return;
  if (event.key === "Escape") {
    if (!$("[data-resign-confirm]").hidden) askResign(false);
    else if (!$("[data-hand-result]").hidden) dismissResult();
    else if (state.selected) select(state.selected);
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey || event.target.closest("input, select, textarea")) {
    return;
  }
  if (!$("[data-hand-result]").hidden) return;
  const key = event.key.toUpperCase();
  const action = Object.keys(SHORTCUTS).find((name) => SHORTCUTS[name] === key
    && !$(`[data-action="${name}"]`).disabled);
  if (!action) return;
  event.preventDefault();
  run(() => play(action));
}

// ---- the start screen ----------------------------------------------------------------------

/** A guest is made on the fly from the typed name (or "Guest") the first time one is needed;
 * a name typed since (different from the player's) is saved with PATCH /players/me. */
async function ensurePlayer() {
  const typed = field("display_name").value.trim();
  if (!token()) {
    const player = await api.createGuest(typed || t("guest"));
    setToken(player.token);
    state.me = null;
    return;
  }
  if (typed && state.me && typed !== state.me.display_name) await rename(typed);
}

async function rename(name) {
  if (!name) throw new UserError(t("need_name"));
  state.me = await api.rename(name);
  field("display_name").value = state.me.display_name;
  $("[data-player-name]").textContent = state.me.display_name;
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

/** The typed username and password; the password field is emptied as it is read. */
function credentials() {
  const typed = [field("username").value.trim(), field("password").value];
  field("password").value = "";
  if (!typed[0] || !typed[1]) throw new UserError(t("need_account_fields"));
  return typed;
}

const DEFAULT_NAMES = ["Guest", "Invitado"]; // t("guest") in each language

const accounts = {
  signup: async () => {
    const [username, password] = credentials();
    const fresh = !token();
    if (fresh && !field("display_name").value.trim()) field("display_name").value = username;
    await ensurePlayer();
    try {
      await api.signUp(username, password);
    } catch (error) {
      // A guest made only for this sign-up is dropped with it: no stray guest on this device.
      if (fresh) await accounts.logout(false);
      throw error;
    }
    // A guest named by default takes the account's name rather than keep "Guest".
    const me = await api.me();
    if (DEFAULT_NAMES.includes(me.display_name)) await rename(username);
    showNotice(t("signed_up", { username }));
  },
  login: async () => {
    const session = await api.logIn(...credentials());
    setToken(session.token);
    state.me = null;
    field("display_name").value = "";
  },
  logout: async (say = true) => {
    state.stopWatching();
    await api.logOut().catch(() => {}); // a token the server already forgot is logged out too
    setToken(null);
    state.me = null;
    field("display_name").value = "";
    if (say) showNotice(t("logged_out"));
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
    status: [t(`status_${game.status}`), ...historyNotes(game)].join(", "),
  });
  if (game.status === "finished" && game.winner) button.dataset.result = game.winner === "you" ? "won" : "lost";
  if (game.rated) button.dataset.rated = "";
  if (game.aborted) button.dataset.aborted = "";
  if (game.daily) button.dataset.daily = game.daily.scored ? "scored" : "practice";
  button.addEventListener("click", () => run(async () => openGame((await api.game(game.id))[0])));
  li.append(button);
}

/** Won or lost, rated or not (aborted), Daily Gin: from the game itself (loadPlayer reads it). */
function historyNotes(game) {
  const notes = [];
  if (game.status === "finished" && game.winner) notes.push(t(game.winner === "you" ? "hist_won" : "hist_lost"));
  if (game.final_scores?.reason === "timeout") notes.push(t("hist_timeout"));
  if (game.aborted) notes.push(t("hist_aborted"));
  else if (game.opponent?.kind === "human" && game.status === "finished") {
    notes.push(t(game.rated ? "hist_rated" : "hist_unrated"));
  }
  if (game.daily) notes.push(t(game.daily.scored ? "hist_daily" : "hist_practice"));
  return notes;
}

/** What the Daily panel says: the day, that hand 1 is the scored puzzle, and the result. */
function dailyText(daily) {
  const lines = [t("daily_info", { date: daily.date, ruleset: daily.ruleset, players: daily.players })];
  const result = token() ? daily.your_result : null;
  if (!result) {
    lines.push(t("daily_explain"));
    if (token()) lines.push(t("daily_not_played"));
  } else if (!result.first_hand) {
    lines.push(t("daily_first_pending"), t("daily_explain"));
  } else if (result.score != null) {
    lines.push(t("daily_first_won", { score: result.score }));
  } else {
    lines.push(t("daily_first_lost"));
  }
  return lines.join(" ");
}

/** The start screen's reads: each independent, a failure only leaves its panel empty. */
async function loadLobby() {
  const quietly = (promise) => promise.catch((error) => console.error(error));
  await Promise.all([
    quietly(api.daily().then((daily) => { $("[data-daily-info]").textContent = dailyText(daily); })),
    quietly(api.dailyBoard("today").then((board) =>
      listItems("[data-daily-board]", board.results, boardRow, t("board_empty")))),
    quietly(showBoard("best-hand")),
    quietly(loadPlayer()),
  ]);
  refreshLobby();
}

async function loadPlayer() {
  $("[data-rename]").hidden = !token();
  if (!token()) {
    showAccount(null);
    await loadInvites(run);
    await loadRatings(null);
    $("[data-player-name]").textContent = "";
    $("[data-stats]").textContent = "";
    $("[data-history]").replaceChildren();
    $("[data-apps]").hidden = true;
    return;
  }
  const [me, games] = await Promise.all([api.me(), api.games()]);
  state.me = me;
  const stats = me.stats;
  $("[data-player-name]").textContent = me.display_name;
  if (!field("display_name").value) field("display_name").value = me.display_name;
  showAccount(me);
  $("[data-stats]").textContent = [
    t("stats_games", { count: stats.games }), t("stats_won", { count: stats.games_won ?? 0 }),
    t("stats_hands", { count: stats.hands_won }), t("stats_gins", { count: stats.gins }),
    t("stats_best", { best: stats.best_hand ?? "–" }),
  ].join(" · ");
  $("[data-stats]").append(" · ", t("streaks", {
    streak: stats.daily_streak ?? 0, best: stats.best_daily_streak ?? 0,
  }));
  // The list's rows do not say rated, aborted or Daily: each game does (304s once read).
  const rows = await Promise.all(games.results.map((game) => (game.status === "waiting" ? game
    : api.game(game.id).then(([full]) => ({ ...game, ...full })).catch(() => game))));
  listItems("[data-history]", rows, historyRow, t("history_empty"));
  await Promise.all([loadInvites(run), loadSessions(run)]);
  await (await import("./apps.js")).renderApps($("[data-apps]")); // signed-in players only
  await loadRatings(me.id);
}

function goToStart() {
  state.stopWatching();
  state.game = null;
  state.revealDate = null;
  history.replaceState(null, "", location.pathname);
  openScreen("start");
}

// ---- the reveal: a past date's par line beside the caller's own ----------------------------

/** The UTC date `days` from `from` (today), as the API writes dates. */
function utcDate(days = 0, from = Date.now()) {
  return new Date(from + days * 86_400_000).toISOString().slice(0, 10);
}

const PAST_DAYS_TRIED = 7;

/** "Past days": the asked date or, when it had no deal, the latest date before it that has
 * one (a week back at most); says so when it steps back, and when no past date has a deal. */
async function openLatestReveal(asked) {
  const today = utcDate();
  let date = asked || utcDate(-1);
  for (let tries = 0; tries < PAST_DAYS_TRIED; tries += 1) {
    try {
      const daily = await api.dailyOn(date);
      await openReveal(date, daily);
      if (date !== asked) showNotice(t("reveal_latest", { asked: asked || utcDate(-1), date }));
      return;
    } catch (error) {
      // A future date has no deal yet: that is the answer, not a reason to look further back.
      if (!(error instanceof ApiError) || error.status !== 404 || date > today) throw error;
    }
    date = utcDate(-1, Date.parse(date));
  }
  await openReveal(today);
  showNotice(t("reveal_none"));
}

/** GET /daily/{date}: the reveal once the date is over; before, the client says when. */
async function openReveal(date, known = null) {
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
  const daily = known || await api.dailyOn(date);
  if (state.revealDate !== date) return; // another date was asked for meanwhile
  // Practice of a date opens once it is over (UTC), for everyone.
  $("[data-practice]").hidden = !daily.revealed;
  $("[data-reveal-summary]").textContent = t("reveal_summary", {
    date: daily.date, ruleset: daily.ruleset, players: daily.players,
  });
  $("[data-reveal-summary]").append(" ", verificationLine(daily));
  if (!daily.revealed) {
    showNotice(t("reveal_not_over", { date: daily.date }));
    return;
  }
  // reveal.js loads with the first reveal shown (the first load stays under 50 kB gzipped).
  const { renderReveal } = await import("./reveal.js");
  if (state.revealDate !== date) return;
  renderReveal(box, daily);
  decorateLine(box, daily, () => openReveal(date));
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
  updateRulesLink();
}

/** Enter in a form does what its main button does. */
const FORMS = {
  "new-game": () => run(async () => { await ensurePlayer(); await starts.ai(); }),
  join: () => run(async () => { await ensurePlayer(); await starts.join(); }),
  "past-days": () => run(() => openLatestReveal(field("reveal_date").value)),
  "reveal-day": () => run(() => openReveal(field("reveal_day").value)),
  board: () => run(() => showBoard("daily")),
  account: () => run(async () => { await accounts.login(); await loadPlayer(); }),
};

function wire() {
  document.addEventListener("click", (event) => {
    const button = event.target.closest("button, a");
    // A form's submit button is the form's: its submit event (FORMS) does the work.
    if (!button || (button.type === "submit" && button.form)) return;
    const { start, account, action, board, nav, revealOpen } = button.dataset;
    if (start) run(async () => { await ensurePlayer(); await starts[start](); });
    else if (revealOpen !== undefined) {
      run(() => (revealOpen === "here" ? openReveal(field("reveal_day").value)
        : openLatestReveal(field("reveal_date").value)));
    } else if ("practice" in button.dataset) run(practise);
    else if ("rename" in button.dataset) {
      run(async () => { await rename(field("display_name").value.trim()); showNotice(t("renamed", { name: state.me.display_name })); });
    } else if (account) run(async () => { await accounts[account](); await loadPlayer(); });
    else if (action === "resign") askResign(true);
    else if (action) run(() => play(action));
    else if (button.dataset.confirm === "resign") {
      $("[data-resign-confirm]").hidden = true;
      run(() => play("resign"));
    } else if ("confirmCancel" in button.dataset) askResign(false);
    else if (button.dataset.sort) sortHand(button.dataset.sort);
    else if (board) run(() => showBoard(board));
    else if (nav === "start") {
      event.preventDefault();
      clearMessages();
      goToStart();
    } else if (nav) {
      event.preventDefault();
      clearMessages();
      run(() => openScreen(nav, button.dataset.navParam));
    } else if ("dismiss" in button.dataset) dismissResult();
  });
  for (const form of document.querySelectorAll("form[data-form]")) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      FORMS[form.dataset.form]?.();
    });
  }
  // The hand result closes from anywhere: its button, Esc, or a tap outside the sheet.
  $("[data-hand-result]").addEventListener("click", (event) => {
    if (event.target === event.currentTarget) dismissResult();
  });
  $("[data-error]").addEventListener("click", clearMessages);
  wireHand($("[data-hand]"), { onMove: reorder, onSelect: select });
  document.addEventListener("keydown", onTableKey);
  // The pinned action bar's height, so the page's end can scroll clear of it.
  const bar = $(".actions");
  new ResizeObserver(() => document.documentElement.style.setProperty(
    "--bar-h", `${bar.offsetHeight}px`)).observe(bar);
  field("ruleset").addEventListener("change", updateRulesLink);
  field("language").addEventListener("change", () => {
    applyLanguage(field("language").value);
    if (state.game) draw();
    else if (state.revealDate) run(() => openReveal(state.revealDate));
    else loadLobby();
  });
}

registerScreen("start", { open: loadLobby });
/** Leaving the table (even from an open result sheet): the rest of the page back in reach. */
function leaveTable() {
  state.stopWatching();
  document.body.classList.remove("sheet-open");
  for (const node of document.querySelectorAll("[inert]")) node.inert = false;
}

registerScreen("table", { open: async () => {}, leave: leaveTable });
registerScreen("reveal", { open: (date) => openReveal(date) });
// The puzzles screen's module loads the first time the screen is opened (the first load stays
// under 50 kB gzipped); it then registers the screen's own open in place of this one.
registerScreen("puzzles", {
  open: async (param) => {
    await import("./puzzles.js");
    await openScreen("puzzles", param);
  },
});

async function main() {
  applyLanguage(language());
  wire();
  initLobby({ openGame, run, ensurePlayer });
  field("reveal_date").value = utcDate(-1);
  const reveal = location.hash.match(/^#reveal=(\d{4}-\d{2}-\d{2})$/);
  if (reveal) {
    await run(() => openReveal(reveal[1]));
    return;
  }
  const code = joinCode(); // a friend's link, /play/#join=CODE: join it at once
  if (code) {
    field("invite_code").value = code;
    await run(async () => { await ensurePlayer(); await starts.join(); });
    if (state.game) return;
  }
  const resume = location.hash.match(/^#game=([\w-]+)$/);
  if (resume && token()) {
    await run(async () => openGame((await api.game(resume[1]))[0]));
    if (state.game) return;
  }
  goToStart();
}

main();
