// Drawing the table from one game document (GET /games/{id}): the page shows exactly what the
// server holds, never a guess of its own.

import { t } from "./i18n.js";

const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const RANKS = { T: "10" };
const ACTIONS = ["take_upcard", "pass", "draw_stock", "draw_discard", "discard", "knock",
  "big_gin", "resign"];

const $ = (selector) => document.querySelector(selector);

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** "TD" as a person reads it: "10♦". */
export function cardLabel(code) {
  return (RANKS[code[0]] || code[0]) + SUITS[code[1]];
}

/** An ivory card: the rank in two corners and one large suit pip in the centre. */
export function cardFace(code, tag = "div") {
  const card = el(tag, `card face suit-${code[1]}`);
  const rank = RANKS[code[0]] || code[0];
  card.append(el("span", "corner top", rank + SUITS[code[1]]),
    el("span", "pip", SUITS[code[1]]),
    el("span", "corner bottom", rank + SUITS[code[1]]));
  card.setAttribute("aria-label", cardLabel(code));
  return card;
}

function cardBack() {
  return el("div", "card back");
}

/** The player's hand: one button per card; `selected` is lifted and aria-pressed. */
function renderHand(game, selected, onSelect) {
  const hand = $("[data-hand]");
  const melded = new Set((game.melds || []).flat());
  hand.replaceChildren(...game.your_cards.map((code) => {
    const card = cardFace(code, "button");
    card.dataset.card = code;
    card.setAttribute("aria-pressed", String(code === selected));
    card.classList.toggle("melded", melded.has(code));
    card.addEventListener("click", () => onSelect(code === selected ? null : code));
    return card;
  }));
}

/** Every action button, enabled exactly when the game lists the action as legal now. */
function renderActions(game) {
  const legal = new Set(game.legal_actions.map((a) => a.action));
  for (const action of ACTIONS) {
    const button = $(`[data-action="${action}"]`);
    button.textContent = t(action);
    button.disabled = !legal.has(action);
  }
}

/** What the opponent did in these events ("drew from the stock", "took the discard"...). */
export function opponentSummary(events) {
  const said = [];
  for (const event of events) {
    if (event.player !== "opponent") continue;
    const key = `opp_${event.event}`;
    if (t(key) !== key) said.push(t(key, { card: event.card ? cardLabel(event.card) : "" }));
  }
  return said.join(" ");
}

/** The status line: the opponent's last move, then whose turn it is. */
export function statusText(game, opponentEvents) {
  const said = [opponentSummary(opponentEvents)];
  if (game.status === "waiting") said.push(t("waiting_friend"));
  else if (game.status !== "active") said.push(t("game_finished"));
  else if (game.turn !== "you") said.push(t("their_turn"));
  else said.push(t(`you_turn_${game.phase}`));
  return said.filter(Boolean).join(" ");
}

export function renderTable(game, { selected, status, onSelect }) {
  // The version drawn, so an automated browser can wait for the next answer to be on screen.
  $('[data-screen="table"]').dataset.gameVersion = game.version;
  $("[data-match-score]").textContent = t("match_score", {
    you: game.scores.you, opponent: game.scores.opponent, target: game.ruleset.target,
  });
  $("[data-hand-number]").textContent = t("hand_number", { n: game.hand_number });
  // A daily game says whether it counts (the date's first) or is practice.
  $("[data-daily-label]").hidden = !game.daily;
  $("[data-daily-label]").textContent = game.daily
    ? t(game.daily.scored ? "daily_scored" : "daily_practice", { date: game.daily.date }) : "";
  $("[data-waiting]").hidden = game.status !== "waiting";
  $("[data-invite-code]").textContent = game.invite_code || "";
  $("[data-opponent-hand]").replaceChildren(
    ...Array.from({ length: game.opponent_card_count || 0 }, cardBack));
  $("[data-stock]").hidden = !game.stock_count;
  $("[data-stock-count]").textContent = t("stock", { n: game.stock_count ?? 0 });
  $("[data-discard-top]").replaceChildren(
    game.discard_top ? cardFace(game.discard_top) : el("div", "card empty"));
  $("[data-deadwood]").textContent = game.deadwood ?? "";
  $("[data-deadwood]").dataset.deadwood = game.deadwood ?? "";
  $("[data-status]").textContent = status;
  renderHand(game, selected, onSelect);
  renderActions(game);
}

function handLayout(title, cards, melds, unmatched, layoffs, deadwood) {
  const block = el("div", "laid-hand");
  block.append(el("h4", "", `${title} · ${t("deadwood_n", { n: deadwood })}`));
  // The cards this hand laid off on the knocker's melds, set apart and outlined.
  const shown = new Set([...melds.flat(), ...unmatched]);
  const laidOff = cards.filter((code) => layoffs.includes(code) && !shown.has(code));
  const row = el("div", "melds");
  for (const [group, kind] of [...melds.map((m) => [m, "meld"]), [unmatched, "meld unmatched"],
    [laidOff, "meld laid-off-group"]]) {
    if (!group.length) continue;
    const meld = el("div", kind);
    for (const code of group) {
      const card = cardFace(code);
      if (layoffs.includes(code)) card.classList.add("laid-off");
      meld.append(card);
    }
    row.append(meld);
  }
  block.append(row);
  return block;
}

/** The hand just ended: both hands laid out with melds and layoffs, deadwoods, points. */
export function renderHandResult(result) {
  const body = $("[data-hand-result-body]");
  const youKnocked = result.knocker === "you";
  const deadwood = (side) => {
    if (!result.knocker) return "–";
    return (side === "you") === youKnocked ? result.knocker_deadwood : result.defender_deadwood;
  };
  const lines = [el("h3", "", t("result_title", {
    n: result.hand_number, outcome: t(`outcome_${result.outcome}`),
  }))];
  if (result.knocker) lines.push(el("p", "", t(`result_knocker_${result.knocker}`)));
  if (result.winner) {
    lines.push(el("p", "points", t(`result_winner_${result.winner}`, { points: result.points })));
  }
  if (result.bonus) lines.push(el("p", "", t("result_bonus", { bonus: result.bonus })));
  const layoffs = result.layoffs || [];
  lines.push(
    handLayout(t("your_hand"), result.your_cards, result.your_melds || [],
      result.your_unmatched || [], layoffs, deadwood("you")),
    handLayout(t("their_hand"), result.opponent_cards, result.opponent_melds || [],
      result.opponent_unmatched || [], layoffs, deadwood("opponent")),
  );
  if (layoffs.length) lines.push(el("p", "", t("layoffs", { cards: layoffs.map(cardLabel).join(" ") })));
  body.replaceChildren(...lines);
}

/** The end of the game: the winner and the final totals with their bonuses. */
export function renderGameOver(game) {
  const body = $("[data-game-over-body]");
  const scores = game.final_scores;
  const table = el("table", "final");
  const head = el("tr");
  head.append(el("th"), el("th", "", t("you")), el("th", "", t("opponent")));
  table.append(head);
  for (const part of ["points", "game_bonus", "line_bonus", "total"]) {
    const row = el("tr", `final-${part}`);
    row.append(el("th", "", t(`final_${part}`)),
      el("td", "", String(scores?.you?.[part] ?? "–")),
      el("td", "", String(scores?.opponent?.[part] ?? "–")));
    table.append(row);
  }
  body.replaceChildren(el("h2", "", game.winner ? t(`game_over_${game.winner}`) : t("game_finished")),
    table);
}
