/**
 * `npm run kb:check`: validates knowledge/ (or KNOWLEDGE_DIR) exactly as the build does and lists every problem,
 * without writing the compiled artifact (safe to run while a build or the tests use app/generated).
 */
import { KnowledgeError } from "../../app/domain/knowledge/compile.ts";
import { compileFromDisk } from "./compile.ts";

try {
  const artifact = compileFromDisk();
  console.log(`knowledge ${artifact.version}: ${artifact.entries.length} entries, ${artifact.steps.length} steps: valid`);
} catch (error) {
  if (!(error instanceof KnowledgeError)) throw error;
  console.error(error.message);
  process.exit(1);
}
