import { and, eq, isNull, sql } from "drizzle-orm";
import { type CompactAnswer, compactAnswer, expandAnswer, type FullAnswer, refsOf } from "~/domain/compact-answer.ts";
import type { Db } from "../db/client.ts";
import { answerParts, diagnostics } from "../db/schema.ts";

/**
 * Stored answers in compact form (docs/decisions/compact-storage.md): the row keeps a deflate-raw compressed compact
 * answer and the knowledge texts it shows go to answer_parts once each. Reading expands them back to exactly the
 * answer that was shown; rows stored before keep their answer in the old columns and are read as they are.
 */

type Row = typeof diagnostics.$inferSelect;

/** The columns answerColumns() writes that the compact answer replaces, with the few it reads them against. */
export interface AnswerFields extends FullAnswer {
  tractorModel: string;
  symptoms: string;
  engine: string;
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

export const deflate = (text: string) => through(new TextEncoder().encode(text), new CompressionStream("deflate-raw"));
export const inflate = async (bytes: Uint8Array) => new TextDecoder().decode(await through(bytes, new DecompressionStream("deflate-raw")));

/**
 * The row values for an answer: the compact answer in `answer`, the three answer columns left empty (they stay NOT
 * NULL for older rows), and the knowledge parts to write beside it.
 */
export async function compactColumns<T extends AnswerFields>(fields: T) {
  const { compact, parts } = compactAnswer(fields, fields);
  return {
    values: { ...fields, troubleshootingSteps: [], alternativeCauses: [], details: {}, answer: await deflate(JSON.stringify(compact)) },
    parts,
  };
}

/** Statements writing parts not stored yet (a part is never rewritten: its hash is its text). */
export function partInserts(db: Db, parts: ReadonlyMap<string, string>) {
  const rows = [...parts].map(([hash, body]) => ({ hash, body }));
  // Two bound values a row; D1 takes at most 100 per statement.
  const chunks: (typeof rows)[] = [];
  for (let i = 0; i < rows.length; i += 40) chunks.push(rows.slice(i, i + 40));
  return chunks.map((chunk) => db.insert(answerParts).values(chunk).onConflictDoNothing());
}

/**
 * Rows with their answer columns filled from the compact answer, as they were before compaction existed: every reader
 * (result page, export, 'What fixed it?') keeps reading the same columns. `known` are parts already at hand (the
 * answer just stored), so a fresh diagnosis costs no extra read.
 */
export async function withAnswers<R extends Row>(db: Db, rows: readonly R[], known?: ReadonlyMap<string, string>): Promise<R[]> {
  const compacts = await Promise.all(rows.map(async (r) => (r.answer ? (JSON.parse(await inflate(r.answer)) as CompactAnswer) : null)));
  const wanted = [...new Set(compacts.flatMap((c) => (c ? refsOf(c) : [])))].filter((h) => !known?.has(h));
  const fetched = new Map<string, string>();
  if (wanted.length > 0) {
    // One bound value however many hashes: json_each turns the list into rows, each a primary-key lookup.
    const found = await db.all<{ hash: string; body: string }>(
      sql`select hash, body from ${answerParts} where hash in (select value from json_each(${JSON.stringify(wanted)}))`,
    );
    for (const p of found) fetched.set(p.hash, p.body);
  }
  const part = (h: string) => known?.get(h) ?? fetched.get(h);
  return rows.map((r, i) => {
    const c = compacts[i];
    if (!c) return r;
    const full = expandAnswer(c, r, part);
    return { ...r, troubleshootingSteps: full.troubleshootingSteps, alternativeCauses: full.alternativeCauses, details: full.details };
  });
}

export async function withAnswer<R extends Row>(db: Db, row: R, known?: ReadonlyMap<string, string>): Promise<R> {
  return (await withAnswers(db, [row], known))[0]!;
}

/** Legacy rows compacted per housekeeping run: one read and one batch, well inside a scheduled run's limits. */
const LEGACY_BATCH = 200;

/**
 * The data migration for rows stored before compact storage (their answer whole in the row): each is compacted, read
 * back and compared before its columns are emptied, in one statement that only touches a row still uncompacted, so
 * nothing is ever lost and a run racing another is harmless. Run by the hourly housekeeping until none are left
 * (the partial index diagnostics_uncompacted_idx holds exactly those rows, so finding them never scans).
 */
export async function compactLegacyAnswers(db: Db, limit = LEGACY_BATCH): Promise<number> {
  const rows = await db.select().from(diagnostics).where(isNull(diagnostics.answer)).limit(limit);
  if (rows.length === 0) return 0;
  const parts = new Map<string, string>();
  const updates = [];
  for (const row of rows) {
    const full = {
      troubleshootingSteps: (row.troubleshootingSteps ?? []) as FullAnswer["troubleshootingSteps"],
      alternativeCauses: (row.alternativeCauses ?? []) as FullAnswer["alternativeCauses"],
      details: row.details ?? {},
    };
    const { compact, parts: own } = compactAnswer(full, row);
    for (const [h, body] of own) parts.set(h, body);
    updates.push(
      db
        .update(diagnostics)
        .set({
          answer: await deflate(JSON.stringify(compact)),
          troubleshootingSteps: [],
          alternativeCauses: [],
          details: {},
          // Rows from before step counts were kept had the count read from the steps; it must outlive them.
          stepCount: row.stepCount > 0 ? row.stepCount : full.troubleshootingSteps.length,
        })
        .where(and(eq(diagnostics.id, row.id), isNull(diagnostics.answer))),
    );
  }
  const [first, ...rest] = updates;
  await db.batch([first!, ...rest, ...partInserts(db, parts)]);
  return rows.length;
}
