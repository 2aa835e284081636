/**
 * A third-party app on another origin: signs a registered player in through ginapi's
 * /oauth/authorize (PKCE), reads the profile and plays one hand against the AI.
 * Open it as index.html?api=<ginapi origin>&client_id=<the app's client_id>.
 * The API calls go through the generated TypeScript client (clients/typescript/, compiled to
 * an ES module with no dependencies), imported from the repository as it is.
 */
import { GinClient } from "../../clients/typescript/index.js";
import { finish, signIn } from "./oauth.js";

const $ = (name) => document.querySelector(`[data-example="${name}"]`);
const say = (text) => { $("status").textContent = text; };

const RANKS = "A23456789TJQK";
const highest = (cards) => cards.reduce((a, b) => (RANKS.indexOf(b[0]) >= RANKS.indexOf(a[0]) ? b : a));

/** A move from the served legal_actions: knock when offered, else draw, else discard high. */
function chooseMove(game) {
  const actions = Object.fromEntries((game.legal_actions || []).map((a) => [a.action, a]));
  if (actions.big_gin) return { action: "big_gin" };
  if (actions.knock) {
    const cards = actions.knock.cards || [];
    return cards.length ? { action: "knock", card: highest(cards) } : { action: "knock" };
  }
  for (const entry of game.legal_actions || []) {
    if (["take_upcard", "pass", "draw_stock", "draw_discard"].includes(entry.action)) {
      return { action: entry.action };
    }
  }
  return actions.discard ? { action: "discard", card: highest(actions.discard.cards) } : null;
}

async function playHand(api) {
  $("table").hidden = false;
  say("Playing a hand against the AI…");
  const made = await api.post("/api/v1/games", { body: { opponent: "ai", ai_level: "novice", ruleset: "standard" } });
  if (!made.ok) return say(`Could not start a game: ${made.error.code}`);
  let game = made.data;
  while (game.status === "active" && !game.last_hand) {
    $("cards").textContent = (game.your_cards || []).join(" ");
    const move = chooseMove(game);
    if (!move) break;
    const played = await api.post("/api/v1/games/{game_id}/moves", {
      path: { game_id: game.id }, body: { ...move, expected_version: game.version },
    });
    if (!played.ok) return say(`The move was refused: ${played.error.code}`);
    game = played.data.game;
  }
  const result = $("hand-result");
  result.hidden = false;
  result.dataset.outcome = game.last_hand ? game.last_hand.outcome : game.status;
  result.textContent = `Hand over: ${result.dataset.outcome}. Scores ${game.scores.you} - ${game.scores.opponent}.`;
  say("Done.");
}

async function main() {
  const query = new URLSearchParams(location.search);
  const back = await finish();
  if (back && back.error) {
    say(back.error === "access_denied" ? "You did not allow this app." : `Sign-in failed: ${back.error}`);
    document.body.dataset.oauthResult = back.error;
    return;
  }
  if (back) {
    const api = new GinClient({ baseUrl: back.api, token: back.access_token });
    const me = await api.get("/api/v1/players/me");
    if (!me.ok) return say(`Could not read the profile: ${me.error.code}`);
    $("name").textContent = me.data.display_name;
    $("profile").hidden = false;
    document.body.dataset.oauthResult = "allowed";
    $("play").addEventListener("click", () => playHand(api));
    return;
  }
  const button = $("sign-in");
  button.hidden = false;
  button.addEventListener("click", () => signIn({
    api: query.get("api"), clientId: query.get("client_id"), scope: "profile:read games:play",
  }));
}

main();
