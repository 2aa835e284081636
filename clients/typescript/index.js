/** Reads a `RateLimit` field (`"moves";r=1187;t=42, ...`, draft-ietf-httpapi-ratelimit-headers). */
export function parseRateLimit(field) {
    if (!field)
        return [];
    return field.split(",").flatMap((item) => {
        const match = /^\s*"([^"]*)"((?:;\s*\w+=\d+)*)\s*$/.exec(item);
        if (!match)
            return [];
        const params = new Map(match[2]
            .split(";")
            .filter(Boolean)
            .map((pair) => pair.trim().split("=")));
        return [{ name: match[1], remaining: Number(params.get("r")), reset: Number(params.get("t")) }];
    });
}
export class GinClient {
    constructor(options = {}) {
        /** The `RateLimit` items of the last answer that had any. */
        this.rateLimit = [];
        this.baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
        this.token = options.token;
        this.headers = { ...(options.headers ?? {}) };
        this.fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
    }
    /** The URL of `path` with its parameters and query filled in. */
    url(path, params, query) {
        const filled = path.replace(/\{(\w+)\}/g, (_, name) => {
            const value = params?.[name];
            if (value === undefined || value === null)
                throw new Error(`missing path parameter ${name}`);
            return encodeURIComponent(String(value));
        });
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(query ?? {})) {
            if (value !== undefined && value !== null)
                search.append(key, String(value));
        }
        const rest = search.toString();
        return this.baseUrl + filled + (rest ? `?${rest}` : "");
    }
    async request(method, path, options = {}) {
        const headers = { Accept: "application/json", ...this.headers };
        if (this.token)
            headers.Authorization = `Bearer ${this.token}`;
        Object.assign(headers, options.headers ?? {});
        const init = { method: method.toUpperCase(), headers, signal: options.signal };
        if (options.body !== undefined) {
            headers["Content-Type"] = "application/json";
            init.body = JSON.stringify(options.body);
        }
        const url = this.url(path, options.path, options.query);
        const response = await this.fetcher(url, init);
        const seen = parseRateLimit(response.headers.get("RateLimit"));
        if (seen.length)
            this.rateLimit = seen;
        const text = response.status === 204 || response.status === 304 ? "" : await response.text();
        const json = text ? JSON.parse(text) : undefined;
        if (response.ok || response.status === 304) {
            return { ok: true, status: response.status, data: json, headers: response.headers };
        }
        const error = json?.error ?? {
            code: "server_error",
            message: text.slice(0, 300) || response.statusText,
            fields: {},
        };
        return { ok: false, status: response.status, error: error, headers: response.headers };
    }
    get(path, options) {
        return this.request("get", path, options);
    }
    post(path, options) {
        return this.request("post", path, options);
    }
    put(path, options) {
        return this.request("put", path, options);
    }
    patch(path, options) {
        return this.request("patch", path, options);
    }
    delete(path, options) {
        return this.request("delete", path, options);
    }
}
function base64url(bytes) {
    let text = "";
    for (const byte of bytes)
        text += String.fromCharCode(byte);
    return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
/** A PKCE pair (RFC 7636, S256) for /oauth/authorize and /oauth/token. */
export async function pkcePair() {
    const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
    return { verifier, challenge: base64url(new Uint8Array(digest)) };
}
