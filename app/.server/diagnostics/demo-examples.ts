import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine.ts";
import { EMPTY_PROGRESS } from "~/domain/step-progress.ts";
import type { AppServices } from "../context.ts";
import { diagnostics } from "../db/schema.ts";
import { compactColumns, partInserts } from "./answer-store.ts";
import { type AskedFor, answerColumns } from "./stored-answer.ts";

/**
 * The demo account's three example saved diagnoses (issue #14 item 7), put back as they were at each demo sign-in:
 * the demo is shared, so a visitor who unsaved, ticked or resolved one does not change what the next visitor
 * sees. They are real answers of the embedded engine to owner-style complaints (no AI call, nothing charged), and
 * Ag/Construction only, the one category the demo may use (SPEC §6).
 */
export const DEMO_EXAMPLES: readonly AskedFor[] = [
  {
    vehicleType: "tractor",
    make: "John Deere",
    model: "5075E 2016",
    problem: "hard to start on cold mornings, cranks a long time and blows white smoke until it warms up",
  },
  {
    vehicleType: "tractor",
    make: "Kubota",
    model: "L3901",
    problem: "loader lifts fine when cold but gets slow and weak once the hydraulic oil is warm",
  },
  {
    vehicleType: "tractor",
    make: "Bobcat",
    model: "S650",
    problem: "lift and tilt stopped working, the seat bar light is on and the machine won't move",
  },
];

/** A fixed id per (account, example): the same rows are overwritten, never added to. Same shape as newId(). */
function exampleId(userId: string, index: number): string {
  return encodeBase32LowerCaseNoPadding(sha256(new TextEncoder().encode(`demo-example:${userId}:${index}`)).slice(0, 16));
}

// Fixed questions and a fixed knowledge base give fixed answers: worked out once per isolate, not at every sign-in.
let answers: Promise<Awaited<ReturnType<typeof compactColumns<ReturnType<typeof answerColumns>>>>[]> | undefined;
const exampleAnswers = () =>
  (answers ??= Promise.all(
    DEMO_EXAMPLES.map((asked) =>
      compactColumns(
        answerColumns(asked, diagnose({ vehicleType: asked.vehicleType, make: asked.make, model: asked.model, symptoms: asked.problem }, KNOWLEDGE)),
      ),
    ),
  ));

export async function restoreDemoExamples(svc: Pick<AppServices, "db" | "now">, userId: string): Promise<void> {
  const base = svc.now().getTime();
  const examples = await exampleAnswers();
  const rows = examples.map((answer, i) => ({
    id: exampleId(userId, i),
    userId,
    ...answer.values,
    saved: true,
    resolved: false,
    stepProgress: EMPTY_PROGRESS,
    // A day apart, newest first in history like real ones.
    createdAt: new Date(base - (i + 1) * 24 * 60 * 60 * 1000),
  }));
  const upsert = (row: (typeof rows)[number]) => {
    const { id: _id, userId: _user, ...update } = row;
    return svc.db.insert(diagnostics).values(row).onConflictDoUpdate({ target: diagnostics.id, set: update });
  };
  const parts = new Map(examples.flatMap((e) => [...e.parts]));
  const [first, ...rest] = [...partInserts(svc.db, parts), ...rows.map(upsert)];
  await svc.db.batch([first!, ...rest]);
}
