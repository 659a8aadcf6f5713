import { compileKnowledge, KnowledgeError, type KnowledgeSources } from "~/domain/knowledge/compile.ts";

/** The problems the knowledge compiler reports for these sources (none when they compile). */
export function problems(src: KnowledgeSources): string[] {
  try {
    compileKnowledge(src);
    return [];
  } catch (e) {
    if (e instanceof KnowledgeError) return e.problems;
    throw e;
  }
}
