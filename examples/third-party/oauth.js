/**
 * The authorization code flow with PKCE (RFC 7636, S256) for a public browser app: the
 * verifier (from the generated client's pkcePair) stays in this tab's sessionStorage; the
 * service's consent page does the rest.
 */
import { pkcePair } from "../../clients/typescript/index.js";

const STORE = "third-party-oauth";

export function redirectUri() {
  return location.origin + location.pathname;
}

/** Send the player to the service's consent page. */
export async function signIn({ api, clientId, scope }) {
  const { verifier, challenge } = await pkcePair();
  const state = crypto.randomUUID();
  sessionStorage.setItem(STORE, JSON.stringify({ api, clientId, verifier, state }));
  const query = new URLSearchParams({
    response_type: "code", client_id: clientId, redirect_uri: redirectUri(), scope, state,
    code_challenge: challenge, code_challenge_method: "S256",
  });
  location.assign(`${api}/oauth/authorize?${query}`);
}

/**
 * Back from the consent page: the tokens for ?code=…, or {error} for ?error=… (a Deny is
 * "access_denied").  null when this page was not opened by the consent page.
 */
export async function finish() {
  const params = new URLSearchParams(location.search);
  const saved = JSON.parse(sessionStorage.getItem(STORE) || "null");
  if (!saved || (!params.has("code") && !params.has("error"))) return null;
  history.replaceState(null, "", redirectUri());
  sessionStorage.removeItem(STORE);
  if (params.get("state") !== saved.state) return { error: "state_mismatch", ...saved };
  if (params.has("error")) return { error: params.get("error"), ...saved };
  const response = await fetch(`${saved.api}/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code", code: params.get("code"), redirect_uri: redirectUri(),
      client_id: saved.clientId, code_verifier: saved.verifier,
    }),
  });
  const tokens = await response.json();
  return response.ok ? { ...tokens, ...saved } : { error: tokens.error, ...saved };
}
