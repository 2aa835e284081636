// The Puzzles screen (GET /puzzles/next, POST /puzzles/{id}/attempt): a decision from a real
// hand, drawn as the table draws one (table.js's cards), one action to choose, then the answer
// with every action's value in points.  The screen is built here and registered in screens.js;
// the start screen's `data-nav="puzzles"` opens it.
//
// Hooks for automated browsers: `data-screen="puzzles"` holds `data-puzzle` (with `data-id`,
// `data-phase`), the hand `data-puzzle-hand` (one button per card, `data-card`,
// `aria-pressed` when chosen), `data-puzzle-pile`, `data-puzzle-opponent`, and one button per
// action `data-puzzle-action="<action>"` (discard and knock take the chosen card).  After an
// attempt `data-puzzle-result` has `data-correct` ("true"/"false"), `data-puzzle-rating`
// (the rating after, when the attempt was rated, with `data-before` and `data-after`), and one
// `data-puzzle-value` row per action (`data-action`, `data-points`, `data-best` on the best).
// `data-puzzle-next` fetches another puzzle; `data-puzzle-streak` starts or goes on with a
// streak (`data-puzzle-streak-count` shows it).

import { api as client, call, token, setToken } from "./api.js";
import { addStrings, language, t, translatePage } from "./i18n.js";
import { stepText } from "./reveal.js";
import { registerScreen, run, UserError } from "./screens.js";
import { cardFace, cardLabel, el } from "./table.js";

addStrings({
  en: {
    puzzles: "Puzzles",
    puzzles_intro: "A decision from a real hand: find the best action.",
    puzzle_next: "Next puzzle",
    puzzle_streak: "Streak",
    puzzle_streak_count: "Streak: {n}",
    puzzle_rating: "Puzzle rating {before} → {after}",
    puzzle_unrated: "Not rated (a repeat, a guest's or a streak's attempt).",
    puzzle_right: "Best move!",
    puzzle_wrong: "Not the best: the best was {best}.",
    puzzle_points: "{points} points",
    puzzle_phase_upcard: "Take the upcard, or pass?",
    puzzle_phase_draw: "Draw from the stock, or take the discard?",
    puzzle_phase_discard: "Choose a card, then discard it or knock with it.",
    puzzle_opponent: "Opponent: {n} cards · took {took} · threw {threw}",
    puzzle_stock: "Stock: {n}",
    puzzle_pile: "Discard pile (oldest first)",
    puzzle_pick_card: "Choose a card first.",
    puzzle_none: "none",
    puzzle_themes: "Themes: {themes}",
    puzzle_knock_limit: "Knock limit: {n}",
    theme_take_gin: "take gin", theme_take_discard: "take the discard",
    theme_leave_discard: "leave the discard", theme_knock_now: "knock now",
    theme_big_gin: "big gin", theme_wait_for_gin: "wait for gin",
    theme_undercut_trap: "undercut trap", theme_break_a_meld: "break a meld",
    theme_safe_discard: "safe discard", theme_layoff_aware_discard: "lay-off aware discard",
    theme_best_discard: "best discard",
  },
  es: {
    puzzles: "Problemas",
    puzzles_intro: "Una decisión de una mano real: encuentra la mejor jugada.",
    puzzle_next: "Siguiente problema",
    puzzle_streak: "Racha",
    puzzle_streak_count: "Racha: {n}",
    puzzle_rating: "Puntuación de problemas {before} → {after}",
    puzzle_unrated: "Sin puntuar (un repaso, un invitado o una racha).",
    puzzle_right: "¡La mejor jugada!",
    puzzle_wrong: "No es la mejor: la mejor era {best}.",
    puzzle_points: "{points} puntos",
    puzzle_phase_upcard: "¿Tomar la carta descubierta o pasar?",
    puzzle_phase_draw: "¿Robar del mazo o tomar el descarte?",
    puzzle_phase_discard: "Elige una carta y descártala o cierra con ella.",
    puzzle_opponent: "Rival: {n} cartas · tomó {took} · tiró {threw}",
    puzzle_stock: "Mazo: {n}",
    puzzle_pile: "Pila de descartes (la más antigua primero)",
    puzzle_pick_card: "Elige antes una carta.",
    puzzle_none: "nada",
    puzzle_themes: "Temas: {themes}",
    puzzle_knock_limit: "Límite para cerrar: {n}",
    theme_take_gin: "tomar para gin", theme_take_discard: "tomar el descarte",
    theme_leave_discard: "dejar el descarte", theme_knock_now: "cerrar ya",
    theme_big_gin: "big gin", theme_wait_for_gin: "esperar al gin",
    theme_undercut_trap: "trampa de undercut", theme_break_a_meld: "romper una combinación",
    theme_safe_discard: "descarte seguro", theme_layoff_aware_discard: "descarte pensando en colocar",
    theme_best_discard: "el mejor descarte",
  },
});

const state = { puzzle: null, selected: null, streak: false, answered: false };
let screen;

function build() {
  screen = el("main", "puzzles");
  screen.dataset.screen = "puzzles";
  screen.hidden = true;
  const head = el("section", "panel");
  const title = el("h2", "", t("puzzles"));
  title.dataset.i18n = "puzzles";
  const intro = el("p", "", t("puzzles_intro"));
  intro.dataset.i18n = "puzzles_intro";
  const buttons = el("div", "row");
  const next = el("button", "", t("puzzle_next"));
  next.type = "button";
  next.dataset.puzzleNext = "";
  next.dataset.i18n = "puzzle_next";
  const streak = el("button", "quiet", t("puzzle_streak"));
  streak.type = "button";
  streak.dataset.puzzleStreak = "";
  streak.dataset.i18n = "puzzle_streak";
  const back = el("button", "quiet", t("back_to_start"));
  back.type = "button";
  back.dataset.nav = "start";
  back.dataset.i18n = "back_to_start";
  const count = el("span", "streak-count");
  count.dataset.puzzleStreakCount = "";
  buttons.append(next, streak, count, back);
  head.append(title, intro, buttons);
  const board = el("section", "panel");
  board.dataset.puzzle = "";
  const result = el("section", "panel");
  result.dataset.puzzleResult = "";
  result.setAttribute("aria-live", "polite");
  result.hidden = true;
  screen.append(head, board, result);
  document.body.append(screen);
  translatePage(screen);

  next.addEventListener("click", () => run(() => load(false)));
  streak.addEventListener("click", () => run(() => load(true)));
  screen.addEventListener("click", (event) => {
    const card = event.target.closest("[data-puzzle-hand] [data-card]");
    if (card && !state.answered) {
      state.selected = state.selected === card.dataset.card ? null : card.dataset.card;
      for (const other of screen.querySelectorAll("[data-puzzle-hand] [data-card]")) {
        other.setAttribute("aria-pressed", String(other.dataset.card === state.selected));
      }
      return;
    }
    const button = event.target.closest("[data-puzzle-action]");
    if (button && !state.answered) run(() => attempt(button.dataset.puzzleAction));
  });
}

/** A guest for a first visit, as the start screen makes one. */
async function ensureToken() {
  if (token()) return;
  const player = await client.createGuest(t("guest"));
  setToken(player.token);
}

async function load(streak) {
  await ensureToken();
  state.streak = streak;
  const query = streak ? "?mode=streak" : "";
  const { data } = await call("GET", `/puzzles/next${query}`);
  state.puzzle = data;
  state.selected = null;
  state.answered = false;
  draw();
}

const words = (cards) => (cards.length ? cards.map(cardLabel).join(" ") : t("puzzle_none"));

function draw() {
  const { puzzle } = state;
  const box = screen.querySelector("[data-puzzle]");
  const result = screen.querySelector("[data-puzzle-result]");
  result.hidden = true;
  result.replaceChildren();
  box.dataset.id = puzzle.id;
  const { position } = puzzle;
  box.dataset.phase = position.phase;
  const opponent = el("p", "status", t("puzzle_opponent", {
    n: position.opponent_card_count,
    took: words(position.opponent_took),
    threw: words(position.opponent_discarded),
  }));
  opponent.dataset.puzzleOpponent = "";
  const felt = el("div", "felt");
  const piles = el("div", "piles");
  const stock = el("div", "pile");
  stock.append(el("div", "card back"), el("small", "", t("puzzle_stock", { n: position.stock_count })));
  const pile = el("div", "pile");
  pile.dataset.puzzlePile = "";
  const top = position.discard_pile.at(-1);
  pile.append(top ? cardFace(top) : el("div", "card empty"),
    el("small", "", `${t("puzzle_pile")}: ${words(position.discard_pile)}`));
  piles.append(stock, pile);
  felt.append(piles);
  const prompt = el("p", "status", `${t(`puzzle_phase_${position.phase}`)} `
    + `${t("puzzle_knock_limit", { n: position.knock_limit })}`);
  const hand = el("div", "hand");
  hand.dataset.puzzleHand = "";
  hand.setAttribute("role", "group");
  for (const code of position.your_cards) {
    const card = cardFace(code, "button");
    card.type = "button";
    card.dataset.card = code;
    card.setAttribute("aria-pressed", "false");
    hand.append(card);
  }
  const actions = el("nav", "actions");
  for (const legal of position.legal_actions) {
    if (legal.action === "resign") continue;
    const button = el("button", legal.action === "knock" ? "knock" : "", t(legal.action));
    button.type = "button";
    button.dataset.puzzleAction = legal.action;
    actions.append(button);
  }
  box.replaceChildren(opponent, felt, prompt, hand, actions);
}

async function attempt(kind) {
  const legal = state.puzzle.position.legal_actions.find((a) => a.action === kind);
  const action = { action: kind };
  if (legal?.cards) {
    if (!state.selected || !legal.cards.includes(state.selected)) {
      throw new UserError(t("puzzle_pick_card"));
    }
    action.card = state.selected;
  }
  const { data } = await call("POST", `/puzzles/${state.puzzle.id}/attempt`, { action });
  state.answered = true;
  showAnswer(data, action);
}

function showAnswer(answer, chosen) {
  const result = screen.querySelector("[data-puzzle-result]");
  result.dataset.correct = String(answer.correct);
  const verdict = el("h3", answer.correct ? "right" : "wrong", answer.correct
    ? t("puzzle_right") : t("puzzle_wrong", { best: stepText(answer.solution).textContent }));
  const parts = [verdict];
  if (answer.rating_change) {
    const { before, after } = answer.rating_change;
    const line = el("p", "", t("puzzle_rating", { before: before.toFixed(0), after: after.toFixed(0) }));
    line.dataset.puzzleRating = String(after);
    line.dataset.before = String(before);
    line.dataset.after = String(after);
    parts.push(line);
  } else {
    parts.push(el("p", "", t("puzzle_unrated")));
  }
  if (answer.streak != null) {
    screen.querySelector("[data-puzzle-streak-count]").textContent =
      t("puzzle_streak_count", { n: answer.streak });
  }
  parts.push(el("p", "", t("puzzle_themes", {
    themes: state.puzzle.themes.map((theme) => t(`theme_${theme}`)).join(", "),
  })));
  const table = el("table", "values");
  const format = new Intl.NumberFormat(language(), { maximumFractionDigits: 1, signDisplay: "always" });
  for (const value of answer.values) {
    const row = el("tr");
    row.dataset.puzzleValue = "";
    row.dataset.action = value.action.action + (value.action.card ? ` ${value.action.card}` : "");
    row.dataset.points = String(value.points);
    const best = value.action.action === answer.solution.action
      && value.action.card === answer.solution.card;
    if (best) row.dataset.best = "";
    const mine = value.action.action === chosen.action && value.action.card === chosen.card;
    if (mine) row.classList.add("chosen");
    const named = el("td");
    named.append(stepText(value.action));
    row.append(named,
      el("td", "", t("puzzle_points", { points: format.format(value.points) })),
      el("td", "", best ? "★" : (mine ? "←" : "")));
    table.append(row);
  }
  parts.push(table);
  result.replaceChildren(...parts);
  result.hidden = false;
  if (state.streak && answer.correct) {
    const more = el("button", "", t("puzzle_next"));
    more.type = "button";
    more.dataset.puzzleStreak = "";
    more.addEventListener("click", () => run(() => load(true)));
    result.append(more);
  }
}

build();
registerScreen("puzzles", { open: () => load(false) });
