const ROWS: ReadonlyArray<{ label: string; fieldfix: boolean; chat: boolean }> = [
  { label: "Knows make- and model-specific pattern failures", fieldfix: true, chat: false },
  { label: "Reads OBD-II and J1939 SPN/FMI fault codes", fieldfix: true, chat: false },
  { label: "Numbered steps with a safety level on every step", fieldfix: true, chat: false },
  { label: "Works with no signal in the field", fieldfix: true, chat: false },
  { label: "Large touch targets, readable in sunlight", fieldfix: true, chat: false },
  { label: "Saves your diagnostic history per machine", fieldfix: true, chat: false },
  { label: "General-purpose conversation", fieldfix: false, chat: true },
];

function Mark({ yes }: { yes: boolean }) {
  // Text marks rather than icon components: this table is on the home page, whose script budget is tight.
  return yes ? (
    <span className="inline-flex items-center gap-1 font-semibold text-safe">
      <span aria-hidden="true">✓</span> Yes
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-ink-muted">
      <span aria-hidden="true">✕</span> No
    </span>
  );
}

export function Comparison() {
  return (
    <section aria-labelledby="comparison-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="comparison-title" className="section-title">
        FieldFix vs ChatGPT
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        A general chat assistant is good at conversation. FieldFix is built for one job: getting a machine running again, safely.
      </p>
      <div className="card mt-6 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left">
          <caption className="sr-only">Feature comparison between FieldFix and a general-purpose chat assistant</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                Feature
              </th>
              <th scope="col" className="p-3 font-semibold">
                FieldFix
              </th>
              <th scope="col" className="p-3 font-semibold">
                ChatGPT
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r.label} className="border-t border-slate-200">
                <th scope="row" className="p-3 font-normal">
                  {r.label}
                </th>
                <td className="p-3">
                  <Mark yes={r.fieldfix} />
                </td>
                <td className="p-3">
                  <Mark yes={r.chat} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
