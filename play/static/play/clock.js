// A friend game's turn clock and "Claim victory" (docs/API.md "Live games"): the player on turn
// has until `turn_deadline` (3 days by default) to move; once that has passed, the waiting
// player may POST /games/{id}/claim-victory and win.  The table calls renderClock(game, ...)
// each time it draws; this module keeps its own line under the status line.
//
// Hooks for automated browsers: `data-turn-clock` (with `data-deadline`, and `data-expired`
// once it has passed) and the button `data-claim-victory` (shown only to the waiting player
// once the opponent's time is up).

import { api } from "./api.js";
import { addStrings, dateTime, language, t } from "./i18n.js";

addStrings({
  en: {
    clock_you: "Your move: you have until {time} ({left}).",
    clock_them: "{name} has until {time} to move ({left}).",
    clock_expired: "{name} ran out of time: you may claim victory.",
    clock_yours_expired: "Your time to move has run out: your opponent may claim victory.",
    claim_victory: "Claim victory",
  },
  es: {
    clock_you: "Te toca: tienes hasta el {time} ({left}).",
    clock_them: "{name} tiene hasta el {time} para jugar ({left}).",
    clock_expired: "A {name} se le acabó el tiempo: puedes reclamar la victoria.",
    clock_yours_expired: "Se te acabó el tiempo para jugar: tu oponente puede reclamar la victoria.",
    claim_victory: "Reclamar la victoria",
  },
});

const UNITS = [["day", 86_400], ["hour", 3600], ["minute", 60]];
let shown = null; // { game, hooks } last drawn, for the minute timer
let timer = null;

/** "in 2 days", "dentro de 3 horas": the platform's words and plurals. */
function timeLeft(seconds) {
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? UNITS[UNITS.length - 1];
  return new Intl.RelativeTimeFormat(language(), { numeric: "auto" })
    .format(Math.max(1, Math.round(seconds / size)), unit);
}

function clockLine() {
  let line = document.querySelector("[data-turn-clock]");
  if (!line) {
    line = document.createElement("p");
    line.className = "turn-clock";
    line.dataset.turnClock = "";
    document.querySelector("[data-status]").after(line);
  }
  return line;
}

/**
 * Draw the clock of `game` (nothing unless it has a `turn_deadline`).  `hooks.run(work)` runs a
 * request showing its errors; `hooks.onGame(game)` draws the game a claim finished.
 */
export function renderClock(game, hooks) {
  shown = { game, hooks };
  const line = clockLine();
  const deadline = game.turn_deadline && Date.parse(game.turn_deadline);
  line.hidden = !deadline;
  clearTimeout(timer);
  if (!deadline) return;
  const seconds = (deadline - Date.now()) / 1000;
  const expired = seconds <= 0;
  const name = game.opponent?.display_name || t("opponent");
  line.dataset.deadline = game.turn_deadline;
  line.toggleAttribute("data-expired", expired);
  const time = dateTime(deadline);
  const mine = game.turn === "you";
  line.textContent = expired ? t(mine ? "clock_yours_expired" : "clock_expired", { name })
    : t(mine ? "clock_you" : "clock_them", { name, time, left: timeLeft(seconds) });
  if (expired && !mine) {
    const claim = document.createElement("button");
    claim.type = "button";
    claim.dataset.claimVictory = "";
    claim.textContent = t("claim_victory");
    claim.addEventListener("click", () => hooks.run(async () => hooks.onGame(await api.claimVictory(game))));
    line.append(" ", claim);
  }
  // Redrawn each minute while on screen, so "in 3 hours" and the button come by themselves.
  timer = setTimeout(() => {
    if (shown?.game === game && !line.closest("[hidden]")) renderClock(game, hooks);
  }, expired ? 60_000 : Math.min(60_000, seconds * 1000 + 500));
}
