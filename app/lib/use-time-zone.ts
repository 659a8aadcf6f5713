import { useMemo, useSyncExternalStore } from "react";

const noSubscribe = () => () => {};
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverTimeZone = () => "UTC";

/**
 * The time zone to show dates in: UTC while rendering on the server and hydrating (so both render the same
 * text), then the device's own; useSyncExternalStore re-renders once, without a hydration mismatch.
 */
export function useDeviceTimeZone(): string {
  return useSyncExternalStore(noSubscribe, deviceTimeZone, serverTimeZone);
}

/** SPEC §2's short US date and time ("11/21/26, 3:05 PM") in the device's time zone once hydrated (history, home). */
export function useShortDateTime(): (iso: string) => string {
  const timeZone = useDeviceTimeZone();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short", timeZone });
    return (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? "" : format.format(d);
    };
  }, [timeZone]);
}
