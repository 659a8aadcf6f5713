import { eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { profileSchema } from "~/domain/account-schemas.ts";
import type { UserView } from "~/domain/user.ts";
import { toUserView } from "../auth/user-view.ts";
import type { AppServices } from "../context.ts";
import { users } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { requireAccountHolder } from "./account-holder.ts";

/** Name and phone (SPEC §5 rules); an empty phone clears it. */
export async function updateProfile(
  svc: Pick<AppServices, "db" | "now" | "currentUser" | "currentSession">,
  body: unknown,
): Promise<{ message: string; user: UserView; phone: string | null }> {
  const { user } = await requireAccountHolder(svc);
  const { name, phone } = parseOrThrow(profileSchema, body);
  const row = await svc.db
    .update(users)
    .set({ name, phone: phone ?? null, updatedAt: svc.now() })
    .where(eq(users.id, user.id))
    .returning()
    .get();
  return { message: M.profileSaved, user: toUserView(row ?? null), phone: row?.phone ?? null };
}
