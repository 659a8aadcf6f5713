import { BadgeCheck } from "lucide-react";
import { confirmedFixNote } from "~/domain/confirmed-fixes.ts";

/** 'Confirmed fix for N owners of this model' (issue #13 item 3): only from 3 owners; nothing below that. */
export function ConfirmedFixNote({ owners }: { owners: number | undefined }) {
  const note = confirmedFixNote(owners);
  if (!note) return null;
  return (
    <p className="mt-3 flex items-start gap-2 font-semibold text-safe" data-testid="confirmed-fix-note">
      <BadgeCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <span>{note}</span>
    </p>
  );
}
