// The page an address names, as both the gatherers' address check (check.mjs) and the unit test that keeps holdout
// pages apart from knowledge sources (tests/unit/eval-sources.test.ts) compare them: host without "www." or "m.", path
// without a trailing slash, "/amp" or "/index.html", and the query (a forum thread's id).
export function pageKey(url) {
  const u = new URL(url.trim().toLowerCase());
  const host = u.host.replace(/^www\d?\./, "").replace(/^m\./, "");
  return `${host}${u.pathname.replace(/\/+$/, "").replace(/\/(amp|index\.html?)$/, "")}${u.search}`;
}
