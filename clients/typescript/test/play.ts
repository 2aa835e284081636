/**
 * Plays a whole game against the AI through the typed client, as a frontend would:
 * `node test/build/test/play.js <base-url>` after `tsc -p test/tsconfig.json`
 * (tests/clients/test_clients.py does both).  Prints one JSON line: the game's end.
 */
import { GinClient } from "../index.js";
import type { components } from "../index.js";

type Game = components["schemas"]["Game"];
type Move = components["schemas"]["MoveCreateRequestRequest"];

function highest(cards: readonly string[]): string {
  const order = "A23456789TJQK";
  return [...cards].sort((a, b) => order.indexOf(b[0]) - order.indexOf(a[0]))[0];
}

/** A move from the served legal actions: knock when offered, else draw, else discard high. */
function chooseMove(game: Game): Move | null {
  const actions = new Map((game.legal_actions ?? []).map((entry) => [entry.action, entry]));
  let move: Move | null = null;
  if (actions.has("big_gin")) move = { action: "big_gin" };
  else if (actions.has("knock")) {
    const cards = actions.get("knock")?.cards ?? [];
    move = cards.length ? { action: "knock", card: highest(cards) } : { action: "knock" };
  } else {
    const draw = (game.legal_actions ?? []).find((entry) =>
      ["take_upcard", "pass", "draw_stock", "draw_discard"].includes(entry.action),
    );
    if (draw) move = { action: draw.action };
    else if (actions.has("discard")) {
      move = { action: "discard", card: highest(actions.get("discard")?.cards ?? []) };
    }
  }
  return move && { ...move, expected_version: game.version };
}

async function main(baseUrl: string): Promise<void> {
  const api = new GinClient({ baseUrl });
  const made = await api.post("/api/v1/players", { body: { display_name: "Typed" } });
  if (!made.ok) throw new Error(`players_create: ${made.error.code}`);
  api.token = made.data.token;

  const created = await api.post("/api/v1/games", {
    body: { opponent: "ai", ai_level: "novice", ruleset: "standard", target: 10, rated: false },
  });
  if (!created.ok) throw new Error(`games_create: ${created.error.code}`);
  let game: Game = created.data;
  let moves = 0;
  while (game.status === "active" && moves < 2000) {
    const move = chooseMove(game);
    if (move === null) throw new Error(`no legal action at version ${game.version}`);
    const played = await api.post("/api/v1/games/{game_id}/moves", {
      path: { game_id: game.id },
      body: move,
    });
    if (!played.ok) throw new Error(`games_moves_create: ${played.error.code}`);
    game = played.data.game;
    moves += 1;
  }
  // A wrong move: the error's code is typed as one of the codes the operation lists.
  const refused = await api.post("/api/v1/games/{game_id}/moves", {
    path: { game_id: game.id },
    body: { action: "draw_stock" },
  });
  const code = refused.ok ? null : refused.error.code;
  const read = await api.get("/api/v1/games/{game_id}", { path: { game_id: game.id } });
  if (!read.ok) throw new Error(`games_get: ${read.error.code}`);
  if (read.data === undefined) throw new Error("games_get: 304 without If-None-Match");
  console.log(
    JSON.stringify({
      status: read.data.status,
      winner: read.data.winner,
      scores: read.data.scores,
      moves,
      refused: code,
      etag: read.headers.get("ETag"),
      rateLimit: api.rateLimit,
    }),
  );
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
