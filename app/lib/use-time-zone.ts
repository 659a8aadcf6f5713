import { useSyncExternalStore } from "react";

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
