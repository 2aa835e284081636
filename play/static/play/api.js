// The whole conversation with the service: a thin fetch() wrapper over the public API.
// Nothing here knows about the page; a third-party client could start from this file.

import { t } from "./i18n.js";

const BASE = "/api/v1";
const TOKEN_KEY = "ginapi.token";

let language = "en";
const etags = new Map(); // path -> [etag, body], for If-None-Match polling

/** An API error in the service's one shape: {"error": {"code", "message", "fields"}}.
 * A throttled answer (429, or 503 `busy`) also says what was limited and when to try again
 * (`retryAfter`, in seconds, from its Retry-After), in its message too. */
export class ApiError extends Error {
  constructor(status, error, response = null) {
    super(error.message);
    this.status = status;
    this.code = error.code;
    this.fields = error.fields || {};
    const wait = Number(response?.headers.get("Retry-After"));
    this.retryAfter = Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null;
    if (status === 429 || this.code === "busy") this.message = limitMessage(this, response);
  }
}

// The throttle scopes (ginapi/settings.py THROTTLE_RATES) a client may meet, in words.
const LIMITED = {
  players: "limit_guests", players_hour: "limit_guests", players_day: "limit_guests",
  games_create: "limit_games", games_create_address: "limit_games",
  games_join: "limit_joins", games_join_address: "limit_joins",
  player_rename: "limit_renames", moves: "limit_moves",
  login_username: "limit_logins", login_address: "limit_logins",
  seeks: "limit_seeks", rematch: "limit_rematch", reviews: "limit_reviews",
  lobby_reads: "limit_reads", review_reads: "limit_reads", authorizations: "limit_reads",
};

/** "New guest players from this address are limited: try again in 40 minutes." */
function limitMessage(error, response) {
  // RateLimit: "players_hour";r=0;t=2400, ... : the exhausted limit is the one with r=0.
  const spent = (response?.headers.get("RateLimit") || "").split(",")
    .map((item) => item.match(/"([\w-]+)";r=(\d+)/)).find((m) => m && m[2] === "0");
  const what = t(LIMITED[spent?.[1]] || (error.code === "busy" ? "limit_busy" : "limit_requests"));
  const seconds = error.retryAfter;
  if (!seconds) return t("limit_later", { what });
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.ceil(seconds / 3600);
  const when = seconds < 120 ? t("in_seconds", { count: seconds })
    : minutes < 120 ? t("in_minutes", { count: minutes }) : t("in_hours", { count: hours });
  return t("limit_retry", { what, when });
}

export function setLanguage(lang) {
  language = lang;
}

export function token() {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(value) {
  if (value) localStorage.setItem(TOKEN_KEY, value);
  else localStorage.removeItem(TOKEN_KEY);
  etags.clear();
}

// Idempotency-Key: a retried move is applied once.  getRandomValues works on plain http too,
// where crypto.randomUUID() does not.
function randomKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0")).join("");
}

/** One call: JSON in and out, the token and the player's language on every request. */
export async function call(method, path, body, extraHeaders = {}) {
  const headers = { "Accept-Language": language, ...extraHeaders };
  if (token()) headers.Authorization = `Bearer ${token()}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  // no-store: the browser's cache must not answer our own If-None-Match for us.
  const response = await fetch(BASE + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
  if (response.status === 304 || response.status === 204) return { response, data: null };
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = data?.error || { code: "http_" + response.status, message: response.statusText };
    throw new ApiError(response.status, error, response);
  }
  return { response, data };
}

/** GET with If-None-Match: returns [body, changed]; a 304 hands back the copy we hold. */
export async function getFresh(path) {
  const held = etags.get(path);
  const { response, data } = await call("GET", path, undefined,
    held ? { "If-None-Match": held[0] } : {});
  if (response.status === 304) return [held[1], false];
  const etag = response.headers.get("ETag");
  if (etag) etags.set(path, [etag, data]);
  return [data, true];
}

/**
 * Read a Server-Sent Events stream over fetch() (EventSource cannot send the Authorization
 * header): GET `path`, calling onOpen() once the server has answered and onEvent(type, data, id)
 * for every event.  Resolves when the server closes the stream, throws an ApiError on an error
 * status and whatever fetch() throws when the connection drops or `signal` aborts it.
 */
export async function readStream(path, { lastEventId, onEvent, onOpen = () => {}, signal }) {
  const headers = { Accept: "text/event-stream", "Accept-Language": language };
  if (token()) headers.Authorization = `Bearer ${token()}`;
  if (lastEventId != null) headers["Last-Event-ID"] = String(lastEventId);
  const response = await fetch(BASE + path, { headers, signal, cache: "no-store" });
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new ApiError(response.status,
      data?.error || { code: "http_" + response.status, message: response.statusText }, response);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = ""; // text after the last line break: a line may be split across chunks
  let event = { type: "message", id: null, data: [] };
  let opened = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    if (!opened) { // the first bytes (a heartbeat at least): the stream is really flowing
      opened = true;
      onOpen();
    }
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop();
    for (const raw of lines) {
      const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
      if (line === "") { // a blank line ends an event
        if (event.data.length) onEvent(event.type, JSON.parse(event.data.join("\n")), event.id);
        event = { type: "message", id: null, data: [] };
      } else if (!line.startsWith(":")) { // a line starting with ":" is a comment (keep-alive)
        const colon = line.indexOf(":");
        const name = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (name === "event") event.type = text;
        else if (name === "id") event.id = Number(text);
        else if (name === "data") event.data.push(text);
      }
    }
  }
}

/** The live stream GET /games/{id}/stream: onGame(game, events, id) for every `game` event;
 * `lastEventId` (a version) resumes after that version. */
export function streamGame(id, { lastEventId, onGame, signal }) {
  return readStream(`/games/${id}/stream`, {
    lastEventId,
    signal,
    onEvent: (type, body, eventId) => {
      if (type === "game") onGame(body.game, body.events || [], eventId);
    },
  });
}

/** The player's notices, GET /players/me/stream: onNotice(type, data) for each
 * (`game_started`, `your_turn`, `game_finished`, `rematch_offered`, `review_ready`...). */
export function streamNotices({ onNotice, onOpen, signal }) {
  return readStream("/players/me/stream", { onEvent: onNotice, onOpen, signal });
}

const get = async (path) => (await call("GET", path)).data;
const post = async (path, body = {}) => (await call("POST", path, body)).data;

export const api = {
  createGuest: (displayName) => post("/players", { display_name: displayName }),
  me: () => get("/players/me"),
  rename: (displayName) =>
    call("PATCH", "/players/me", { display_name: displayName }).then((r) => r.data),
  signUp: (username, password) => post("/players/me/credentials", { username, password }),
  logIn: (username, password) => post("/sessions", { username, password }),
  logOut: () => call("DELETE", "/sessions/current"),
  sessions: () => get("/players/me/sessions"),
  revokeSession: (id) => call("DELETE", `/players/me/sessions/${id}`),

  createGame: (settings) => post("/games", settings),
  joinGame: (inviteCode) => post("/games/join", { invite_code: inviteCode }),
  games: () => get("/games?page_size=10"),
  waitingGames: () => get("/games?status=waiting&page_size=20"),
  cancelGame: (id) => post(`/games/${id}/cancel`),
  claimVictory: (game) =>
    call("POST", `/games/${game.id}/claim-victory`, undefined,
      { "Idempotency-Key": randomKey() }).then((r) => r.data),
  game: (id) => getFresh(`/games/${id}`),
  moveLog: (id) => get(`/games/${id}/moves`),
  move: (game, action, card) =>
    call("POST", `/games/${game.id}/moves`,
      { action, ...(card ? { card } : {}), expected_version: game.version },
      { "Idempotency-Key": randomKey() }).then((r) => r.data),

  analyze: (cards, ruleset) => post("/analyze", { cards, ruleset }),

  daily: () => get("/daily"),
  playDaily: () => post("/daily/play"),
  dailyOn: (date) => get(`/daily/${date}`),
  practiseDaily: (date) => post(`/daily/${date}/practice`),
  requestReview: (gameId, hand) => post(`/games/${gameId}/hands/${hand}/review`),
  review: (gameId, hand) => get(`/games/${gameId}/hands/${hand}/review`),
  dailyBoard: (date) => get(`/leaderboards/daily/${date}`),
  bestHandBoard: (aroundMe) => get("/leaderboards/best-hand" + (aroundMe ? "?around=me" : "")),

  authorizations: () => get("/players/me/authorizations"),
  withdrawApp: (id) => call("DELETE", `/players/me/authorizations/${id}`),
  // The lobby: seeks, ratings, rematches (lobby.js).
  seeks: () => get("/seeks?page_size=20"),
  postSeek: (seek) => post("/seeks", seek),
  acceptSeek: (id) => post(`/seeks/${id}/accept`),
  withdrawSeek: (id) => call("DELETE", `/seeks/${id}`),
  activeGames: () => get("/games?status=active&page_size=5"),
  player: (id) => get(`/players/${id}`),
  ratingHistory: (id, ruleset) =>
    get(`/players/${id}/rating-history?ruleset=${encodeURIComponent(ruleset)}`),
  ratingBoard: (ruleset, aroundMe) =>
    get(`/leaderboards/ratings/${encodeURIComponent(ruleset)}` + (aroundMe ? "?around=me" : "")),
  rematch: (gameId) => post(`/games/${gameId}/rematch`),
  rematchOffer: (gameId) => get(`/games/${gameId}/rematch`),
  declineRematch: (gameId) => call("DELETE", `/games/${gameId}/rematch`),
};
