// HTTP and websocket helpers. The session token lives in localStorage.
export function token() { return localStorage.getItem("token"); }
export function user() { try { return JSON.parse(localStorage.getItem("user")); } catch { return null; } }
export function setSession(data) {
  localStorage.setItem("token", data.token);
  localStorage.setItem("user", JSON.stringify(data.user));
}
export function clearSession() { localStorage.removeItem("token"); localStorage.removeItem("user"); }

// On a multi-node site (docs/server.md) a room lives on one node; another node answers "moved"
// with the holder's public URL. The table is reopened there; the session travels in the URL
// fragment (never sent to a server), is stored at the new origin and wiped from the address bar.
export function followMoved(data) {
  if (!data || data.code !== "moved" || typeof data.node_url !== "string") return false;
  if (!/^https?:\/\//.test(data.node_url) || data.node_url.startsWith(location.origin)) return false;
  const hand = { token: token(), user: user(), to: location.hash || "#/lobby" };
  location.href = `${data.node_url.replace(/\/$/, "")}/#/handoff/${encodeURIComponent(JSON.stringify(hand))}`;
  return true;
}

export function takeHandoff(encoded) {
  try {
    const hand = JSON.parse(decodeURIComponent(encoded));
    if (typeof hand.token === "string" && hand.user) setSession({ token: hand.token, user: hand.user });
    const to = typeof hand.to === "string" && hand.to.startsWith("#/") ? hand.to : "#/lobby";
    history.replaceState(null, "", location.pathname + to);
  } catch { history.replaceState(null, "", location.pathname + "#/lobby"); }
}

export async function api(method, path, body) {
  const headers = { "content-type": "application/json" };
  if (token()) headers.authorization = `Bearer ${token()}`;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data = null;
  try { data = await res.json(); } catch { data = null; }
  if (!res.ok) {
    if (res.status === 421) followMoved(data);
    const err = new Error((data && (data.message?.en || data.message)) || res.statusText);
    err.data = data; err.status = res.status;
    throw err;
  }
  return data;
}

// A websocket that reconnects with the same token and re-sends its subscriptions.
export class Channel {
  constructor(onFrame, onStatus) {
    this.onFrame = onFrame; this.onStatus = onStatus || (() => {});
    this.subs = []; this.ws = null; this.closed = false; this.nextId = 1; this.connect();
  }
  connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${proto}://${location.host}/ws?token=${encodeURIComponent(token() || "")}`);
    this.ws = ws;
    ws.onopen = () => { this.onStatus("open"); for (const s of this.subs) ws.send(JSON.stringify(s)); };
    ws.onmessage = (ev) => {
      let m; try { m = JSON.parse(ev.data); } catch { return; }
      if (m.type === "error" && followMoved(m)) { this.close(); return; }
      this.onFrame(m);
    };
    ws.onclose = () => { this.onStatus("closed"); if (!this.closed) setTimeout(() => this.connect(), 800); };
  }
  subscribe(msg) { this.subs.push(msg); this.send(msg); }
  send(msg) {
    if (msg.id === undefined) msg.id = this.nextId++;
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
    return msg.id;
  }
  close() { this.closed = true; if (this.ws) this.ws.close(); }
}
