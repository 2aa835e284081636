// The start screen's own panels: the invitations waiting for a friend (cancel, copy a link
// that joins), the link to the chosen ruleset's rules, who is signed in and on which devices.
//
// Hooks for automated browsers: `data-invites` (one `li` per waiting invitation, with
// `data-invite="CODE"`, a `data-cancel-invite` button named by the game's id and a
// `data-copy-invite` button), `data-rules-link` (the rules of the ruleset chosen), the
// account's state `data-account-state` (`data-state`: none | guest | registered), the devices
// `data-sessions` (one `li` per session with `data-session`, `data-current` on this one, and a
// `data-revoke-session` button on the others).  `/play/#join=CODE` joins that invitation.

import { api, token } from "./api.js";
import { $ } from "./dom.js";
import { dateTime, language, t } from "./i18n.js";
import { showNotice } from "./screens.js";

function button(text, attrs, onClick) {
  const node = document.createElement("button");
  node.type = "button";
  node.textContent = text;
  Object.assign(node.dataset, attrs);
  node.addEventListener("click", onClick);
  return node;
}

/** The link that joins invitation `code` when opened. */
export const inviteLink = (code) => `${location.origin}${location.pathname}#join=${encodeURIComponent(code)}`;

/** The code of a `#join=CODE` link the page was opened with, or null. */
export function joinCode() {
  const match = location.hash.match(/^#join=([\w-]+)$/);
  return match ? decodeURIComponent(match[1]) : null;
}

async function copyInvite(code) {
  const link = inviteLink(code);
  try {
    await navigator.clipboard.writeText(link);
    showNotice(t("link_copied", { link }));
  } catch {
    showNotice(t("link_ready", { link })); // no clipboard (plain http, a denied permission)
  }
}

/** GET /games?status=waiting: each invitation with Cancel and Copy link; `run` shows errors. */
export async function loadInvites(run) {
  const panel = $("[data-invites-panel]");
  const games = token() ? (await api.waitingGames()).results : [];
  panel.hidden = !games.length;
  $("[data-invites]").replaceChildren(...games.map((game) => {
    const li = document.createElement("li");
    li.dataset.invite = game.invite_code;
    li.append(
      t("invite_row", {
        ruleset: game.ruleset, code: game.invite_code,
        date: dateTime(game.created_at),
      }), " ",
      button(t("copy_link"), { copyInvite: game.invite_code }, () => run(() => copyInvite(game.invite_code))),
      button(t("cancel"), { cancelInvite: game.id }, () => run(async () => {
        await api.cancelGame(game.id);
        showNotice(t("invite_cancelled"));
        await loadInvites(run);
      })),
    );
    return li;
  }));
}

/** The rules link follows the ruleset chosen and the page's language. */
export function updateRulesLink() {
  const ruleset = $('[data-field="ruleset"]').value;
  const link = $("[data-rules-link]");
  link.href = `rules/${encodeURIComponent(ruleset)}?lang=${language()}`;
  link.textContent = t("rules_link", { ruleset });
}

/** "Signed in as …" (or a guest's name, or nobody); the account buttons that make sense now. */
export function showAccount(me) {
  const state = !token() || !me ? "none" : me.registered ? "registered" : "guest";
  const line = $("[data-account-state]");
  line.dataset.state = state;
  line.textContent = state === "registered" ? t("signed_in_as", { username: me.username, name: me.display_name })
    : state === "guest" ? t("playing_as_guest", { name: me.display_name }) : t("not_signed_in");
  for (const name of ["username", "password"]) {
    $(`[data-field="${name}"]`).closest("label").hidden = state === "registered";
  }
  $('[data-account="login"]').hidden = state === "registered";
  $('[data-account="signup"]').hidden = state === "registered";
  // A guest's token is its only key: "log out" would lose the player, so only accounts have it.
  $('[data-account="logout"]').hidden = state !== "registered";
  $("[data-devices]").hidden = state !== "registered";
}

/** "Chrome on Linux" from a device's User-Agent; the label itself when it names no browser. */
function deviceName(label = "") {
  const browser = ["Firefox", "Edg", "OPR", "Chrome", "Safari"].find((name) => label.includes(`${name}/`));
  const system = ["Android", "iPhone", "iPad", "Windows", "Mac OS", "Linux"].find((name) => label.includes(name));
  if (!browser) return label || "?";
  const names = { Edg: "Edge", OPR: "Opera", "Mac OS": "macOS" };
  return system ? `${names[browser] ?? browser} · ${names[system] ?? system}` : names[browser] ?? browser;
}

/** GET /players/me/sessions: each device, the others with "Sign out there". */
export async function loadSessions(run) {
  if ($("[data-devices]").hidden) return;
  const sessions = await api.sessions();
  const rows = (sessions.results ?? sessions).map((session) => {
    const li = document.createElement("li");
    li.dataset.session = session.id;
    li.title = session.label;
    li.append(t("session_row", {
      label: deviceName(session.label), since: dateTime(session.created_at),
      used: session.last_used_at ? dateTime(session.last_used_at) : t("session_never"),
    }));
    if (session.current) {
      li.dataset.current = "";
      li.append(` (${t("this_device")})`);
    } else {
      li.append(" ", button(t("sign_out_there"), { revokeSession: session.id }, () => run(async () => {
        await api.revokeSession(session.id);
        showNotice(t("session_revoked"));
        await loadSessions(run);
      })));
    }
    return li;
  });
  $("[data-sessions]").replaceChildren(...rows);
}
