/**
 * A stand-in for the generated TypeScript client (clients/typescript/, GinClient): the same
 * shape, so this app switches to it by changing one import.  Every answer is
 * {ok: true, status, data} or {ok: false, status, error} with the API's error object.
 */
export class GinClient {
  constructor({ baseUrl, token = null }) {
    this.baseUrl = baseUrl.replace(/\/$/, "");
    this.token = token;
  }

  async request(method, path, { path: params = {}, body, headers = {} } = {}) {
    const url = path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(params[name]));
    const send = { Accept: "application/json", ...headers };
    if (this.token) send.Authorization = `Bearer ${this.token}`;
    if (body !== undefined) send["Content-Type"] = "application/json";
    const response = await fetch(this.baseUrl + url, {
      method: method.toUpperCase(),
      headers: send,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : undefined;
    return response.ok
      ? { ok: true, status: response.status, data: parsed, headers: response.headers }
      : { ok: false, status: response.status, error: parsed?.error, headers: response.headers };
  }

  get(path, options) { return this.request("get", path, options); }
  post(path, options) { return this.request("post", path, options); }
  delete(path, options) { return this.request("delete", path, options); }
}
