import type { FaultEntry } from "../../../types.ts";
import { FUEL_FIRE, LOCKOUT, RAISED_LOAD, fuseRelayCheck, testDriveVerify, visualInspection } from "../../../steps-common.ts";
import { harnessInspection } from "./steps.ts";

// Lights, gauges and other accessories: mostly fuses, grounds and connectors before the part itself.
const groundAndFeedTest = {
  title: "Test feed and ground at the component",
  description:
    "With the circuit switched on, back-probe the component connector: measure voltage between the feed and a clean ground, then between the feed and the component's own ground wire. Battery voltage on the first but not the second means a bad ground.",
  safetyLevel: "Low Risk" as const,
  estimatedTime: "15 min",
  tools: ["Digital multimeter or test light", "Wiring diagram"],
  specs: ["Typical: within about 0.5 V of battery voltage at the component"],
};

export const electricalAccessoryEntries: FaultEntry[] = [
  {
    id: "tr-work-lights",
    vehicleTypes: ["tractor"],
    system: "electrical-accessories",
    cause: "Work or road lights out: blown fuse, corroded connector, bad ground or failed lamp",
    explanation:
      "Lights on machines take vibration, pressure washing and weather. Water in the lamp connector, a loose ground or a blown fuse is far more common than a failed LED lamp, and a failed switch or relay takes out a whole bank.",
    symptoms: [
      "work lights not working",
      "headlights out on tractor",
      "lights flicker over bumps",
      "one side of the lights dead",
      "cab lights stopped working",
      "LED work light dim",
    ],
    keywords: ["work lights", "headlights", "lights", "led", "lamp", "bulb", "beacon"],
    prior: 2,
    ref: "common field failure",
    steps: [
      fuseRelayCheck,
      visualInspection,
      groundAndFeedTest,
      {
        title: "Clean connectors and replace the failed lamp or switch",
        description:
          "Clean green corrosion from lamp and switch connectors, fill them with dielectric grease, fix loose grounds, then replace the lamp (match voltage and wattage) or the switch if it is confirmed faulty.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-45 min",
        tools: ["Contact cleaner", "Dielectric grease", "Screwdrivers"],
        parts: ["Lamp or bulb of the correct voltage and type", "Light switch", "Relay"],
        safety: [LOCKOUT, "Use a step or platform to reach cab-roof lights; keep three points of contact."],
      },
    ],
  },
  {
    id: "tr-instrument-cluster",
    vehicleTypes: ["tractor"],
    system: "electrical-accessories",
    cause: "Instrument cluster without power or ground, or failed cluster",
    explanation:
      "The dash cluster needs a battery feed, a switched feed, a ground and on newer machines a CAN connection. A loose plug behind the dash, a blown fuse or a bad ground makes all gauges dead or erratic; the cluster itself fails less often.",
    symptoms: [
      "all gauges dead",
      "dash not lighting up but engine runs",
      "gauges go crazy",
      "dashboard flickering",
      "instrument panel blank",
      "all the warning lights come on at once",
    ],
    keywords: ["dash", "cluster", "instrument panel", "gauges", "display"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      fuseRelayCheck,
      {
        title: "Check the cluster connector, feeds and ground",
        description:
          "Remove the dash cover, check the cluster plug is fully latched and not corroded, and measure the battery, switched and ground pins against the wiring diagram.",
        safetyLevel: "Low Risk",
        estimatedTime: "30 min",
        tools: ["Digital multimeter", "Trim tools", "Wiring diagram"],
        safety: [LOCKOUT],
      },
      harnessInspection,
      {
        title: "Replace or repair the cluster",
        description:
          "If power, ground and communication are good and it is still dead, the cluster needs repair or replacement; newer clusters may need programming with the machine's serial number and hours by a dealer.",
        safetyLevel: "Low Risk",
        estimatedTime: "1-2 h",
        parts: ["Instrument cluster"],
        safety: [LOCKOUT, "Disconnect the battery negative before unplugging the cluster."],
      },
    ],
  },
  {
    id: "tr-fuel-gauge-sender",
    vehicleTypes: ["tractor"],
    system: "electrical-accessories",
    cause: "Faulty fuel level sender or gauge wiring",
    explanation:
      "The float-arm sender in the tank wears its resistance track, its float sinks or its ground corrodes, so the gauge reads empty, full or jumps around while the tank level is different.",
    symptoms: [
      "fuel gauge always reads empty",
      "fuel gauge stuck on full",
      "fuel gauge jumping around",
      "ran out of fuel with gauge showing half",
      "fuel level wrong on display",
    ],
    keywords: ["fuel gauge", "fuel sender", "fuel level", "float"],
    codes: ["SPN 96"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      groundAndFeedTest,
      {
        title: "Test the sender resistance",
        description:
          "Unplug the sender at the tank and measure its resistance; grounding or opening the gauge wire should swing the gauge fully one way or the other, which proves the gauge. Remove the sender and sweep the float arm while watching the reading: jumps mean a worn track.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter"],
        specs: ["Sender ranges differ by make (for example 0-90 Ω or 240-33 Ω): use the service manual range"],
        parts: ["Fuel level sender", "Sender gasket"],
        safety: [FUEL_FIRE],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-hour-meter",
    vehicleTypes: ["tractor"],
    system: "electrical-accessories",
    cause: "Hour meter stopped: lost power/signal or failed meter",
    explanation:
      "Separate hour meters run from the switched ignition feed, an oil pressure switch or the alternator signal; a broken feed or failed meter stops the count, which upsets service intervals and resale records.",
    symptoms: [
      "hour meter not working",
      "hours not counting",
      "hour meter stuck",
      "tach works but hours dont change",
      "hour meter blank",
    ],
    keywords: ["hour meter", "hours", "hourmeter", "tachometer"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      fuseRelayCheck,
      groundAndFeedTest,
      {
        title: "Replace the meter and record the hours",
        description:
          "Replace a meter that has power and ground but does not count. Write down the old reading and the date; on cluster-integrated meters the dealer may be able to transfer hours.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        parts: ["Hour meter"],
        safety: [LOCKOUT],
      },
    ],
  },
  {
    id: "tr-flasher-road-lights",
    vehicleTypes: ["tractor"],
    system: "electrical-accessories",
    cause: "Hazard/turn signal flasher or road-light fault (flasher relay, bulb or ground)",
    explanation:
      "Machines travelling on public roads need working flashers. A failed flasher relay stops all flashing, while a burned bulb or poor ground on one side makes that side flash fast or not at all; implement lighting plugs corrode easily.",
    symptoms: [
      "hazard lights not flashing",
      "turn signals blink fast",
      "flashers stay on solid",
      "implement lights not working",
      "one turn signal dead",
    ],
    keywords: ["flasher", "hazard lights", "turn signal", "road lights", "smv", "7-pin plug"],
    prior: 1,
    ref: "common field failure",
    steps: [
      fuseRelayCheck,
      groundAndFeedTest,
      {
        title: "Clean the implement socket and check bulbs",
        description:
          "Check each bulb or LED lamp, clean the 7-pin implement lighting socket and plug pins, and check the ground pin continuity to the frame. LED conversions may need an LED-rated flasher.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Contact cleaner", "Small wire brush", "Digital multimeter"],
        parts: ["Flasher relay (LED-rated if needed)", "Bulbs or LED lamps", "Implement lighting socket"],
        safety: [LOCKOUT],
      },
    ],
  },
  {
    id: "tr-horn-backup-alarm",
    vehicleTypes: ["tractor"],
    system: "electrical-accessories",
    cause: "Horn or reverse (backup) alarm not working",
    explanation:
      "Loaders, skid steers and excavators rely on the horn and backup alarm on job sites. Water and mud kill alarms mounted low at the rear, and switches, fuses and grounds fail like any other circuit.",
    symptoms: [
      "backup alarm not beeping",
      "horn not working",
      "reverse alarm quiet",
      "horn button does nothing",
      "backup beeper stopped",
    ],
    keywords: ["backup alarm", "reverse alarm", "horn", "beeper"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      fuseRelayCheck,
      groundAndFeedTest,
      {
        title: "Replace the alarm or horn and protect the connector",
        description:
          "If the alarm or horn has power and ground but is silent, replace it with one of the same rating and seal the connector. Confirm the alarm sounds in reverse before returning the machine to work.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Wrenches", "Dielectric grease"],
        parts: ["Backup alarm of the same dB rating", "Horn"],
        safety: [LOCKOUT, RAISED_LOAD],
      },
    ],
  },
];
