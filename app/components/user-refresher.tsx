import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Re-reads the page's data (the user included) when the window regains focus, as SPEC §7 asks of the user query. */
export function UserRefresher() {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible" && state === "idle") void revalidate();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [revalidate, state]);
  return null;
}
