// Drawing a past date's Daily Gin reveal (GET /daily/{date} once the date is over): the deal,
// the par line and, beside it, the caller's own scored line, each action one numbered step.

import { el } from "./dom.js";
import { t } from "./i18n.js";
import { cardFace, cardLabel } from "./table.js";

/** A sentence with `{card}` in it, the card drawn in its suit's colour. */
function withCard(key, code, params = {}) {
  const [before, after = ""] = t(key, { ...params, card: "\u0000" }).split("\u0000");
  const span = el("span");
  span.append(before, el("b", `card-name suit-${code[1]}`, cardLabel(code)), after);
  return span;
}

/** One action of a line as a person reads it: "Discard 7♥", "Knock, discarding 3♣". */
export function stepText(step) {
  if (step.action === "discard" && step.card) return withCard("step_discard", step.card);
  if (step.action === "knock" && step.card) return withCard("step_knock_card", step.card);
  const key = `step_${step.action}`;
  return el("span", "", t(key) === key ? step.action : t(key));
}

/** A line as an ordered list: one `li` per action, `data-step-action` and `data-step-card`. */
function stepList(hook, line, shared) {
  const list = el("ol", "steps");
  list.setAttribute(hook, "");
  line.forEach((step, index) => {
    const item = el("li");
    item.dataset.stepAction = step.action;
    if (step.card) item.dataset.stepCard = step.card;
    item.append(stepText(step));
    if (step.melds?.length) {
      const melds = step.melds.map((meld) => meld.map(cardLabel).join(" ")).join(" · ");
      item.append(" ", el("small", "melds-named", t("step_melds", { melds })));
    }
    // The steps both lines share are dimmed, so the first choice that differs stands out.
    if (index < shared) item.classList.add("same");
    else if (index === shared) item.classList.add("diverges");
    list.append(item);
  });
  return list;
}

/** How many first steps two lines have in common. */
function sharedSteps(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && a[n].action === b[n].action
    && (a[n].card ?? null) === (b[n].card ?? null)) n += 1;
  return n;
}

function cardRow(title, codes) {
  const block = el("div", "dealt");
  block.append(el("h4", "", title));
  const row = el("div", "mini-cards");
  row.append(...codes.map((code) => cardFace(code)));
  block.append(row);
  return block;
}

/** The first hand as dealt: both hands, the upcard and who dealt. */
function dealBlock(deal) {
  const block = el("div", "panel deal");
  block.append(
    cardRow(t("your_hand"), deal.player_cards),
    cardRow(t("upcard"), deal.upcard ? [deal.upcard] : []),
    cardRow(t("their_hand"), deal.ai_cards),
    el("p", "dealer", t(deal.dealer === "player" ? "dealer_you" : "dealer_ai")),
  );
  return block;
}

function scoreLine(hook, score, notes) {
  const line = el("p", "line-score");
  const strong = el("strong", "", score == null ? "–" : String(score));
  strong.setAttribute(hook, score == null ? "" : String(score));
  line.append(strong, " ", el("span", "", t("points")));
  for (const note of notes) line.append(note);
  return line;
}

function parColumn(par, shared) {
  const column = el("section", "panel line par-line");
  column.append(el("h3", "", t("par")));
  if (!par) {
    column.append(el("p", "", t("par_unknown")));
    return column;
  }
  const proven = el("span", "badge", t(par.proven ? "par_proven" : "par_best_found"));
  proven.dataset.parProven = String(par.proven);
  const foundBy = el("span", "found-by", t(`found_by_${par.found_by}`));
  column.append(scoreLine("data-par", par.score, [" ", proven, " ", foundBy]),
    stepList("data-par-line", par.line, shared));
  return column;
}

function yourColumn(yours, shared) {
  const column = el("section", "panel line your-line");
  column.append(el("h3", "", t("your_line")));
  if (!yours) {
    const missing = el("p", "", t("reveal_not_played"));
    missing.dataset.yourLineMissing = "";
    column.append(missing);
    return column;
  }
  const notes = yours.finished ? [] : [" ", el("span", "badge", t("your_line_unfinished"))];
  column.append(scoreLine("data-your-score", yours.score, notes),
    stepList("data-your-line", yours.line, shared));
  return column;
}

/** Where the two lines part, said above them (the steps line up side by side below it). */
function parting(shared, parLine, yourLine) {
  if (shared === parLine.length && shared === yourLine.length) return t("lines_same");
  return shared === 0 ? t("lines_part_first") : t("lines_part", { n: shared + 1 });
}

/** Fill `[data-reveal]` from the answer of GET /daily/{date} for a date that is over. */
export function renderReveal(box, daily) {
  const parLine = daily.par?.line ?? [];
  const yourLine = daily.your_line?.line ?? [];
  const shared = daily.par && daily.your_line ? sharedSteps(parLine, yourLine) : -1;
  const lines = el("div", "lines");
  lines.append(parColumn(daily.par, shared), yourColumn(daily.your_line, shared));
  box.replaceChildren(dealBlock(daily.deal), lines);
  if (shared >= 0) lines.before(el("p", "parting", parting(shared, parLine, yourLine)));
}
