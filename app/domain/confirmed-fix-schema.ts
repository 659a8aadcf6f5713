import { z } from "zod";
import { FIX_LIMITS, FIX_MESSAGES, type FixAnswer } from "./confirmed-fixes.ts";

/** One line of text: control characters and runs of spaces become one space (pages render it as text, never markup). */
const clean = (s: string) =>
  s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is replaced here
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const optionalText = (max: number, message: string) => z.string({ error: message }).transform(clean).pipe(z.string().max(max, message)).optional();

/**
 * PUT /api/diagnostics/{id}/fix: either `causeId` (a cause the result listed) or `otherCause` (free text, with an
 * optional `part`). Which ids are listed is checked against the stored diagnosis by the service.
 */
export const fixAnswerSchema = z
  .object({
    causeId: z
      .string({ error: FIX_MESSAGES.choose })
      .regex(/^[a-z0-9-]{2,80}$/, FIX_MESSAGES.notListed)
      .optional(),
    otherCause: optionalText(FIX_LIMITS.otherCause, FIX_MESSAGES.otherMax),
    part: optionalText(FIX_LIMITS.part, FIX_MESSAGES.partMax),
  })
  .transform((v, ctx): FixAnswer => {
    const other = v.otherCause || undefined;
    const part = v.part || undefined;
    if (v.causeId && other !== undefined) ctx.addIssue({ code: "custom", message: FIX_MESSAGES.choose, path: ["causeId"] });
    else if (!v.causeId && other === undefined) {
      // "Something else" chosen but left empty reads as that; nothing chosen at all reads as the other.
      ctx.addIssue({
        code: "custom",
        message: v.otherCause !== undefined ? FIX_MESSAGES.otherRequired : FIX_MESSAGES.choose,
        path: [v.otherCause !== undefined ? "otherCause" : "causeId"],
      });
    }
    if (part && v.causeId) ctx.addIssue({ code: "custom", message: FIX_MESSAGES.partWithOther, path: ["part"] });
    return v.causeId ? { causeId: v.causeId } : { otherCause: other ?? "", ...(part ? { part } : {}) };
  });
