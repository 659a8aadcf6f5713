import packed from "../../generated/knowledge.js";
import { unpackKnowledge } from "./knowledge.ts";

/** The knowledge base compiled into this build (knowledge/ → scripts/kb/compile.ts → app/generated/knowledge.js). */
export const KNOWLEDGE = unpackKnowledge(packed);
