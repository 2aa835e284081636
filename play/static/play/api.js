// The whole conversation with the service: a thin fetch() wrapper over the public API.
// Nothing here knows about the page; a third-party client could start from this file.

const BASE = "/api/v1";
const TOKEN_KEY = "ginapi.token";

let language = "en";
const etags = new Map(); // path -> [etag, body], for If-None-Match polling

/** An API error in the service's one shape: {"error": {"code", "message", "fields"}}. */
export class ApiError extends Error {
  constructor(status, error) {
    super(error.message);
    this.status = status;
    this.code = error.code;
    this.fields = error.fields || {};
  }
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
    throw new ApiError(response.status, error);
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
 * Read the live stream GET /games/{id}/stream: a small Server-Sent Events reader over fetch()
 * (EventSource cannot send the Authorization header).  Calls onGame(game, events, id) for
 * every `game` event; resolves when the server closes the stream (the game is over), throws an
 * ApiError on an error status and whatever fetch() throws when the connection drops or
 * `signal` aborts it.  `lastEventId` (a version) resumes after that version.
 */
export async function streamGame(id, { lastEventId, onGame, signal }) {
  const headers = { Accept: "text/event-stream", "Accept-Language": language };
  if (token()) headers.Authorization = `Bearer ${token()}`;
  if (lastEventId != null) headers["Last-Event-ID"] = String(lastEventId);
  const response = await fetch(`${BASE}/games/${id}/stream`, { headers, signal, cache: "no-store" });
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new ApiError(response.status,
      data?.error || { code: "http_" + response.status, message: response.statusText });
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = ""; // text after the last line break: a line may be split across chunks
  let event = { type: "message", id: null, data: [] };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop();
    for (const raw of lines) {
      const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
      if (line === "") { // a blank line ends an event
        if (event.type === "game" && event.data.length) {
          const body = JSON.parse(event.data.join("\n"));
          onGame(body.game, body.events || [], event.id);
        }
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

  createGame: (settings) => post("/games", settings),
  joinGame: (inviteCode) => post("/games/join", { invite_code: inviteCode }),
  games: () => get("/games?page_size=10"),
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
};
