/*
 * FieldFix service worker (SPEC §1 offline, §7 /sw.js). Generated into build/client/sw.js at the end of every
 * build by scripts/sw/write-service-worker.ts, which fills in the build's version and file list.
 * Strategy (docs/decisions/offline-first.md):
 *   - the current build's assets, icons, the offline page and the offline result view: precached per version;
 *   - pages: network first, the user's recently opened ones kept for offline reading;
 *   - GET /api/history and GET /api/user: network first, kept for offline reading;
 *   - API mutations: never cached, never answered from the cache;
 *   - user data lives only in caches named "fieldfix-data-*", deleted on sign-out and whenever who is signed in changes.
 */
const VERSION = "__FIELDFIX_SW_VERSION__";
const PRECACHE = __FIELDFIX_SW_PRECACHE__;
const ROUTE_MANIFEST = "__FIELDFIX_SW_ROUTE_MANIFEST__";

const SHELL = `fieldfix-shell-${VERSION}`;
const PAGES = "fieldfix-data-pages";
const API = "fieldfix-data-api";
const OFFLINE_PAGE = "/offline"; // public/offline.html
const OFFLINE_VIEW = "/diagnostic/offline";
const MAX_PAGES = 40;
const CACHED_API = ["/api/history", "/api/user"];
// Pages that carry one-time tokens in the URL or exist only for developers are never stored.
const UNCACHED_PAGES = [/^\/reset-password/, /^\/verify-email/, /^\/dev\//];
// Pages kept for offline use when opened by a client-side navigation too.
const WARM_PAGES = [/^\/$/, /^\/(tractor|atv|automotive)-search$/, /^\/history$/, /^\/diagnostic\//, /^\/result\//, /^\/diagnostic-result$/];
// A diagnose page: the offline result view is kept too, rendered for this user (the precached copy is a guest's).
const ENTRY_PAGE = /^\/(tractor|atv|automotive)-search$/;
// Requests that change who is signed in: every user-data cache is dropped.
const AUTH_CHANGES = ["/api/login", "/api/logout", "/api/auth/complete-registration", "/api/auth/biometric/authenticate/complete"];

let pagesNeedRefresh = false;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll(PRECACHE);
      // The offline result view reads everything it shows from the device, so a guest rendering serves anyone.
      const view = await fetch(OFFLINE_VIEW, { credentials: "omit" });
      if (view.ok) await cache.put(OFFLINE_VIEW, view);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(keys.filter((k) => k.startsWith("fieldfix-shell-") && k !== SHELL).map((k) => caches.delete(k)));
      await self.clients.claim();
      pagesNeedRefresh = true;
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "CLEAR_USER_DATA") event.waitUntil(clearUserData());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (AUTH_CHANGES.includes(url.pathname)) event.waitUntil(clearUserData());
    return; // mutations always go to the network
  }
  if (url.pathname === "/sw.js") return;
  if (request.mode === "navigate") {
    if (pagesNeedRefresh) {
      // After an update, not during activation: fetch events wait for activation to finish.
      pagesNeedRefresh = false;
      event.waitUntil(refreshPages());
    }
    return event.respondWith(page(event, url));
  }
  if (url.pathname.startsWith("/api/")) {
    if (CACHED_API.includes(url.pathname)) event.respondWith(api(event));
    return;
  }
  if (url.pathname.endsWith(".data")) return event.respondWith(routeData(event, url));
  if (url.pathname === "/__manifest") return event.respondWith(routeManifest(request));
  event.respondWith(staticFile(event));
});

function clearUserData() {
  return caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith("fieldfix-data")).map((k) => caches.delete(k))));
}

/** The cache key of a page: the install source (?source=pwa) does not make a different page. */
function pageKey(url) {
  const u = new URL(url);
  u.searchParams.delete("source");
  u.hash = "";
  return u.toString();
}

function cacheablePage(url, response) {
  return response.status === 200 && (response.headers.get("content-type") || "").includes("text/html") && !UNCACHED_PAGES.some((re) => re.test(url.pathname));
}

async function putPage(key, response) {
  const cache = await caches.open(PAGES);
  await cache.delete(key);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((k) => cache.delete(k)));
}

async function page(event, url) {
  const request = event.request;
  const key = pageKey(request.url);
  try {
    const response = await fetch(request);
    if (cacheablePage(url, response)) {
      event.waitUntil(putPage(key, response.clone()));
      if (ENTRY_PAGE.test(url.pathname)) event.waitUntil(warmPage(OFFLINE_VIEW));
    }
    return response;
  } catch {
    const pages = await caches.open(PAGES);
    let hit = await pages.match(key, { ignoreVary: true });
    if (!hit && url.pathname === OFFLINE_VIEW) {
      hit = (await pages.match(OFFLINE_VIEW, { ignoreSearch: true })) || (await caches.match(OFFLINE_VIEW, { cacheName: SHELL, ignoreSearch: true }));
    }
    return (
      hit ||
      (await caches.match(OFFLINE_PAGE, { cacheName: SHELL })) ||
      new Response("You're offline.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } })
    );
  }
}

async function api(event) {
  const request = event.request;
  const cache = await caches.open(API);
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(cache.put(request, response.clone()));
    else if (response.status === 401 || response.status === 403) event.waitUntil(cache.delete(request));
    return response;
  } catch {
    const hit = await cache.match(request);
    if (hit) return hit;
    return new Response(JSON.stringify({ message: "You're offline and this isn't saved on this device yet.", error: "OFFLINE" }), {
      status: 503,
      headers: { "content-type": "application/json" },
    });
  }
}

/** The page a React Router data request (/x.data, /_root.data for /) loads data for. */
function pageOfData(url) {
  let path = url.pathname.replace(/\/_(root)?\.data$/, "/").replace(/\.data$/, "");
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.toString();
  if (search) path += `?${search}`;
  return path;
}

/**
 * React Router's data request for a client-side navigation. Online, pages worth having offline (home, the
 * entry pages, results, history) are also fetched as documents and kept, since a client-side navigation never
 * asks for the document. Offline, the answer is a "reload the document" redirect, so the browser asks for the
 * page itself, which page() answers from the cache or with the offline page.
 */
async function routeData(event, url) {
  const path = pageOfData(url);
  try {
    const response = await fetch(event.request);
    const pathname = new URL(path, url).pathname;
    if (response.status === 200 && WARM_PAGES.some((re) => re.test(pathname))) event.waitUntil(warmPage(path));
    if (response.status === 200 && ENTRY_PAGE.test(pathname)) event.waitUntil(warmPage(OFFLINE_VIEW));
    return response;
  } catch {
    return new Response(null, {
      status: 204,
      headers: { "X-Remix-Redirect": path, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" },
    });
  }
}

async function warmPage(path) {
  try {
    const response = await fetch(path, { credentials: "include", headers: { accept: "text/html" } });
    if (cacheablePage(new URL(response.url), response) && !response.redirected) await putPage(pageKey(response.url), response);
  } catch {
    // offline again: nothing to keep
  }
}

/** React Router's lazy route discovery. Offline, answer from this build's full route manifest (precached). */
async function routeManifest(request) {
  try {
    return await fetch(request);
  } catch {
    const file = await caches.match(ROUTE_MANIFEST, { cacheName: SHELL });
    if (!file) throw new Error("offline and no route manifest cached");
    const text = await file.text();
    const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
    return new Response(JSON.stringify(manifest.routes), { headers: { "content-type": "application/json" } });
  }
}

/** Hashed build assets and public files: from the precache, else the network (kept for next time). */
async function staticFile(event) {
  const request = event.request;
  const hit = await caches.match(request, { cacheName: SHELL });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith("/assets/")) {
    const copy = response.clone();
    event.waitUntil(caches.open(SHELL).then((c) => c.put(request, copy)));
  }
  return response;
}

/** Pages kept by an older build point at its assets: fetch fresh copies while online (best effort). */
async function refreshPages() {
  const cache = await caches.open(PAGES);
  for (const request of await cache.keys()) {
    try {
      const response = await fetch(request.url, { credentials: "include" });
      if (cacheablePage(new URL(request.url), response)) await cache.put(request, response);
      else await cache.delete(request);
    } catch {
      return; // offline: keep what we have
    }
  }
}
