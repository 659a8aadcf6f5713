import { data, type RouterContextProvider } from "react-router";
import type { UserView } from "~/domain/user.ts";
import { appContext } from "../context.ts";
import { toUserView } from "./user-view.ts";

/**
 * Loader body for pages about the signed-in user (account, plans): the user, or `user: null` with 503 when it
 * could not be read, which the page shows as its own 'failed to load' state. Access was checked by the root
 * middleware before this runs.
 */
export async function loadPageUser(context: Readonly<RouterContextProvider>, page: string) {
  try {
    return { user: toUserView(await context.get(appContext).currentUser()) as UserView | null };
  } catch (error) {
    console.error(`${page}: loading the user failed`, error);
    return data({ user: null as UserView | null }, { status: 503 });
  }
}
