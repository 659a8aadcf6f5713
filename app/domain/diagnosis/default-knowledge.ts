import artifact from "../../generated/knowledge.js";
import { loadKnowledge } from "./knowledge.ts";

/** The knowledge base compiled into this build (knowledge/ → scripts/kb/compile.ts → app/generated/knowledge.js). */
export const KNOWLEDGE = loadKnowledge(artifact);
