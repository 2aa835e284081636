// The master's review of a hand (POST/GET /games/{id}/hands/{n}/review) and the Daily Gin
// reveal's line with each decision's loss: loaded by review.js the first time one is shown.
//
// Hooks for automated browsers: the button `data-review-ask` ("Review this hand") in the hand
// result; the review `data-review` (with `data-review-status` pending|done|error) showing
// `data-review-accuracy`, `data-review-total-loss` and one `data-review-decision` row per
// decision (`data-class`, `data-loss`, `data-played`, `data-best`), each followed by the hand
// it was made with, `data-review-hand` (`data-cards`, the cards held; `data-drawn`, the card
// the turn's draw took; a one-line why in `data-review-why`); in the reveal, each step of
// the caller's line carries `data-step-loss` and `data-step-class` once reviewed, the button
// `data-review-line` asks for that review.

import { api, ApiError } from "./api.js";
import { el } from "./dom.js";
import { addStrings, t } from "./i18n.js";
import { stepText } from "./reveal.js";
import { cardLabel } from "./table.js";

addStrings({
  en: {
    review_hand: "Review this hand",
    reviewing: "The master is reviewing your decisions…",
    review_title: "Your decisions, by the master",
    accuracy: "Accuracy {accuracy}% · {loss} points lost in all",
    played: "You played",
    best: "The master's choice",
    loss: "Lost",
    class_best: "best",
    class_good: "good",
    class_inaccuracy: "inaccuracy",
    class_mistake: "mistake",
    class_blunder: "blunder",
    review_line: "Review my line",
    line_review: "Accuracy {accuracy}% · {loss} points lost against the master's choices",
    held: "Held:",
    drew: "drawn",
    why_best: "The master plays the same.",
    why_other: "The master would rather: {best}, {loss} points better on average.",
  },
  es: {
    review_hand: "Revisar esta mano",
    reviewing: "El maestro está revisando tus decisiones…",
    review_title: "Tus decisiones, según el maestro",
    accuracy: "Precisión {accuracy}% · {loss} puntos perdidos en total",
    played: "Jugaste",
    best: "La elección del maestro",
    loss: "Perdido",
    class_best: "la mejor",
    class_good: "buena",
    class_inaccuracy: "imprecisión",
    class_mistake: "error",
    class_blunder: "error grave",
    review_line: "Revisar mi línea",
    line_review: "Precisión {accuracy}% · {loss} puntos perdidos frente al maestro",
    held: "En la mano:",
    drew: "robada",
    why_best: "El maestro juega lo mismo.",
    why_other: "El maestro prefiere: {best}, {loss} puntos mejor de media.",
  },
});

const POLL_MS = 1000;
const POLL_LIMIT = 120;
const reviews = new Map(); // "game/hand" -> the review once done (redraws keep it)

/** POST the review, then read it until it is done. */
async function fetchReview(gameId, hand) {
  let review = await api.requestReview(gameId, hand);
  for (let i = 0; review.status !== "done" && i < POLL_LIMIT; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    review = await api.review(gameId, hand);
  }
  return review;
}

function renderReview(box, review) {
  box.dataset.reviewStatus = review.status;
  if (review.status !== "done") {
    box.replaceChildren(el("p", "", t("reviewing")));
    return;
  }
  const summary = el("p", "review-summary",
    t("accuracy", { accuracy: review.accuracy, loss: review.total_loss }));
  summary.dataset.reviewAccuracy = String(review.accuracy);
  summary.dataset.reviewTotalLoss = String(review.total_loss);
  const table = el("table", "review-decisions");
  const head = el("tr");
  head.append(el("th", "", "#"), el("th", "", t("played")), el("th", "", t("best")),
    el("th", "", t("loss")), el("th", "", ""));
  table.append(head);
  review.decisions.forEach((decision, index) => {
    const row = el("tr", `class-${decision.class}`);
    row.dataset.reviewDecision = String(decision.version);
    row.dataset.class = decision.class;
    row.dataset.loss = String(decision.loss);
    row.dataset.played = decision.played.action + (decision.played.card ? ` ${decision.played.card}` : "");
    row.dataset.best = decision.best.action + (decision.best.card ? ` ${decision.best.card}` : "");
    const played = el("td");
    played.append(stepText(decision.played));
    const best = el("td");
    best.append(stepText(decision.best));
    row.append(el("td", "", String(index + 1)), played, best,
      el("td", "", decision.loss.toFixed(2)), el("td", "badge", t(`class_${decision.class}`)));
    table.append(row, handRow(decision));
  });
  box.replaceChildren(el("h4", "", t("review_title")), summary, table);
}

/** The hand a decision was made with: the cards held, the one just drawn marked, and why. */
function handRow(decision) {
  const cell = el("td", "review-hand");
  cell.colSpan = 5;
  cell.setAttribute("data-review-hand", "");
  cell.dataset.cards = (decision.cards || []).join(" ");
  if (decision.drawn) cell.dataset.drawn = decision.drawn;
  const cards = (decision.cards || []).map((code) => {
    const card = el("span", `mini-card suit-${code[1]}`, cardLabel(code));
    if (code === decision.drawn) {
      card.classList.add("drawn");
      card.title = t("drew");
    }
    return card;
  });
  const same = decision.class === "best" || decision.loss === 0;
  const why = el("span", "why", same ? t("why_best")
    : t("why_other", { best: stepText(decision.best).textContent, loss: decision.loss.toFixed(2) }));
  why.setAttribute("data-review-why", "");
  cell.append(el("span", "", t("held")), " ", ...cards.flatMap((card) => [card, " "]));
  if (decision.drawn) cell.append(`(${cardLabel(decision.drawn)} ${t("drew")}) `);
  cell.append(el("br"), why);
  const row = el("tr", "review-hand-row");
  row.append(cell);
  return row;
}

function renderError(box, error) {
  box.dataset.reviewStatus = "error";
  box.replaceChildren(el("p", "error", error instanceof ApiError ? error.message : String(error)));
}

/** Put "Review this hand" (or the review, once had) under a hand result (the last one put
 * there by an earlier draw is taken away first). */
export function offerReview(sheet, gameId, hand) {
  for (const node of sheet.querySelectorAll("[data-review-ask], [data-review]")) node.remove();
  const key = `${gameId}/${hand}`;
  const box = el("div", "review");
  box.setAttribute("data-review", "");
  if (reviews.has(key)) {
    renderReview(box, reviews.get(key));
    sheet.append(box);
    return;
  }
  const button = el("button", "", t("review_hand"));
  button.setAttribute("data-review-ask", "");
  button.addEventListener("click", async () => {
    button.disabled = true;
    renderReview(box, { status: "pending" });
    try {
      const review = await fetchReview(gameId, hand);
      if (review.status === "done") reviews.set(key, review);
      renderReview(box, review);
    } catch (error) {
      renderError(box, error);
    } finally {
      button.disabled = false;
    }
  });
  sheet.append(button, box);
}

/** The reveal's extras: each step of the caller's line with its loss, or a button to ask. */
export function decorateLine(box, daily, reopen) {
  const yours = daily.your_line;
  const list = box.querySelector("[data-your-line]");
  if (!yours || !list) return;
  if (yours.review) {
    const items = list.querySelectorAll("li");
    yours.review.decisions.forEach((decision, index) => {
      const item = items[index];
      if (!item) return;
      item.dataset.stepLoss = String(decision.loss);
      item.dataset.stepClass = decision.class;
      item.classList.add(`class-${decision.class}`);
      item.append(" ", el("small", "step-loss", `−${decision.loss.toFixed(2)} · ${t(`class_${decision.class}`)}`));
    });
    list.after(el("p", "review-summary",
      t("line_review", { accuracy: yours.review.accuracy, loss: yours.review.total_loss })));
  } else if (yours.finished) {
    const button = el("button", "", t("review_line"));
    button.setAttribute("data-review-line", "");
    const status = el("div", "review");
    status.setAttribute("data-review", "");
    button.addEventListener("click", async () => {
      button.disabled = true;
      renderReview(status, { status: "pending" });
      try {
        const review = await fetchReview(yours.game_id, 1);
        if (review.status === "done") await reopen();
        else renderReview(status, review);
      } catch (error) {
        renderError(status, error);
        button.disabled = false;
      }
    });
    list.after(button, status);
  }
}
