import { MessageCircleQuestion, RotateCcw } from "lucide-react";
import { Link } from "react-router";

/**
 * When the description said too little, the page says so plainly and puts the questions that would narrow it
 * down right under the cause, with a way to run a sharper diagnosis. Otherwise any questions appear as a quieter hint.
 */
export function MoreDetail({ lowInformation, questions, newDiagnosisPath }: { lowInformation: boolean; questions: string[]; newDiagnosisPath: string }) {
  if (!lowInformation && questions.length === 0) return null;
  if (!lowInformation) {
    return (
      <section aria-labelledby="questions-title" className="mt-8 break-inside-avoid">
        <h2 id="questions-title" className="text-xl font-bold text-ink">
          Questions that would narrow it down
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {questions.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="more-detail-title"
      className="mt-6 break-inside-avoid rounded-2xl border-2 border-caution bg-caution-bg p-5 text-ink sm:p-6"
      data-testid="more-detail"
    >
      <h2 id="more-detail-title" className="flex items-center gap-2 text-xl font-bold text-caution">
        <MessageCircleQuestion className="h-6 w-6 shrink-0" aria-hidden="true" />
        More detail needed
      </h2>
      <p className="mt-2">
        The description doesn't say enough to single out one fault, so this answer is a best guess. Answer these questions in a new diagnosis for a much sharper
        result:
      </p>
      {questions.length > 0 && (
        <ol className="mt-3 list-decimal space-y-2 pl-7 text-lg font-semibold marker:font-bold">
          {questions.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ol>
      )}
      <Link to={newDiagnosisPath} className="btn-secondary no-print mt-4 w-full sm:w-auto">
        <RotateCcw className="h-5 w-5" aria-hidden="true" />
        Diagnose again
      </Link>
    </section>
  );
}
