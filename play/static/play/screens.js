// The page's screens and the messages every screen shares.  Each screen is a
// `<main data-screen="NAME">` in index.html; a module that adds one registers it here:
//
//   registerScreen("lobby", { open: async (param) => {...}, leave: () => {...} });
//
// and a link or button `data-nav="lobby"` (optionally `data-nav-param="..."`) opens it.  `run`
// wraps a user's request so its errors are shown as the toast (`data-error`), `announce` says
// something to screen readers (`data-live`).

import { ApiError } from "./api.js";
import { $ } from "./dom.js";
import { t } from "./i18n.js";

const screens = new Map();
let current = null;

/** A problem found before asking the server (no name typed...), shown like an API error. */
export class UserError extends Error {}

export function registerScreen(name, { open, leave = () => {} }) {
  screens.set(name, { open, leave });
}

/** Show one screen (and hide the others) without running its `open`. */
export function showScreen(name) {
  if (current && current !== name) screens.get(current)?.leave();
  current = name;
  for (const screen of document.querySelectorAll("[data-screen]")) {
    screen.hidden = screen.dataset.screen !== name;
  }
  document.body.dataset.on = name;
}

/** Open a registered screen: show it and run its `open(param)`. */
export async function openScreen(name, param) {
  showScreen(name);
  await screens.get(name)?.open(param);
}

export function currentScreen() {
  return current;
}

// ---- messages: a toast over the page that never moves the layout ----------------------------

let toastTimer;

export function showError(error) {
  const box = $("[data-error]");
  clearTimeout(toastTimer);
  box.classList.remove("notice");
  box.setAttribute("role", "alert");
  box.textContent = error instanceof ApiError || error instanceof UserError
    ? error.message : t("network_error");
  box.hidden = false;
}

export function showNotice(text) {
  const box = $("[data-error]");
  clearTimeout(toastTimer);
  box.classList.add("notice");
  box.setAttribute("role", "status");
  box.textContent = text;
  box.hidden = false;
  toastTimer = setTimeout(() => { box.hidden = true; }, 8000);
}

export function clearMessages() {
  clearTimeout(toastTimer);
  $("[data-error]").hidden = true;
}

/** Say `text` to screen readers (the polite live region). */
export function announce(text) {
  const live = $("[data-live]");
  if (!text) return;
  // The same words twice in a row are announced again only if the region changes.
  live.textContent = live.textContent === text ? `${text}\u00a0` : text;
}

/**
 * Run a user's request; on any error show it.  `onError` (the table's re-read of the game)
 * runs after a server's or the network's error, not after a UserError.
 */
export async function run(work, onError = async () => {}) {
  clearMessages();
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof UserError)) console.error(error);
    showError(error);
    if (!(error instanceof UserError)) await onError();
  }
}
