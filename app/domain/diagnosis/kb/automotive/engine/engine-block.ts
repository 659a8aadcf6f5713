import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, coolantCheck, scanCodes } from "../../../steps-common.ts";
import {
  HOT_EXHAUST,
  LIFTED_VEHICLE,
  RUNNING_ENGINE,
  carTestDrive,
  combustionLeakTest,
  compressionTest,
  coolingPressureTest,
  leakDownTest,
  oilLevelCheck,
  oilPressureTest,
} from "./steps.ts";

const MISFIRE_CODES = ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306", "P0307", "P0308"];

// Engine block and cylinder head: sealing, compression, bearings and deposits.
export const engineBlockEntries: FaultEntry[] = [
  {
    id: "auto-head-gasket-failed",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Blown head gasket (combustion gas into coolant or coolant into the cylinders)",
    explanation:
      "A failed head gasket, often after overheating, lets combustion gas pressurise the cooling system and coolant leak into a cylinder or the oil: coolant disappears with no visible leak, white sweet-smelling exhaust, overheating and a misfire on the affected cylinder.",
    symptoms: [
      "white smoke from exhaust that smells sweet",
      "losing coolant but no leak",
      "bubbles in the coolant reservoir",
      "milky oil on the dipstick",
      "overheating and coolant hoses rock hard",
      "misfire on cold start with white smoke",
      "head gasket blown after it overheated",
    ],
    keywords: ["head gasket", "hg", "blown head gasket", "white smoke", "coolant loss", "milkshake oil", "cracked head"],
    codes: [...MISFIRE_CODES, "P0217"],
    prior: 1.5,
    steps: [
      coolantCheck,
      oilLevelCheck,
      combustionLeakTest,
      coolingPressureTest,
      compressionTest,
      leakDownTest,
      {
        title: "Repair the head gasket (machine shop check)",
        description:
          "Remove the head(s), have them checked for flatness and cracks by a machine shop, clean the block deck, fit new gaskets and new torque-to-yield head bolts where specified, torque in sequence and angle. Flush the cooling system and change the oil afterwards.",
        safetyLevel: "Safety Required",
        estimatedTime: "8-20 h",
        tools: ["Torque wrench and angle gauge", "Straight edge and feeler gauges"],
        specs: ["Typical maximum head warpage: about 0.05-0.1 mm (0.002-0.004 in) (check against the service manual)"],
        parts: ["Head gasket set", "Head bolts (if torque-to-yield)", "Thermostat", "Coolant", "Engine oil and filter"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-subaru-ej25-head-gasket",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Leaking head gaskets on Subaru 2.5 EJ25 (external oil/coolant seep)",
    explanation:
      "The Subaru EJ25 (many 1999-2011 Outback, Forester, Impreza, Legacy) is known for head gaskets that seep oil and coolant externally at the bottom edge of the heads, progressing to coolant loss and overheating; earlier versions also failed internally.",
    symptoms: [
      "subaru leaking oil and coolant from the engine",
      "outback sweet smell and coolant dripping on the exhaust",
      "forester losing coolant and overheating",
      "coolant crust at the head gasket line",
      "oil leak on both sides of the boxer engine",
    ],
    keywords: ["subaru head gasket", "ej25", "boxer", "head gasket seep", "outback", "forester"],
    codes: ["P0128", "P0217"],
    makes: ["subaru"],
    models: ["outback", "forester", "impreza", "legacy", "baja", "ej25", "2.5"],
    prior: 1.5,
    steps: [
      {
        title: "Inspect the head-to-block seam from below",
        description:
          "Car raised and supported, engine cold: look along the bottom of both head gaskets for wet oil, green/pink coolant crust and drips on the exhaust. Clean and recheck after a drive to separate it from valve cover or cam seal leaks.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Flashlight", "Jack stands", "Degreaser"],
        safety: [LIFTED_VEHICLE, HOT_ENGINE],
      },
      coolingPressureTest,
      combustionLeakTest,
      {
        title: "Replace both head gaskets",
        description:
          "Remove the engine or heads, have the heads checked for flatness and machined if needed, fit the updated multi-layer steel gaskets and new bolts as specified, and replace the timing belt, water pump and thermostat at the same time.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-20 h",
        parts: ["Multi-layer steel head gasket set", "Timing belt kit", "Water pump", "Thermostat", "Subaru-spec coolant"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "widely reported owner forum pattern; Subaru service information",
  },
  {
    id: "auto-low-compression-valve-rings",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Low compression in one cylinder (burnt or bent valve, or broken/worn piston rings)",
    explanation:
      "A cylinder that cannot hold compression never fires properly, giving a steady misfire that no coil, plug or injector swap fixes; a burnt exhaust valve, a valve bent by a timing fault or broken rings are the usual reasons.",
    symptoms: [
      "misfire stays on the same cylinder after swapping everything",
      "low compression on cylinder 2",
      "dead miss that doesn't go away",
      "engine runs rough and puffs at the tailpipe",
      "compression test 60 psi on one cylinder",
      "chuffing sound from the exhaust at idle",
    ],
    keywords: ["low compression", "burnt valve", "bent valve", "piston rings", "dead miss", "leakdown"],
    codes: [...MISFIRE_CODES],
    prior: 1,
    steps: [scanCodes, compressionTest, leakDownTest, carTestDrive],
    ref: "common shop failure",
  },
  {
    id: "auto-gdi-intake-valve-carbon",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Carbon build-up on the intake valves (direct-injection engines)",
    explanation:
      "Direct injection sprays fuel into the cylinder, so nothing washes the back of the intake valves; oil vapour from the PCV bakes into thick carbon that disturbs airflow, causing cold-start misfires, rough idle and power loss, typically after 50,000-100,000 miles on VW/Audi, BMW, Ford EcoBoost, Hyundai/Kia and others.",
    symptoms: [
      "misfire on cold start that goes away when warm",
      "rough idle on direct injection engine",
      "carbon build up on intake valves",
      "loss of power and hesitation, 80k miles gdi",
      "multiple misfire codes cold, new plugs and coils didn't help",
      "stumbling when cold on my audi",
    ],
    keywords: ["carbon build-up", "intake valves", "walnut blasting", "gdi", "direct injection", "carbon cleaning"],
    codes: [...MISFIRE_CODES],
    makes: ["volkswagen", "audi", "bmw", "mini", "ford", "hyundai", "kia", "mazda", "chevrolet"],
    models: ["gti", "a4", "a3", "n54", "n55", "n20", "ecoboost", "sonata", "optima", "skyactiv", "tsi", "fsi"],
    prior: 1.3,
    steps: [
      scanCodes,
      {
        title: "Look at the intake valves with a borescope",
        description:
          "Engine cold: remove the intake manifold (or use the throttle body opening where the valves are visible) and look at the intake valve backs and ports with a borescope. Thick crusty black deposits confirm it.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-90 min",
        tools: ["Borescope", "Socket set"],
      },
      compressionTest,
      {
        title: "Clean the valves by media blasting",
        description:
          "With the intake manifold off, turn each cylinder so its intake valves are closed and blast the ports with crushed walnut shell media, vacuuming out all media before moving to the next cylinder. Fit new intake gaskets and clear adaptations. Chemical sprays through the intake do little on heavy deposits.",
        safetyLevel: "Safety Required",
        estimatedTime: "3-6 h",
        tools: ["Walnut blasting kit", "Shop vacuum", "Compressor"],
        parts: ["Intake manifold gaskets", "Walnut shell media"],
        safety: ["Wear safety glasses and a dust mask while blasting.", HOT_ENGINE],
      },
      carTestDrive,
    ],
    ref: "widely reported owner forum pattern; common shop service on direct-injection engines",
  },
  {
    id: "auto-rod-knock-bearing",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Worn or spun connecting rod bearing (rod knock)",
    explanation:
      "When a rod bearing loses its oil film (low oil, oil starvation or wear) the rod hammers on the crank journal: a deep knock that rises with rpm and load and gets quieter when that cylinder's spark is cut. Continuing to drive can throw a rod through the block.",
    symptoms: [
      "deep knocking from the bottom of the engine",
      "rod knock that gets louder when I accelerate",
      "knocking noise after running low on oil",
      "oil light flickers and engine knocking",
      "metal flakes in the oil",
      "loud knock at 2000 rpm",
    ],
    keywords: ["rod knock", "spun bearing", "bearing", "bottom end", "knocking", "connecting rod", "crank"],
    codes: ["P0521", "P0524"],
    prior: 1,
    steps: [
      oilLevelCheck,
      oilPressureTest,
      {
        title: "Cylinder cut-out test",
        description:
          "With the engine idling and the noise present, unplug one coil or injector at a time (or use the scan tool's power balance test): a rod knock gets quieter or changes when its cylinder stops firing. Keep this short; do not rev a knocking engine.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Scan tool with power balance test", "Mechanic's stethoscope"],
        safety: [RUNNING_ENGINE, "Unplug coils only with the engine off, then restart; never touch live ignition parts."],
      },
      {
        title: "Inspect the oil and bearings",
        description:
          "Drain the oil into a clean pan and cut open the filter: copper or bronze-coloured flakes mean bearing material. Drop the oil pan and check rod bearing clearance with plastic gauge. Spun bearings usually mean a crank regrind or engine replacement.",
        safetyLevel: "High Risk",
        estimatedTime: "2-6 h",
        tools: ["Oil filter cutter", "Plastigauge", "Torque wrench", "Jack stands"],
        specs: ["Typical rod bearing oil clearance: about 0.025-0.065 mm (0.001-0.0025 in) (check against the service manual)"],
        parts: ["Rod bearings", "Engine (replacement or rebuilt) if the crank is damaged"],
        safety: [LIFTED_VEHICLE, HOT_ENGINE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-hyundai-kia-theta-bearing",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Connecting rod bearing failure (Hyundai/Kia Theta II 2.0T/2.4 GDI)",
    explanation:
      "Machining debris and oil-flow issues in some Theta II engines led to rod bearing wear and engine seizure; Hyundai and Kia ran recalls, extended engine warranties and a knock-sensor detection software update that sets P1326 and limits power when bearing knock starts.",
    symptoms: [
      "sonata engine knocking and flashing oil light",
      "kia optima engine knocking P1326",
      "santa fe stalled on the highway with loud knock",
      "hyundai engine seized while driving",
      "sorento knocking noise and limp mode",
    ],
    keywords: ["theta ii", "theta 2", "ksds", "knock sensor detection", "engine recall", "rod bearing"],
    codes: ["P1326", "P0521"],
    makes: ["hyundai", "kia"],
    models: ["sonata", "santa fe", "santa fe sport", "tucson", "optima", "sorento", "sportage", "2.4", "2.0t", "theta"],
    prior: 1.5,
    steps: [
      scanCodes,
      {
        title: "Check recall and warranty status",
        description:
          "Enter the VIN on the maker's recall site or call a dealer: many Theta II engines are covered by recall, the knock-sensor software update and extended engine warranty, and the dealer performs the bearing-noise inspection.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-15 min",
      },
      oilLevelCheck,
      {
        title: "Stop driving and have the engine inspected",
        description:
          "A P1326 or a fresh knock means bearings are failing: park the car and have it towed; continued driving risks seizure at speed. The dealer's inspection includes a bearing-noise check and, if confirmed, engine replacement.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 days",
        parts: ["Replacement engine assembly (dealer)"],
        safety: ["An engine that seizes at speed can lock the front wheels briefly: do not keep driving a knocking engine."],
      },
    ],
    ref: "Hyundai/Kia safety recalls and engine warranty extension (Theta II)",
  },
  {
    id: "auto-exhaust-manifold-leak",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Exhaust manifold leak from broken manifold studs or a cracked manifold",
    explanation:
      "Heat cycling snaps exhaust manifold studs or cracks the manifold, leaving a gap that ticks loudly on cold start and quiets as metal expands - often mistaken for a lifter tick. Ford 4.6/5.4/5.0, GM trucks and Ram Hemi are common examples.",
    symptoms: [
      "ticking on cold start that goes away when warm",
      "exhaust leak sound from the engine bay",
      "sounds like a lifter tick but only when cold",
      "broken exhaust manifold bolt",
      "smell of exhaust in the cab",
      "puffing noise near the front of the engine",
    ],
    keywords: ["exhaust manifold", "manifold stud", "broken stud", "exhaust leak", "manifold gasket", "tick"],
    codes: ["P0171", "P0174"],
    makes: ["ford", "chevrolet", "gmc", "ram", "dodge"],
    models: ["f-150", "expedition", "5.4", "4.6", "5.0", "silverado", "sierra", "5.3", "1500", "hemi"],
    prior: 1.3,
    steps: [
      {
        title: "Find the leak on a cold engine",
        description:
          "Cold start: listen around each manifold with a length of hose to your ear (not touching hot parts), and look for black soot streaks at the manifold-to-head joint and missing or broken studs, often at the rear of the manifold.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Length of hose", "Flashlight", "Inspection mirror"],
        safety: [HOT_EXHAUST, RUNNING_ENGINE],
      },
      {
        title: "Remove broken studs and replace the gasket",
        description:
          "With penetrating oil, heat and stud extractors (or a drill guide kit) remove broken studs; replace all studs on that manifold, have the manifold checked for flatness, fit a new gasket and torque in sequence. Replace a cracked manifold.",
        safetyLevel: "High Risk",
        estimatedTime: "2-6 h",
        tools: ["Stud extractor or drill guide kit", "Penetrating oil", "Torque wrench", "Jack stands"],
        specs: ["Typical manifold stud/nut torque: 20-30 N·m in sequence (check against the service manual)"],
        parts: ["Exhaust manifold studs and nuts", "Exhaust manifold gasket", "Exhaust manifold (if cracked)"],
        safety: [LIFTED_VEHICLE, HOT_EXHAUST, "Wear safety glasses when drilling and using heat."],
      },
      carTestDrive,
    ],
    ref: "widely reported owner forum pattern; common shop failure",
  },
  {
    id: "auto-engine-mount-broken",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Broken or collapsed engine/transmission mount",
    explanation:
      "Rubber and fluid-filled mounts crack, tear or leak with age, letting the engine rock: vibration at idle in gear, a thud or clunk when shifting or on and off the throttle, and visible engine lift. Honda and Acura V6 models with active (vacuum- or electrically-controlled) mounts are a common example.",
    symptoms: [
      "vibration at idle in drive that smooths out in neutral",
      "clunk or thud when shifting into drive or reverse",
      "engine jumps when I rev it",
      "motor mount broken",
      "steering wheel shakes at stop lights",
      "bang from the engine bay when accelerating from a stop",
    ],
    keywords: ["engine mount", "motor mount", "transmission mount", "torque strut", "active control mount", "dog bone mount"],
    makes: ["honda", "acura"],
    models: ["accord", "odyssey", "pilot", "mdx", "tl", "v6"],
    prior: 1.3,
    steps: [
      {
        title: "Watch the engine move under load (helper driving the controls)",
        description:
          "Bonnet open, parking brake firmly on and the foot brake held hard by a helper: shift between Drive and Reverse and give a short light throttle in each while you watch from the side, never in front of the car. An engine that lifts or rocks more than a small amount points at a failed mount.",
        safetyLevel: "High Risk",
        estimatedTime: "10 min",
        safety: [
          "Stand to the side, never in front of or behind the vehicle; the helper keeps the brake pedal hard down the whole time.",
          RUNNING_ENGINE,
        ],
      },
      {
        title: "Inspect each mount",
        description:
          "Engine off: look for cracked or separated rubber, fluid leaking from hydraulic mounts, a collapsed mount that lets metal touch metal, and broken or disconnected vacuum lines or connectors on active mounts.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Flashlight", "Pry bar", "Jack stands"],
        safety: [LIFTED_VEHICLE],
      },
      {
        title: "Replace the failed mount",
        description:
          "Support the engine from above or below with a jack and wood block, replace the mount, and torque the bolts to spec with the engine resting in its normal position.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Engine support bar or jack with wood block", "Torque wrench"],
        parts: ["Engine mount", "Transmission mount", "Torque strut mount"],
        safety: [LIFTED_VEHICLE, "Never put hands between the engine and the subframe while it is supported only by a jack."],
      },
    ],
    ref: "common shop failure",
  },
];
