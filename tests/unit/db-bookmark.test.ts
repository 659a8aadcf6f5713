import { describe, expect, it } from "vitest";
import { readBookmark, requestDb } from "~/.server/db/bookmark.ts";

/** A D1 binding whose sessions record where they started and hand out the bookmark a test sets. */
function fakeD1() {
  const started: string[] = [];
  let bookmark: string | null = null;
  const d1 = {
    withSession(from: string) {
      started.push(from);
      return {
        prepare: (q: string) => ({ q }),
        batch: async () => [],
        getBookmark: () => bookmark,
      };
    },
  } as unknown as D1Database;
  return { d1, started, setBookmark: (b: string | null) => (bookmark = b) };
}

const B1 = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
const B2 = "00000085-0000024d-00004c6e-1234567890abcdef1234567890abcdef";

describe("D1 session bookmark cookie", () => {
  it("starts the session from the browser's bookmark, or anywhere when there is none or it is not one", () => {
    const { d1, started } = fakeD1();
    requestDb(d1, `ff_session=abc; ff_db=${B1}`, false);
    requestDb(d1, null, false);
    requestDb(d1, "ff_db=<script>alert(1)</script>", false);
    // Over https only the __Host- cookie counts.
    requestDb(d1, `ff_db=${B1}`, true);
    requestDb(d1, `__Host-ff_db=${B1}`, true);
    expect(started).toEqual([B1, "first-unconstrained", "first-unconstrained", "first-unconstrained", B1]);
    expect(readBookmark(`a=1; __Host-ff_db=${B2}`, true)).toBe(B2);
  });

  it("sets the cookie only after a write moved the bookmark: HttpOnly, SameSite=Lax, Secure and __Host- over https", () => {
    const { d1, setBookmark } = fakeD1();
    const reads = requestDb(d1, `__Host-ff_db=${B1}`, true);
    reads.client.prepare("select * from users where id = ?");
    setBookmark(B2);
    expect(reads.cookie()).toBeNull();

    const writes = requestDb(d1, `__Host-ff_db=${B1}`, true);
    writes.client.prepare("update users set name = ? where id = ?");
    setBookmark(B1);
    expect(writes.cookie()).toBeNull();
    setBookmark(B2);
    expect(writes.cookie()).toBe(`__Host-ff_db=${B2}; Path=/; HttpOnly; SameSite=Lax; Secure`);

    const plain = requestDb(d1, null, false);
    plain.client.prepare("insert into outbox (x) values (?)");
    expect(plain.cookie()).toBe(`ff_db=${B2}; Path=/; HttpOnly; SameSite=Lax`);
  });
});
