// Drawing the table from one game document (GET /games/{id}): the page shows exactly what the
// server holds, never a guess of its own.  The order of the hand is the player's (hand.js); the
// melds, the deadwood and what may be played come from the server.

import { $, el } from "./dom.js";
import { addStrings, t } from "./i18n.js";

// puzzles.js takes `el` from here.
export { el };

addStrings({
  en: {
    sealed_hand: "Shown after midnight UTC, once {date} is over: everyone plays this deal today.",
    daily_unranked: "Daily Gin {date}: today's opening with a stock of your own: unranked",
    daily_unranked_result: "A guest plays today's opening with a stock of its own: this hand is not ranked. Register (Account, on the start screen) to play the shared deal and rank on the board.",
    register: "Register",
    daily_expired: "Daily Gin {date}: hand 1 did not end before the date was over; it no longer counts",
    daily_expired_result: "Hand 1 ended after {date} was over: it no longer counts on the board.",
    daily_counts: "Hand 1 of Daily Gin {date}: this result counts on the board.",
    // Plural forms (i18n.js picks one with Intl.PluralRules and params.count).
    result_winner_you: { one: "You win {count} point.", other: "You win {count} points." },
    result_winner_opponent: { one: "Opponent wins {count} point.", other: "Opponent wins {count} points." },
    stock: { one: "Stock: {count} card", other: "Stock: {count} cards" },
    opponent_hand_label: { one: "Opponent's hand: {count} card", other: "Opponent's hand: {count} cards" },
    you_turn_discard_only: "Select a card to discard.",
    you_turn_discard_knock: "Select a card to discard, or knock.",
    you_turn_discard_gin: "Select a card to discard, knock, or go Big Gin.",
    knock_with: "Knocking with {card}: the best discard.",
    knock_with_only: "Knocking with {card}: the only card you may knock with.",
    need_card_knock: "Select the card to knock with: {cards}.",
    cannot_knock_with: "You cannot knock discarding {card}; you may knock with {cards}.",
    resign_question: "Resign this game? The opponent wins it.",
    resign_confirm: "Yes, resign",
    keep_playing: "Keep playing",
    game_over_you_resigned: "You resigned: the opponent wins the game.",
    game_over_opponent_resigned: "The opponent resigned: you win the game.",
    game_aborted: "Aborted: unrated. The game was resigned before each player made two moves.",
    game_unrated_pair_limit: "Unrated: these two players' rated games count three times a day at most.",
    game_cancelled: "This game was cancelled.",
    resigned_no_bonus: "No bonuses: a resigned game scores its hand points only.",
    score_sheet: "Score sheet",
    sheet_hand: "Hand",
    sheet_outcome: "Result",
    sheet_bonus_game: "Game bonus",
    sheet_bonus_shutout: "Game bonus (shutout)",
    sheet_bonus_line: "Line bonus",
    sheet_total: "Total",
    sheet_empty: "No hand finished yet.",
    sheet_column: "Column {n}",
    sheet_column_won_you: "Column {n}: you won it",
    sheet_column_won_opponent: "Column {n}: the opponent won it",
    sheet_column_empty: "No hand scored here yet.",
    sheet_match_total: "Match total",
    sheet_columns_won: "Columns won: you {you}, the opponent {opponent}.",
    sort_suit: "Sort by suit",
    sort_rank: "Sort by rank",
  },
  es: {
    sealed_hand: "Se muestra pasada la medianoche UTC, cuando termine {date}: hoy todos juegan este reparto.",
    daily_unranked: "Gin Diario {date}: la apertura de hoy con un mazo propio: sin clasificación",
    daily_unranked_result: "Un invitado juega la apertura de hoy con un mazo propio: esta mano no clasifica. Regístrate (Cuenta, en la pantalla de inicio) para jugar el reparto compartido y entrar en la tabla.",
    register: "Registrarse",
    daily_expired: "Gin Diario {date}: la mano 1 no terminó antes de acabar la fecha; ya no cuenta",
    daily_expired_result: "La mano 1 terminó cuando {date} ya había acabado: ya no cuenta en la tabla.",
    daily_counts: "Mano 1 del Gin Diario {date}: este resultado cuenta en la tabla.",
    result_winner_you: { one: "Ganas {count} punto.", other: "Ganas {count} puntos." },
    result_winner_opponent: { one: "El oponente gana {count} punto.", other: "El oponente gana {count} puntos." },
    stock: { one: "Mazo: {count} carta", other: "Mazo: {count} cartas" },
    opponent_hand_label: { one: "Mano del oponente: {count} carta", other: "Mano del oponente: {count} cartas" },
    you_turn_discard_only: "Selecciona una carta para descartar.",
    you_turn_discard_knock: "Selecciona una carta para descartar, o haz Knock.",
    you_turn_discard_gin: "Selecciona una carta para descartar, haz Knock o Big Gin.",
    knock_with: "Knock con {card}: el mejor descarte.",
    knock_with_only: "Knock con {card}: la única carta con la que puedes hacer Knock.",
    need_card_knock: "Selecciona la carta con la que hacer Knock: {cards}.",
    cannot_knock_with: "No puedes hacer Knock descartando {card}; puedes hacerlo con {cards}.",
    resign_question: "¿Abandonar esta partida? La gana el oponente.",
    resign_confirm: "Sí, abandonar",
    keep_playing: "Seguir jugando",
    game_over_you_resigned: "Abandonaste: el oponente gana la partida.",
    game_over_opponent_resigned: "El oponente abandonó: ganas la partida.",
    game_aborted: "Anulada: sin rating. Se abandonó antes de que cada jugador hiciera dos jugadas.",
    game_unrated_pair_limit: "Sin rating: las partidas con rating entre estos dos jugadores cuentan tres veces al día como mucho.",
    game_cancelled: "Esta partida se canceló.",
    resigned_no_bonus: "Sin bonificaciones: una partida abandonada suma solo los puntos de las manos.",
    score_sheet: "Hoja de puntos",
    sheet_hand: "Mano",
    sheet_outcome: "Resultado",
    sheet_bonus_game: "Bonificación de partida",
    sheet_bonus_shutout: "Bonificación de partida (blanqueo)",
    sheet_bonus_line: "Bonificación por manos",
    sheet_total: "Total",
    sheet_empty: "Aún no ha terminado ninguna mano.",
    sheet_column: "Columna {n}",
    sheet_column_won_you: "Columna {n}: la ganaste tú",
    sheet_column_won_opponent: "Columna {n}: la ganó el oponente",
    sheet_column_empty: "Aquí aún no ha puntuado ninguna mano.",
    sheet_match_total: "Total de la partida",
    sheet_columns_won: "Columnas ganadas: tú {you}, el oponente {opponent}.",
    sort_suit: "Ordenar por palo",
    sort_rank: "Ordenar por valor",
  },
});

const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const RANKS = { T: "10" };
export const ACTIONS = ["take_upcard", "pass", "draw_stock", "draw_discard", "discard", "knock",
  "big_gin", "resign"];
/** The key that plays each action (shown on its button; app.js listens for them). */
export const SHORTCUTS = {
  take_upcard: "U", pass: "P", draw_stock: "S", draw_discard: "U", discard: "D", knock: "K",
  big_gin: "G",
};

/** What was last moved in (the card drawn, the pile's top), so a redraw does not move it again. */
const motion = { fresh: null, game: null, discardTop: null };

/** "TD" as a person reads it: "10♦". */
export function cardLabel(code) {
  return (RANKS[code[0]] || code[0]) + SUITS[code[1]];
}

/** "TD" in words, in the page's language: "ten of diamonds", "diez de diamantes". */
export function cardName(code) {
  return t("card_name", { rank: t(`rank_${code[0]}`), suit: t(`suit_${code[1]}`) });
}

/** An ivory card: the rank in two corners and one large suit pip in the centre. */
export function cardFace(code, tag = "div") {
  const card = el(tag, `card face suit-${code[1]}`);
  const rank = RANKS[code[0]] || code[0];
  const corner = (where) => el("span", `corner ${where}`, rank + SUITS[code[1]]);
  card.append(corner("top"), el("span", "pip", SUITS[code[1]]), corner("bottom"));
  for (const part of card.children) part.setAttribute("aria-hidden", "true");
  if (tag === "div") {
    card.setAttribute("role", "img");
    card.setAttribute("aria-label", cardName(code));
  } else {
    // A button is named by its text: the card in words, read but not shown.
    card.append(el("span", "visually-hidden", cardName(code)));
  }
  return card;
}

function cardBack() {
  return el("div", "card back");
}

/**
 * The player's hand in the order shown: each meld of the server's arrangement together (in the
 * player's order), a gap and a "meld" mark between groups, the unmatched cards after them.
 * Each card is a button with `data-card`, `aria-pressed` and, in meld N, `data-meld="N"`.
 */
function renderHand({ groups, selected, bestDiscards, fresh }) {
  const hand = $("[data-hand]");
  const focusedCode = document.activeElement?.closest?.("[data-hand] [data-card]")?.dataset.card;
  const nodes = [];
  let meldIndex = 0;
  for (const group of groups) {
    const box = el("div", group.meld ? "group meld-group" : "group unmatched-group");
    box.setAttribute("role", "group");
    const name = group.meld ? t("meld_n", { n: meldIndex + 1 }) : t("unmatched");
    box.setAttribute("aria-label", name);
    if (group.meld) box.append(el("span", "group-mark", t("meld")));
    for (const code of group.cards) {
      const card = cardFace(code, "button");
      card.type = "button";
      card.dataset.card = code;
      card.setAttribute("aria-pressed", String(code === selected));
      card.tabIndex = -1;
      if (group.meld) {
        card.dataset.meld = String(meldIndex);
        card.classList.add("melded");
      } else {
        card.classList.add("loose");
      }
      if (bestDiscards.has(code)) card.classList.add("best-discard");
      if (code === fresh) card.classList.add("fresh");
      // Moved in once, when drawn; not again on each redraw (play.css: not at all under
      // prefers-reduced-motion).
      if (code === fresh && motion.fresh !== fresh) card.classList.add("drawn-in");
      box.append(card);
    }
    if (group.meld) meldIndex += 1;
    if (group.cards.length) nodes.push(box);
  }
  hand.replaceChildren(...nodes);
  motion.fresh = fresh;
  // One card is in the tab order (roving tabindex): the focused one, the selected one, or the
  // first; arrows move between them (hand.js).
  const cards = [...hand.querySelectorAll("[data-card]")];
  const current = cards.find((c) => c.dataset.card === focusedCode)
    || cards.find((c) => c.dataset.card === selected) || cards[0];
  if (current) current.tabIndex = 0;
  if (focusedCode && current && current.dataset.card === focusedCode) current.focus();
}

/** Every action button, enabled exactly when the game lists the action as legal now. */
function renderActions(game) {
  const legal = new Set(game.legal_actions.map((a) => a.action));
  for (const action of ACTIONS) {
    const button = $(`[data-action="${action}"]`);
    const key = SHORTCUTS[action];
    const label = el("span", "label", t(action));
    button.replaceChildren(label);
    if (key) {
      const kbd = el("kbd", "", key);
      kbd.setAttribute("aria-hidden", "true");
      button.append(" ", kbd);
      button.setAttribute("aria-keyshortcuts", key);
    }
    // Resign is accepted at any moment of a game in play, whoever's turn it is.
    button.disabled = action === "resign" ? game.status !== "active" : !legal.has(action);
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

/** The status line: the opponent's last move in this hand, then whose turn it is. */
export function statusText(game, opponentEvents) {
  const said = [opponentSummary(opponentEvents)];
  if (game.status === "waiting") said.push(t("waiting_friend"));
  else if (game.status !== "active") said.push(t("game_finished"));
  else if (game.turn !== "you") said.push(t("their_turn"));
  else if (game.phase === "discard") {
    const legal = new Set(game.legal_actions.map((a) => a.action));
    if (legal.has("big_gin")) said.push(t("you_turn_discard_gin"));
    else if (legal.has("knock")) said.push(t("you_turn_discard_knock"));
    else said.push(t("you_turn_discard_only"));
  } else said.push(t(`you_turn_${game.phase}`));
  return said.filter(Boolean).join(" ");
}

/** The opponent's name as the table shows it: a friend's display name, or the AI's level. */
export function opponentName(game) {
  if (game.opponent?.kind === "ai") return t("vs_ai_name", { level: t(`level_${game.opponent.ai_level}`) });
  return game.opponent?.display_name || t("friend");
}

export function renderScoreline(game, myName) {
  const score = $("[data-match-score]");
  const seat = (who, name, points) => {
    const span = el("span", `seat seat-${who}`);
    span.append(el("span", "seat-name", name), " ", el("strong", "seat-score", String(points)));
    return span;
  };
  score.replaceChildren(
    seat("you", myName || t("you"), game.scores.you), el("span", "vs", " · "),
    seat("opponent", opponentName(game), game.scores.opponent), " ",
    el("span", "target", `(${t("to_target", { target: game.ruleset.target })})`));
}

/** The deadwood counter: the number (data-deadwood), which cards count and, with a card to
 * discard, the deadwood after the best discard and which discards reach it. */
function renderDeadwood(game, analysis, groups) {
  const counter = $("[data-deadwood]");
  counter.textContent = game.deadwood ?? "";
  counter.dataset.deadwood = game.deadwood ?? "";
  const detail = $("[data-deadwood-detail]");
  const parts = [];
  const loose = groups.filter((group) => !group.meld).flatMap((group) => group.cards);
  if (game.your_cards?.length) {
    parts.push(loose.length ? t("deadwood_counts", { cards: loose.map(cardLabel).join(" ") })
      : t("deadwood_none"));
  }
  if (analysis && analysis.deadwood_after_discard != null) {
    const after = el("span", "after");
    after.dataset.deadwoodAfterDiscard = analysis.deadwood_after_discard;
    after.textContent = t("deadwood_after", {
      n: analysis.deadwood_after_discard,
      cards: analysis.best_discards.map(cardLabel).join(" / "),
    });
    detail.replaceChildren(parts.join(" "), " · ", after);
  } else {
    detail.replaceChildren(parts.join(" "));
  }
}

export function dailyLabel(game) {
  if (!game.daily) return "";
  const date = game.daily.date;
  if (!game.daily.scored) return t("daily_practice", { date });
  if (game.daily.shared_stock === false) return t("daily_unranked", { date });
  if (game.daily.expired) return t("daily_expired", { date });
  if (game.hand_number === 1 && !game.last_hand) return t("daily_scored_hand1", { date });
  const first = game.last_hand?.hand_number === 1 ? game.last_hand : null;
  if (!first) return t("daily_after_hand1_played", { date });
  return t("daily_after_hand1", { date, score: first.winner === "you" ? first.points : 0 });
}

export function renderTable(game, { selected, status, groups, analysis, myName, fresh }) {
  // The version drawn, so an automated browser can wait for the next answer to be on screen.
  $('[data-screen="table"]').dataset.gameVersion = game.version;
  renderScoreline(game, myName);
  $("[data-hand-number]").textContent = t("hand_number", { n: game.hand_number });
  // A daily game says whether this hand counts (hand 1 of the scored game) or is play.
  $("[data-daily-label]").hidden = !game.daily;
  $("[data-daily-label]").textContent = dailyLabel(game);
  $("[data-waiting]").hidden = game.status !== "waiting";
  $("[data-invite-code]").textContent = game.invite_code || "";
  const opponentHand = $("[data-opponent-hand]");
  opponentHand.replaceChildren(
    ...Array.from({ length: game.opponent_card_count || 0 }, cardBack));
  opponentHand.setAttribute("aria-label", t("opponent_hand_label", { count: game.opponent_card_count || 0 }));
  $("[data-stock]").hidden = !game.stock_count;
  $("[data-stock-count]").textContent = t("stock", { count: game.stock_count ?? 0 });
  const top = game.discard_top ? cardFace(game.discard_top) : el("div", "card empty");
  if (game.discard_top && motion.game === game.id && motion.discardTop !== game.discard_top) {
    // A card just landed on the pile: the opponent's when it is now the player's turn.
    top.classList.add("arrived");
    if (game.turn === "you") top.classList.add("by-opponent");
  }
  Object.assign(motion, { game: game.id, discardTop: game.discard_top });
  $("[data-discard-top]").replaceChildren(top);
  renderDeadwood(game, analysis, groups);
  $("[data-status]").textContent = status;
  const best = new Set(analysis?.best_discards || []);
  renderHand({ groups, selected, bestDiscards: best, fresh });
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

/** Where a sealed hand would be laid out (a Daily Gin scored hand before its date is over):
 * the deadwood, and when the hand is shown. */
function sealedLayout(title, deadwood, date) {
  const block = el("div", "laid-hand sealed");
  block.dataset.sealed = "";
  block.append(el("h4", "", `${title} · ${t("deadwood_n", { n: deadwood })}`),
    el("p", "", t("sealed_hand", { date })));
  return block;
}

/** What a Daily Gin game's hand 1 result means for the board, or nothing. */
function dailyResultLine(result, daily) {
  if (!daily?.scored || result.hand_number !== 1) return null;
  const date = daily.date;
  if (daily.shared_stock === false) {
    const line = el("p", "daily-note", t("daily_unranked_result"));
    line.dataset.unranked = "";
    const register = el("button", "link", t("register"));
    register.type = "button";
    register.dataset.nav = "start";
    register.dataset.register = "";
    line.append(" ", register);
    return line;
  }
  if (daily.expired) {
    const line = el("p", "daily-note", t("daily_expired_result", { date }));
    line.dataset.expired = "";
    return line;
  }
  return el("p", "daily-note", t("daily_counts", { date }));
}

/** The hand's result as one sentence, for the live region. */
export function resultSentence(result) {
  const said = [t("result_title", { n: result.hand_number, outcome: t(`outcome_${result.outcome}`) })];
  if (result.knocker) said.push(t(`result_knocker_${result.knocker}`));
  if (result.winner) said.push(t(`result_winner_${result.winner}`, { count: result.points }));
  return said.join(". ").replace(/\.\./g, ".");
}

/** The hand just ended: both hands laid out with melds and layoffs, deadwoods, points.  A
 * sealed hand (`opponent_cards` null) shows the player's own and says when the other's is
 * shown; `daily` is the game's `daily` (what hand 1 means for the board). */
export function renderHandResult(result, daily = null) {
  const body = $("[data-hand-result-body]");
  const youKnocked = result.knocker === "you";
  const deadwood = (side) => {
    if (!result.knocker) return "–";
    return (side === "you") === youKnocked ? result.knocker_deadwood : result.defender_deadwood;
  };
  const title = el("h3", "", t("result_title", {
    n: result.hand_number, outcome: t(`outcome_${result.outcome}`),
  }));
  title.id = "hand-result-title";
  const lines = [title];
  if (result.knocker) lines.push(el("p", "", t(`result_knocker_${result.knocker}`)));
  if (result.winner) {
    lines.push(el("p", "points", t(`result_winner_${result.winner}`, { count: result.points })));
  }
  if (result.bonus) lines.push(el("p", "", t("result_bonus", { bonus: result.bonus })));
  const boardLine = dailyResultLine(result, daily);
  if (boardLine) lines.push(boardLine);
  const layoffs = result.layoffs || [];
  lines.push(
    handLayout(t("your_hand"), result.your_cards || [], result.your_melds || [],
      result.your_unmatched || [], layoffs, deadwood("you")),
    result.opponent_cards
      ? handLayout(t("their_hand"), result.opponent_cards, result.opponent_melds || [],
        result.opponent_unmatched || [], layoffs, deadwood("opponent"))
      : sealedLayout(t("their_hand"), deadwood("opponent"), daily?.date ?? ""),
  );
  if (layoffs.length) lines.push(el("p", "", t("layoffs", { cards: layoffs.map(cardLabel).join(" ") })));
  body.replaceChildren(...lines);
}

/** How the game ended, in words: who resigned, aborted and unrated games said as such. */
function endingLines(game) {
  const resigned = game.final_scores?.resigned;
  let heading;
  if (game.status === "cancelled") heading = t("game_cancelled");
  else if (resigned) heading = t(`game_over_${resigned}_resigned`);
  else heading = game.winner ? t(`game_over_${game.winner}`) : t("game_finished");
  const lines = [el("h2", "", heading)];
  if (game.aborted) lines.push(el("p", "unrated", t("game_aborted")));
  else if (game.unrated_reason === "pair_limit") lines.push(el("p", "unrated", t("game_unrated_pair_limit")));
  if (resigned) lines.push(el("p", "", t("resigned_no_bonus")));
  return lines;
}

/** The end of the game: how it ended and the final totals with their bonuses. */
export function renderGameOver(game) {
  const body = $("[data-game-over-body]");
  const scores = game.final_scores;
  const lines = endingLines(game);
  if (scores) {
    const table = el("table", "final");
    const head = el("tr");
    head.append(el("td"), el("th", "", t("you")), el("th", "", t("opponent")));
    table.append(head);
    // A resigned game has no bonuses: its table is the hand points and the total.
    const parts = scores.resigned ? ["points", "total"] : ["points", "game_bonus", "line_bonus", "total"];
    for (const part of parts) {
      const row = el("tr", `final-${part}`);
      row.append(el("th", "", t(`final_${part}`)),
        el("td", "", String(scores.you?.[part] ?? "–")),
        el("td", "", String(scores.opponent?.[part] ?? "–")));
      table.append(row);
    }
    lines.push(table);
  }
  body.replaceChildren(...lines);
}

/** One score pad: a row per hand with its result, the points in the winner's column and the
 * running totals; with `final` (a game's or a column's totals, once the game is over and not
 * resigned) the bonuses the ruleset has (game, or shutout when the loser scored nothing; line)
 * and the totals.  `winner` ("you", "opponent") is who won that game or column. */
function scorePad(game, hands, { caption, final, winner }) {
  const table = el("table", "score-pad");
  const head = el("tr");
  head.append(el("th", "", t("sheet_hand")), el("th", "", t("sheet_outcome")),
    el("th", "", t("you")), el("th", "", t("opponent")));
  table.append(caption, head);
  const running = { you: 0, opponent: 0 };
  for (const hand of hands) {
    if (hand.winner) running[hand.winner] += hand.points;
    const row = el("tr");
    row.dataset.sheetHand = hand.hand_number;
    const cell = (who) => {
      const td = el("td", "", hand.winner === who ? `+${hand.points}` : "");
      td.append(el("span", "running", String(running[who])));
      td.dataset.running = running[who];
      return td;
    };
    row.append(el("th", "", String(hand.hand_number)), el("td", "", t(`outcome_${hand.outcome}`)),
      cell("you"), cell("opponent"));
    table.append(row);
  }
  if (!hands.length) {
    const row = el("tr");
    const td = el("td", "", t("sheet_column_empty"));
    td.colSpan = 4;
    row.append(td);
    table.append(row);
  }
  if (final) {
    const loser = winner === "you" ? "opponent" : "you";
    // docs/RULES.md §4: the game bonus doubles when the other player scored nothing.
    const shutout = Boolean(winner) && final[loser].points === 0;
    const bonus = (key, part) => {
      const row = el("tr", "bonus");
      row.dataset.sheetBonus = part;
      row.append(el("th", "", ""), el("td", "", t(key)),
        el("td", "", String(final.you[part])), el("td", "", String(final.opponent[part])));
      return row;
    };
    // Only the bonuses the ruleset has (classic and arcade have none).
    if (game.ruleset.game_bonus) {
      table.append(bonus(shutout ? "sheet_bonus_shutout" : "sheet_bonus_game", "game_bonus"));
    }
    if (game.ruleset.line_bonus) table.append(bonus("sheet_bonus_line", "line_bonus"));
  }
  const total = el("tr", "sheet-total");
  const totals = final ? { you: final.you.total, opponent: final.opponent.total } : running;
  total.append(el("th", "", ""), el("td", "", t("sheet_total")));
  for (const who of ["you", "opponent"]) {
    const td = el("td", who === winner ? "winner" : "", String(totals[who]));
    td.dataset.total = who;
    total.append(td);
  }
  table.append(total);
  return table;
}

/**
 * The score sheet (`data-score-sheet`), as a Gin score pad keeps it (scorePad), the totals
 * marked `data-sheet-total`.  Hollywood (docs/RULES.md §5) keeps three pads, one per column
 * (`data-sheet-column="N"`), each with the hands that scored in it (a hand result's `columns`)
 * and, at the end, its own bonuses and totals; then the match's totals (the columns' sums).  At
 * the game's end a line (`data-sheet-winner`) says who won it.  `hands` are the results of the
 * hands played (from the move log's `hand_over` events), oldest first.
 */
export function renderScoreSheet(game, hands) {
  const body = $("[data-score-sheet-body]");
  if (!hands.length) {
    body.replaceChildren(el("p", "", t("sheet_empty")));
    return;
  }
  const final = game.final_scores && !game.final_scores.resigned ? game.final_scores : null;
  const count = game.ruleset.hollywood_columns ?? 1;
  const nodes = [];
  if (count <= 1) {
    const caption = el("caption", "visually-hidden", t("score_sheet"));
    const pad = scorePad(game, hands, { caption, final, winner: game.winner });
    // One pad's totals are the game's.
    for (const td of pad.querySelectorAll(".sheet-total [data-total]")) td.dataset.sheetTotal = td.dataset.total;
    nodes.push(pad);
  } else {
    for (let n = 1; n <= count; n += 1) {
      const winner = game.scores.columns?.[n - 1]?.winner ?? null;
      const caption = el("caption", "", winner ? t(`sheet_column_won_${winner}`, { n })
        : t("sheet_column", { n }));
      const pad = scorePad(game, hands.filter((hand) => hand.columns?.includes(n)),
        { caption, final: final?.columns?.[n - 1] ?? null, winner });
      pad.dataset.sheetColumn = n;
      nodes.push(pad);
    }
    if (game.final_scores) {
      // The match's totals: the three columns' summed (final_scores).
      const line = el("p", "sheet-match-total", `${t("sheet_match_total")}: `);
      ["you", "opponent"].forEach((who, i) => {
        const total = el("strong", who === game.winner ? "winner" : "", String(game.final_scores[who].total));
        total.dataset.sheetTotal = who;
        line.append(i ? " · " : "", `${t(who)} `, total);
      });
      nodes.push(line);
    }
  }
  if (game.status === "finished" && game.winner) {
    const said = [t(`game_over_${game.winner}`)];
    if (count > 1) {
      const won = (who) => (game.scores.columns ?? []).filter((c) => c.winner === who).length;
      said.push(t("sheet_columns_won", { you: won("you"), opponent: won("opponent") }));
    }
    const line = el("p", `sheet-winner sheet-winner-${game.winner}`, said.join(" "));
    line.dataset.sheetWinner = game.winner;
    nodes.push(line);
  }
  body.replaceChildren(...nodes);
}
