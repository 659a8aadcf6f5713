import { useEffect, useState } from "react";

/**
 * Only on paper (issue #14 item 10): the site header is not printed, so the sheet names FieldFix and carries the
 * result's address, so a printout on a workshop wall leads back to the live page and its step progress.
 */
export function PrintHeading({ id }: { id: string }) {
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const address = id === "offline" ? "" : `${origin}/result/${id}`;
  return (
    <div className="mb-4 hidden border-b-2 border-ink pb-2 print:block" data-testid="print-heading">
      <p className="text-2xl font-extrabold">FieldFix</p>
      <p className="text-sm">AI-powered vehicle diagnostics</p>
      {address && <p className="mt-1 break-all font-mono text-sm">{address}</p>}
    </div>
  );
}
