// The master's review of a hand and the Daily Gin reveal's extras.  The review itself
// (review-view.js: "Review this hand", each decision with the hand it was made with) is loaded
// the first time a hand result or a reveal shows it, not with the page; the deal's commitment
// is here.
//
// Hooks for automated browsers: those review-view.js lists, and `data-verify`, which explains
// the commitment (`data-seed-commitment`, and `data-seed` once the date is over).

import { el } from "./dom.js";
import { addStrings, t } from "./i18n.js";

let view = null;
const load = () => (view ??= import("./review-view.js"));

/** Put "Review this hand" (or the review, once had) under a hand result. */
export function offerReview(sheet, gameId, hand) {
  load().then((module) => module.offerReview(sheet, gameId, hand));
}

/** The reveal's extras: each step of the caller's line with its loss, or a button to ask. */
export function decorateLine(box, daily, reopen) {
  load().then((module) => module.decorateLine(box, daily, reopen));
}

addStrings({
  en: {
    verify:
      "This deal was fixed before the day began: SHA-256 of its seed is {commitment}.",
    verify_seed: " Seed: {seed} (check it with scripts/verify_daily.py).",
    verify_later: " The seed is shown once the date is over.",
  },
  es: {
    verify:
      "Este reparto se fijó antes de empezar el día: el SHA-256 de su semilla es {commitment}.",
    verify_seed: " Semilla: {seed} (compruébala con scripts/verify_daily.py).",
    verify_later: " La semilla se muestra cuando termina la fecha.",
  },
});

/** One line on what the commitment means, with the commitment (and the seed once shown). */
export function verificationLine(daily) {
  const line = el("p", "verify", t("verify", { commitment: daily.seed_commitment })
    + (daily.seed ? t("verify_seed", { seed: daily.seed }) : t("verify_later")));
  line.setAttribute("data-verify", "");
  line.dataset.seedCommitment = daily.seed_commitment || "";
  if (daily.seed) line.dataset.seed = daily.seed;
  return line;
}
