import { lazy, Suspense, useEffect, useState } from "react";
import { showPendingToast, subscribeToasts, type ToastMessage } from "~/lib/toast.ts";

const ToastView = lazy(() => import("./toast-view.tsx"));

/** Mounts the Radix toast viewport only once there is something to show, keeping it out of every page's first load. */
export function Toaster() {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  useEffect(() => {
    const unsubscribe = subscribeToasts(setMessage);
    showPendingToast();
    return unsubscribe;
  }, []);
  const [everShown, setEverShown] = useState(false);
  useEffect(() => {
    if (message) setEverShown(true);
  }, [message]);
  if (!everShown) return null;
  return (
    <Suspense fallback={null}>
      <ToastView message={message} />
    </Suspense>
  );
}
