import { knowledgeOf } from "../../app/domain/diagnosis/knowledge.ts";
import type { FaultEntry, StepTemplate } from "../../app/domain/diagnosis/types.ts";

const step = (title: string): StepTemplate => ({
  title,
  description: `${title}, then compare with the service manual.`,
  safetyLevel: "Safety Required",
  estimatedTime: "15 min",
});
const steps = [step("Check one"), step("Check two"), step("Check three")];

/** A small KB so ranking tests do not depend on the real knowledge base. */
export const fixtureEntries: FaultEntry[] = [
  {
    id: "fx-starter-solenoid",
    vehicleTypes: ["tractor", "automotive"],
    system: "starting",
    cause: "Failed starter solenoid",
    explanation: "Worn solenoid contacts stop current reaching the starter motor.",
    symptoms: ["single click when turning the key", "no crank but lights work", "starter clicks but engine does not turn over", "intermittent no crank"],
    keywords: ["solenoid", "starter"],
    steps,
  },
  {
    id: "fx-glow-plugs",
    vehicleTypes: ["tractor"],
    system: "starting",
    cause: "Failed glow plugs or glow plug relay",
    explanation: "Cold diesel engines need heat to ignite fuel.",
    symptoms: ["hard to start when cold", "white smoke on cold start", "starts fine when warm", "long crank in the morning"],
    keywords: ["glow plug", "cold start"],
    codes: ["P0380", "P0670"],
    pattern: { makes: ["kubota"] },
    steps,
  },
  {
    id: "fx-coolant-temp",
    vehicleTypes: ["tractor"],
    system: "cooling",
    cause: "Radiator plugged with chaff",
    explanation: "Blocked fins cannot reject heat under load.",
    symptoms: ["overheats under load", "temperature gauge climbs when working hard", "runs hot in summer", "coolant boils over"],
    keywords: ["radiator", "chaff", "screen"],
    codes: ["SPN 110 FMI 0"],
    prior: 2,
    steps,
  },
  {
    id: "fx-thermostat",
    vehicleTypes: ["tractor", "automotive"],
    system: "cooling",
    cause: "Thermostat stuck closed",
    explanation: "A closed thermostat keeps coolant out of the radiator.",
    symptoms: ["overheats quickly even at idle", "upper hose cold while engine hot", "temperature gauge climbs fast", "overheating after a few minutes"],
    keywords: ["thermostat"],
    codes: ["P0128"],
    steps,
  },
  {
    id: "fx-cvt-belt",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Worn or glazed CVT drive belt",
    explanation: "A worn belt slips in the clutches.",
    symptoms: ["belt slipping going up hills", "burning rubber smell", "loss of top speed", "jerky engagement from a stop"],
    keywords: ["cvt", "belt", "clutch"],
    pattern: { makes: ["polaris"], models: ["sportsman 570"] },
    steps,
  },
  {
    id: "fx-atv-clutch",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Sticking primary clutch sheave",
    explanation: "A dirty primary clutch does not shift out smoothly.",
    symptoms: ["belt slipping going up hills", "jerky engagement from a stop", "loss of top speed", "burning smell from the clutch"],
    keywords: ["cvt", "clutch", "sheave"],
    pattern: { makes: ["can-am"], models: ["outlander"] },
    steps,
  },
  {
    id: "fx-misfire-coil",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Failed ignition coil",
    explanation: "A weak coil cannot fire the plug under load.",
    symptoms: ["misfire under load", "check engine light flashing", "rough idle and shaking", "loss of power accelerating"],
    keywords: ["coil pack", "misfire"],
    codes: ["P0300", "P0301", "P0302"],
    steps,
  },
  {
    id: "fx-vacuum-leak",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Vacuum leak at intake hose",
    explanation: "Unmetered air leans the mixture.",
    symptoms: ["rough idle", "hissing noise from engine bay", "lean codes", "idle high"],
    keywords: ["vacuum", "intake", "hose"],
    codes: ["P0171", "P0174"],
    steps,
  },
];

/** The fixture entries as knowledge the engine can answer from. */
export const fixtureKb = knowledgeOf(fixtureEntries, "kb-fixture");
