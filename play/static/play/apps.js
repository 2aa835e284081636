// The apps the player allowed (OAuth 2.0, /oauth/authorize), each with a Withdraw button:
// withdrawing ends every token of that app for this player at once.  Hooks: [data-apps]
// (the section), one li[data-app] per app with its client_id, and its button
// [data-app-withdraw].  The list is hidden while there is none.

import { api } from "./api.js";
import { addStrings, dateTime, t } from "./i18n.js";

addStrings({
  en: {
    apps_title: "Apps you allowed",
    withdraw: "Withdraw",
    scopes: "may: {scopes}",
    last_used: "last used {when}",
    never_used: "not used yet",
    withdrawn: "{app} can no longer use your account.",
    "profile:read": "see your profile",
    "games:read": "see your games",
    "games:play": "play games for you",
    "daily:play": "play the Daily Gin for you",
  },
  es: {
    apps_title: "Aplicaciones que permitiste",
    withdraw: "Retirar",
    scopes: "puede: {scopes}",
    last_used: "último uso {when}",
    never_used: "sin usar todavía",
    withdrawn: "{app} ya no puede usar tu cuenta.",
    "profile:read": "ver tu perfil",
    "games:read": "ver tus partidas",
    "games:play": "jugar partidas por ti",
    "daily:play": "jugar el Gin diario por ti",
  },
});

function row(authorization, section) {
  const li = document.createElement("li");
  li.dataset.app = authorization.app.client_id;
  const when = authorization.last_used_at
    ? t("last_used", { when: dateTime(authorization.last_used_at) })
    : t("never_used");
  const scopes = authorization.scopes.map((scope) => t(scope)).join(", ");
  const name = document.createElement("strong");
  name.textContent = authorization.app.name;
  li.append(name, ` — ${t("scopes", { scopes })} · ${when} `);
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.appWithdraw = authorization.id;
  button.textContent = t("withdraw");
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      await api.withdrawApp(authorization.id);
      const notice = document.createElement("p");
      notice.dataset.appWithdrawn = authorization.app.client_id;
      notice.textContent = t("withdrawn", { app: authorization.app.name });
      await renderApps(section);
      section.hidden = false;
      section.append(notice);
    } catch (error) {
      button.disabled = false;
      button.title = error.message;
    }
  });
  li.append(button);
  return li;
}

/** Draw the player's allowed apps into ``section`` (hidden when there is none). */
export async function renderApps(section) {
  const authorizations = await api.authorizations();
  const title = document.createElement("h3");
  title.textContent = t("apps_title");
  const list = document.createElement("ul");
  list.className = "history";
  list.append(...authorizations.map((authorization) => row(authorization, section)));
  section.replaceChildren(title, list);
  section.hidden = authorizations.length === 0;
}
