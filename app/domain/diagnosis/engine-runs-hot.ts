/**
 * Whether an owner's story says the engine itself runs hot, read by word look-ups rather than lookbehind patterns:
 * those took 11-15 ms to compile on the first question naming "hot", which the offline engine's first answer pays
 * several times over on a slow phone. Split from symptom-classes.ts, whose overheat class uses it.
 */

/** Words between a subject and its verb ("the engine is still overheating", "it has been running hot"). */
const HOT_AUX = new Set("is are was were be been has have keeps kept started starts still seems seemed to".split(" "));
/** Parts that run hot without the engine doing so: "the starter overheats" is a starter fault. */
const HOT_PARTS = new Set(
  "transmission trans tranny gearbox hydro hydrostat hydrostatic hydraulic hydraulics fluid oil brake brakes starter alternator generator dynamo battery cable cables wire wires wiring charger controller solenoid relay fuse clutch belt bearing hub caliper rotor drum converter cat exhaust inverter pump motor module connector contactor contactors processor switch limiter heater harness shaft shafts wheel wheels muffler plate unit ptu winch outlet lead terminal misfire".split(
    " ",
  ),
);
/** "Overheated transmission fluid", "overheating the winch wiring": the part named after it is what ran hot. */
const OVERHEATED_PART = new Set(
  "transmission trans hydraulic hydro fluid winch clutch dry connector terminal wheel wheels wiring wire wires battery brake brakes".split(" "),
);
const RUN_VERBS = new Set("running runs ran getting gets got goes went".split(" "));
const DEGREE = new Set("too really very real way".split(" "));
/** "Dies when it gets hot": the engine has warmed up, it does not overheat. */
const ONCE_WARM = new Set("when once after till until before if soon".split(" "));

/**
 * Whether the engine runs hot: "keeps overheating", "started running hot", "boiling over"; not a part that runs hot, a
 * battery that boils over, nor an engine that only "gets hot" as it warms up.
 */
export function engineRunsHot(text: string): boolean {
  const w = text.split(" ");
  const before = (i: number) => {
    let j = i - 1;
    while (j >= 0 && HOT_AUX.has(w[j]!)) j--;
    return j;
  };
  for (let i = 0; i < w.length; i++) {
    const word = w[i]!;
    if (word.startsWith("overheat")) {
      const j = before(i);
      if (j >= 0 && HOT_PARTS.has(w[j]!)) continue;
      let k = i + 1;
      if (w[k] === "the") k++;
      if (w[k] === "or") {
        if (w[k + 1] === "leaking") continue;
        k += 2;
      }
      if (OVERHEATED_PART.has(w[k] ?? "")) continue;
      return true;
    }
    if (word === "hot") {
      let j = i - 1;
      if ((w[j] === "bit" || w[j] === "little") && w[j - 1] === "a") j -= 2;
      while (j >= 0 && DEGREE.has(w[j]!)) j--;
      if (j < 0 || !RUN_VERBS.has(w[j]!)) continue;
      j = before(j);
      const subject = w[j] ?? "";
      if (HOT_PARTS.has(subject)) continue;
      if (subject === "it" || subject === "she" || subject === "engine" || subject === "motor") {
        const p = w[j - 1] === "the" ? j - 2 : j - 1;
        if (ONCE_WARM.has(w[p] ?? "")) continue;
      }
      return true;
    }
    if (word === "boiling" && w[i - 1] === "coolant") return true;
    if ((word === "boil" || word === "boils" || word === "boiled" || word === "boiling") && w[i + 1] === "over") {
      // "the battery keeps boiling over", "new battery and it is boiling over again": the battery, not the coolant.
      if (w.slice(Math.max(0, i - 6), i).includes("battery")) continue;
      return true;
    }
  }
  return false;
}
