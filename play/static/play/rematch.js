// The end of a game between two players (lobby.js loads this the first time one ends): the
// rating change and the rematch, heard on the player stream (`rematch_offered`,
// `rematch_declined`, `rematch_withdrawn`, `game_started`); only a server that cannot stream
// (no first byte within 4 s) is asked every 2 s instead.  Hooks: lobby.js lists them.

import { api, ApiError, streamNotices } from "./api.js";
import { $ } from "./dom.js";
import { t } from "./i18n.js";

const REMATCH_POLL_MS = 2000;

const lobby = {
  rematchTimer: null,
  rematchStream: null, // the AbortController of the player stream heard for the rematch
  opponentName: null,
  hooks: null, // { openGame }
};

function rematchButton() {
  return $("[data-rematch]");
}

function showRematchState(state, newGame, gameEnd) {
  const button = rematchButton();
  button.dataset.rematchState = state;
  button.textContent = state === "asked" ? t("accept_rematch")
    : state === "offered" ? t("rematch_offered")
      : t("rematch");
  button.disabled = state === "offered";
  $("[data-rematch-decline]").hidden = state !== "asked";
  const offer = $("[data-rematch-offer]");
  offer.hidden = state !== "asked" && !gameEnd;
  offer.textContent = state === "asked"
    ? t("rematch_from", { name: lobby.opponentName || t("opponent") })
    : gameEnd ? t(gameEnd) : "";
  if (newGame) {
    stopRematchWatch();
    api.game(newGame).then(([game]) => lobby.hooks.openGame(game));
  }
}

export function stopRematchWatch() {
  clearInterval(lobby.rematchTimer);
  lobby.rematchTimer = null;
  lobby.rematchStream?.abort();
  lobby.rematchStream = null;
}

async function readOffer(gameId) {
  try {
    const offer = await api.rematchOffer(gameId);
    if (offer.status === "accepted") showRematchState("none", offer.rematch);
    else if (offer.status === "open") {
      showRematchState(offer.offered_by === "you" ? "offered" : "asked");
    } else showRematchState("none", null, `rematch_${offer.status}`);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) console.error(error);
  }
}

/** Hear the rematch of `gameId` on the player stream; poll only if the server cannot stream. */
function watchRematch(gameId) {
  const connection = new AbortController();
  lobby.rematchStream = connection;
  let opened = false;
  const poll = () => {
    if (lobby.rematchStream !== connection) return;
    clearInterval(lobby.rematchTimer);
    lobby.rematchTimer = setInterval(() => readOffer(gameId), REMATCH_POLL_MS);
  };
  const noFirstByte = setTimeout(() => { if (!opened) { connection.abort(); poll(); } }, 4000);
  streamNotices({
    signal: connection.signal,
    onOpen: () => {
      opened = true;
      clearTimeout(noFirstByte);
      readOffer(gameId); // an offer made before we listened
    },
    onNotice: (type, data) => {
      const state = rematchButton().dataset.rematchState;
      if (type === "game_started" && state === "offered") showRematchState("none", data.game);
      if (data.game !== gameId) return;
      if (type === "rematch_offered") showRematchState("asked");
      else if (type === "rematch_declined" || type === "rematch_withdrawn") {
        showRematchState("none", null, type);
      }
    },
  }).catch((error) => {
    if (!connection.signal.aborted) console.error(error);
  }).finally(() => {
    clearTimeout(noFirstByte);
    if (!connection.signal.aborted) poll(); // the stream ended under us: ask instead
  });
}

/** Called (through lobby.js) whenever the game-over panel is drawn. */
export function showGameEnd(game, hooks) {
  lobby.hooks = hooks;
  const change = $("[data-rating-change]");
  const mine = game.rating_change?.you;
  change.hidden = !mine;
  if (mine) {
    change.dataset.before = String(Math.round(mine.before));
    change.dataset.after = String(Math.round(mine.after));
    change.textContent = t("rating_change", { before: Math.round(mine.before), after: Math.round(mine.after) });
  }
  const human = game.opponent?.kind === "human" && game.status === "finished";
  rematchButton().hidden = !human;
  if (!human) {
    stopRematchWatch();
    return;
  }
  if (rematchButton().dataset.game !== game.id) {
    rematchButton().dataset.game = game.id;
    lobby.opponentName = game.opponent.display_name;
    showRematchState("none");
    stopRematchWatch();
    watchRematch(game.id);
  }
}

export async function rematch() {
  const gameId = rematchButton().dataset.game;
  const answer = await api.rematch(gameId);
  if (answer.id) {
    stopRematchWatch();
    lobby.hooks.openGame(answer);
  } else showRematchState("offered");
}

export async function declineRematch() {
  await api.declineRematch(rematchButton().dataset.game);
  showRematchState("none");
}

/** Back at the start: the last game's rematch is no longer watched. */
export function forget() {
  stopRematchWatch();
  delete rematchButton().dataset.game;
}
