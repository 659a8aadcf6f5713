import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, scanCodes } from "../../../steps-common.ts";
import {
  RUNNING_ENGINE,
  carTestDrive,
  carVisualInspection,
  coilSwapTest,
  compressionTest,
  liveDataReview,
  sensorCircuitTest,
  sparkPlugInspect,
} from "./steps.ts";

const HIGH_VOLTAGE_SPARK =
  "Ignition secondary voltage can exceed 30,000 V: never touch coils, boots or plug wires with the engine running, and keep a pacemaker wearer away from the test.";

const ALL_MISFIRE_CODES = ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306", "P0307", "P0308"];

// Ignition: coils, plugs, wires and the secondary side that cause P030x misfires.
export const ignitionEntries: FaultEntry[] = [
  {
    id: "auto-ignition-coil-failed",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Failed ignition coil on one cylinder",
    explanation:
      "Coil-on-plug coils crack and break down internally with heat and age, so one cylinder loses spark under load: the engine shakes, the check engine light flashes and a cylinder-specific misfire code sets.",
    symptoms: [
      "check engine light flashing and engine shaking",
      "misfire cylinder 3",
      "rough idle and shaking at stoplights",
      "engine stutters when accelerating hard",
      "P0304 misfire",
      "car runs on 5 cylinders",
      "jerking and loss of power, flashing CEL",
    ],
    keywords: ["coil", "ignition coil", "coil pack", "coil on plug", "cop", "misfire", "flashing cel"],
    codes: [...ALL_MISFIRE_CODES, "P0351", "P0352", "P0353", "P0354", "P0355", "P0356", "P0357", "P0358"],
    prior: 3,
    steps: [
      scanCodes,
      {
        title: "Read misfire counters",
        description:
          "With the engine warm, watch the per-cylinder misfire counters (or Mode 6 misfire data) at idle and on a helper-driven road test. A flashing check engine light means misfire bad enough to damage the catalytic converter: drive gently and only as far as needed.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Scan tool with misfire data"],
        safety: [RUNNING_ENGINE],
      },
      coilSwapTest,
      {
        title: "Replace the coil",
        description:
          "Replace the coil that carried the misfire, with dielectric grease inside the new boot. If the car has high mileage and original plugs, replace the plugs at the same time: worn plugs are what overload coils.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-30 min",
        tools: ["Socket set", "Torque wrench"],
        parts: ["Ignition coil", "Coil boot", "Dielectric grease", "Spark plugs if due"],
        safety: [HIGH_VOLTAGE_SPARK, HOT_ENGINE],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-spark-plugs-worn",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Worn or fouled spark plugs",
    explanation:
      "Plug gaps grow with mileage until the coil can no longer fire them under load; the result is random misfires, hesitation, hard starting and poor fuel economy. Oil or fuel fouling does the same at any mileage.",
    symptoms: [
      "random misfire P0300",
      "hesitation when accelerating",
      "rough idle and poor gas mileage",
      "hard to start in the morning",
      "never changed the spark plugs, 120k miles",
      "misfire under load going up hills",
      "multiple cylinder misfire",
    ],
    keywords: ["spark plug", "plugs", "tune up", "plug gap", "fouled plug", "iridium"],
    codes: [...ALL_MISFIRE_CODES],
    prior: 2.5,
    steps: [scanCodes, sparkPlugInspect, carTestDrive],
    ref: "common shop failure; maker maintenance schedules",
  },
  {
    id: "auto-coil-boot-carbon-tracked",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Cracked or carbon-tracked coil boot (spark arcing to ground)",
    explanation:
      "The rubber boot between coil and plug hardens and cracks, and spark tracks down its inside to the cylinder head instead of firing the plug; it is typically worse in damp weather or after a car wash.",
    symptoms: [
      "misfires when it rains",
      "misfire on one cylinder only in wet or humid weather",
      "runs rough after a car wash",
      "black lines on the coil boot",
      "misfire on damp mornings that goes away when warm",
      "ticking sound of spark jumping near the coil",
    ],
    keywords: ["coil boot", "spark plug boot", "carbon tracking", "arcing", "rain misfire"],
    codes: [...ALL_MISFIRE_CODES],
    prior: 1.2,
    steps: [
      scanCodes,
      {
        title: "Inspect boots and plug insulators",
        description:
          "Engine off: pull each coil and look for black or white vertical lines on the boot and on the plug's white insulator, tears, and water or oil in the plug well. In the dark, a gentle mist of water over the coils at idle (from a safe distance) can make arcing visible.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Flashlight", "Spray bottle"],
        safety: [HIGH_VOLTAGE_SPARK, RUNNING_ENGINE],
      },
      {
        title: "Replace the boots (and plugs if tracked)",
        description:
          "Replace tracked boots, clean and dry the plug wells, and replace plugs with carbon tracks on the insulator. Apply a thin film of dielectric grease inside the new boot.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-45 min",
        parts: ["Coil boots", "Spark plugs", "Dielectric grease"],
      },
      carTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-spark-plug-wires",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Worn or burnt spark plug wires (plug leads)",
    explanation:
      "On engines with plug wires, insulation breaks down with heat and age or melts against the exhaust manifold, so spark leaks to ground; common on older V8 trucks such as the GM 4.8/5.3/6.0 with wires near the exhaust.",
    symptoms: [
      "plug wire melted on exhaust manifold",
      "blue sparks from the plug wires at night",
      "misfire on an older v8 truck",
      "clicking sound and miss",
      "rough running in wet weather on older truck",
    ],
    keywords: ["plug wires", "spark plug wires", "ignition leads", "ht leads", "boot"],
    codes: [...ALL_MISFIRE_CODES],
    makes: ["chevrolet", "gmc"],
    models: ["silverado", "sierra", "tahoe", "suburban", "5.3", "4.8", "6.0"],
    prior: 0.8,
    steps: [
      carVisualInspection,
      {
        title: "Measure wire resistance and look for arcing",
        description:
          "Engine off: measure each wire end to end and compare with the others; check boots for burns. With the engine idling in the dark, look (do not touch) for arcing between wires and to ground.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter"],
        specs: ["Typical: roughly 3,000-12,000 ohms per foot of suppression wire; all wires similar (check against the service manual)"],
        safety: [HIGH_VOLTAGE_SPARK, RUNNING_ENGINE],
      },
      {
        title: "Replace the wire set and heat shields",
        description:
          "Replace the wires as a set, routed in their original clips, with heat sleeves or shields where they pass the exhaust manifold. Replace worn plugs at the same time.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        parts: ["Spark plug wire set", "Plug boot heat sleeves", "Spark plugs if due"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-oil-in-spark-plug-wells",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Oil in the spark plug wells (leaking plug tube seals or valve cover gasket)",
    explanation:
      "On engines with plugs in the middle of the valve cover, hardened tube seals let oil fill the plug wells; the oil attacks coil boots and lets spark short to ground, causing misfires, often on several cylinders.",
    symptoms: [
      "oil on the spark plug threads",
      "oil in the spark plug holes",
      "coil boot soaked in oil and misfire",
      "misfire and burning oil smell",
      "spark plug tubes leaking",
    ],
    keywords: ["spark plug tube seals", "valve cover gasket", "oil in plug well", "tube seal"],
    codes: [...ALL_MISFIRE_CODES],
    makes: ["honda", "acura", "toyota", "nissan", "subaru", "mazda", "bmw"],
    prior: 1.2,
    steps: [
      {
        title: "Check each plug well",
        description:
          "Engine cold: remove the coils and look into each well with a light. Oil pooled in the well or soaked into the boot confirms leaking tube seals.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Flashlight", "Rags"],
      },
      {
        title: "Replace the valve cover gasket and tube seals",
        description:
          "Remove the valve cover, replace the gasket and plug tube seals, apply sealant only where the manual calls for it (usually at the timing cover corners) and torque the cover bolts in sequence. Clean the wells and replace oil-damaged boots or coils.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Socket set", "Torque wrench", "RTV sealant"],
        specs: ["Typical valve cover bolt torque: 8-12 N·m, in sequence (check against the service manual)"],
        parts: ["Valve cover gasket set with tube seals", "Coil boots"],
        safety: [HOT_ENGINE],
      },
      sparkPlugInspect,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-ford-spark-plug-blowout",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Spark plug blown out of the cylinder head (Ford 4.6/5.4/6.8 2-valve)",
    explanation:
      "Earlier Ford modular 2-valve engines have only a few threads holding each plug in the aluminium head; a loose plug can be ejected, leaving a loud ticking or popping and a dead cylinder, sometimes breaking the coil. The head threads are repaired with a thread insert.",
    symptoms: [
      "loud popping ticking noise after spark plug blew out",
      "spark plug shot out of the engine ford",
      "f-150 sounds like an exhaust leak from the top of the engine and misfire",
      "coil broken and plug missing",
      "ford v8 misfire with loud tick on one side",
    ],
    keywords: ["spark plug blowout", "blown out plug", "thread insert", "timesert", "modular", "triton"],
    codes: [...ALL_MISFIRE_CODES],
    makes: ["ford", "lincoln", "mercury"],
    models: ["f-150", "f150", "expedition", "e-series", "crown victoria", "mustang", "4.6", "5.4", "6.8", "triton"],
    prior: 0.8,
    steps: [
      scanCodes,
      {
        title: "Check each plug's seating",
        description:
          "Engine off and cold: pull each coil and check that every plug is seated and tight. A missing plug, damaged threads or a plug that turns freely confirms it.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Spark plug socket", "Flashlight"],
      },
      {
        title: "Repair the head threads",
        description:
          "Use a purpose-made spark plug thread repair insert kit for this engine (often possible without removing the head), keeping metal chips out of the cylinder with grease on the tap and a vacuum. Torque the new plug to spec; deep inserts or a damaged head may need a machine shop.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Spark plug thread repair insert kit", "Torque wrench", "Shop vacuum"],
        specs: ["Typical Ford 2-valve modular plug torque: about 28 N·m (21 lb·ft) - check against the service manual"],
        parts: ["Thread repair insert", "Spark plug", "Ignition coil if damaged"],
        safety: [HOT_ENGINE, "Wear safety glasses when tapping threads."],
      },
      compressionTest,
    ],
    ref: "widely reported owner forum pattern; Ford service information",
  },
  {
    id: "auto-coil-primary-circuit",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Open or shorted ignition coil primary circuit (wiring, connector or coil driver)",
    explanation:
      "The PCM monitors each coil's primary circuit; a broken wire, a loose connector lock, a chafed harness or a shorted coil that damaged the PCM driver sets a coil circuit code and kills spark on that cylinder.",
    symptoms: [
      "ignition coil circuit code cylinder 2",
      "new coil still misfiring on the same cylinder",
      "coil connector broken",
      "misfire comes and goes when I wiggle the harness",
      "multiple coil codes at once",
    ],
    keywords: ["coil circuit", "coil connector", "coil driver", "ignition harness", "primary circuit"],
    codes: ["P0351", "P0352", "P0353", "P0354", "P0355", "P0356", "P0357", "P0358", "P0300"],
    prior: 0.8,
    steps: [scanCodes, carVisualInspection, sensorCircuitTest, liveDataReview],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-distributor-cap-rotor",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Worn distributor cap and rotor (older vehicles)",
    explanation:
      "Older engines with a distributor send spark through a rotor and cap; worn, corroded or cracked terminals and moisture inside the cap cause misfires, hard starting in damp weather and stalling.",
    symptoms: [
      "older truck misfires and hard to start in the rain",
      "corrosion inside the distributor cap",
      "engine cranks no spark, distributor engine",
      "stalls in wet weather, old car",
      "rough running after washing the engine",
    ],
    keywords: ["distributor", "distributor cap", "rotor", "points", "ignition module"],
    codes: [...ALL_MISFIRE_CODES],
    prior: 0.5,
    steps: [
      {
        title: "Inspect the cap and rotor",
        description:
          "Engine off: remove the cap and look for burnt or worn terminals, carbon tracks, cracks and moisture; check the rotor tip and the centre button. Check for a spark at a plug with an adjustable spark tester.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Spark tester", "Flashlight"],
        safety: [HIGH_VOLTAGE_SPARK],
      },
      {
        title: "Replace cap, rotor and (if needed) wires",
        description:
          "Replace the cap and rotor, moving one wire at a time to keep the firing order. Check the base timing afterwards if the distributor was moved.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Timing light"],
        parts: ["Distributor cap", "Rotor", "Spark plug wires"],
        safety: [HIGH_VOLTAGE_SPARK, RUNNING_ENGINE],
      },
      carTestDrive,
    ],
    ref: "common shop failure (pre-2000s vehicles)",
  },
  {
    id: "auto-turbo-plug-gap-misfire",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Spark plug gap too wide for boost (misfire under load on turbo engines)",
    explanation:
      "Cylinder pressure under boost makes a spark harder to fire; on turbo direct-injection engines plugs that are slightly worn or gapped for a non-turbo engine misfire only at full load, often with a stutter on hard acceleration.",
    symptoms: [
      "stutters under boost",
      "ecoboost misfire on hard acceleration",
      "bucking at full throttle on turbo engine",
      "misfire only when towing with turbo",
      "hesitation under load, fine at idle, turbo car",
    ],
    keywords: ["boost", "turbo", "plug gap", "ecoboost", "tsi", "misfire under load"],
    codes: [...ALL_MISFIRE_CODES],
    makes: ["ford", "volkswagen", "audi", "bmw", "hyundai", "kia", "subaru"],
    models: ["ecoboost", "f-150", "explorer", "escape", "gti", "tsi", "2.0t", "wrx"],
    prior: 1,
    steps: [
      scanCodes,
      sparkPlugInspect,
      {
        title: "Check the ignition under load",
        description:
          "With a helper driving, log misfire counters, boost and ignition timing during a full-load pull. Misfires that appear only above a certain boost level, and clear with new correctly gapped plugs, confirm it. Persisting misfire points at a coil or a boost leak causing lean running.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool with logging"],
        safety: ["Test on a safe, empty road; a helper reads the scan tool."],
      },
    ],
    ref: "common shop failure; maker plug specifications",
  },
  {
    id: "auto-ford-3v-spark-plug-seized",
    vehicleTypes: ["automotive"],
    system: "ignition",
    cause: "Seized two-piece spark plug breaking in the head on removal (Ford 4.6/5.4/6.8 3-valve)",
    explanation:
      "The original two-piece plugs in Ford 3-valve modular engines (about 2004-2008 F-150, Expedition, Mustang GT and others) build carbon between the plug shell and the head, so the plug snaps during a tune-up and leaves its lower shell in the cylinder head. Ford published a removal procedure and a special extractor for the broken shell.",
    symptoms: [
      "spark plug broke off in the head 5.4 3v",
      "ford triton spark plug snapped during tune up",
      "half of the spark plug stuck in the cylinder head",
      "afraid to change plugs on my 5.4 three valve",
      "misfire after a plug broke and the shell is still in the head",
    ],
    keywords: ["broken spark plug", "seized spark plug", "two-piece plug", "3v", "triton", "plug extractor"],
    codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306", "P0307", "P0308"],
    makes: ["ford", "lincoln", "mercury"],
    models: ["f-150", "f150", "expedition", "navigator", "mustang", "explorer", "mark lt", "5.4", "5.4 3v", "4.6 3v", "6.8", "triton"],
    prior: 1.2,
    steps: [
      {
        title: "Loosen each plug slightly and soak it",
        description:
          "Following the Ford service bulletin procedure, with the engine at the temperature it specifies: break each plug loose only a small part of a turn, fill the well with the recommended carbon-penetrating solvent, let it soak as specified, then remove the plug slowly and steadily. Stop if torque rises sharply.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Spark plug socket with extension", "Ratchet", "Carbon-penetrating solvent"],
        safety: [HOT_ENGINE, "Solvent is flammable: no sparks or flames, and let it evaporate before starting the engine."],
      },
      {
        title: "Extract a broken shell with the purpose-made tool",
        description:
          "If a plug breaks, remove the loose porcelain and electrode, then use the broken-plug extractor made for these engines to grip and remove the shell. Keep debris out of the cylinder (vacuum and compressed air with the cylinder at top dead centre).",
        safetyLevel: "Safety Required",
        estimatedTime: "30-90 min per plug",
        tools: ["Broken spark plug extractor for Ford 3V engines", "Shop vacuum"],
        parts: ["Updated design spark plugs (Motorcraft or equivalent)"],
        safety: ["Wear safety glasses: porcelain fragments and blown debris fly out."],
      },
      {
        title: "Fit updated plugs correctly",
        description:
          "Install the updated plug design with the anti-seize treatment the bulletin specifies, torque to the manual's value, and refit coils with dielectric grease in the boots.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-60 min",
        tools: ["Torque wrench"],
        parts: ["Spark plugs", "Nickel anti-seize (if specified)", "Dielectric grease"],
      },
    ],
    ref: "Ford service bulletin (3-valve spark plug removal); widely reported owner forum pattern",
  },
];
