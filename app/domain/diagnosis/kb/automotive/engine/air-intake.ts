import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, scanCodes } from "../../../steps-common.ts";
import { RUNNING_ENGINE, carTestDrive, carVisualInspection, liveDataReview, sensorCircuitTest, smokeTestIntake } from "./steps.ts";

const LEAN_CODES = ["P0171", "P0174"];

// Air intake from the filter to the intake valves: leaks, metering, throttle and crankcase ventilation.
export const airIntakeEntries: FaultEntry[] = [
  {
    id: "auto-vacuum-leak",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Vacuum leak (cracked intake hose or PCV line)",
    explanation:
      "Air entering after the mass airflow sensor is not measured, so the engine runs lean: the PCM adds fuel until it hits its limit and sets lean codes, with a rough or high idle and often a hiss. Rubber and plastic vacuum lines crack with heat and age.",
    symptoms: [
      "runs lean both banks",
      "P0171 and P0174",
      "hissing noise from the engine bay",
      "rough idle at stoplights, smooths out when driving",
      "high idle and check engine light",
      "lean codes after changing the air filter",
      "long term fuel trims +20",
      "random misfire with a lean code at idle",
    ],
    keywords: ["vacuum leak", "lean", "hiss", "vacuum hose", "cracked hose", "fuel trim", "unmetered air"],
    codes: [...LEAN_CODES, "P0507", "P0300"],
    prior: 2.5,
    steps: [
      scanCodes,
      liveDataReview,
      {
        title: "Compare fuel trims at idle and at 2500 rpm",
        description:
          "A vacuum leak shows high positive trims at idle that improve as rpm rises (the leak becomes a smaller share of the airflow). Trims high everywhere point more at fuel delivery or the MAF.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Scan tool"],
        specs: ["Typical: total trim above about +10-15% at idle that drops near zero at 2500 rpm suggests a vacuum leak"],
        safety: [RUNNING_ENGINE],
      },
      smokeTestIntake,
      {
        title: "Replace the leaking hose or seal",
        description:
          "Replace cracked hoses, elbows and PCV lines with the correct moulded parts (not straight hose bent into shape), check the brake booster hose and check valve, and fit new clamps.",
        safetyLevel: "Low Risk",
        estimatedTime: "15-60 min",
        parts: ["Vacuum hoses", "PCV hose/elbow", "Brake booster hose", "Hose clamps"],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-maf-sensor-dirty",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Dirty or failed mass airflow (MAF) sensor",
    explanation:
      "Dust or oil (often from an oiled aftermarket air filter) coats the MAF's hot wire so it under-reads airflow; the engine runs lean, hesitates and may stall, and trims are high at all speeds. An electrical failure sets MAF circuit codes.",
    symptoms: [
      "hesitation and stalling after an oiled air filter",
      "lean codes and bad gas mileage",
      "car bogs on acceleration, stalls when coming to a stop",
      "P0101 mass air flow performance",
      "runs better with the maf unplugged",
      "jerking at low speed",
    ],
    keywords: ["maf", "mass air flow", "maf sensor", "maf cleaner", "hot wire", "air flow meter"],
    codes: ["P0100", "P0101", "P0102", "P0103", ...LEAN_CODES],
    prior: 2,
    steps: [
      scanCodes,
      {
        title: "Check MAF readings against engine size",
        description:
          "Engine warm: read MAF grams per second at idle and at 2500 rpm, and during a full-throttle run with a helper driving. Compare with the rule of thumb and with the calculated load. Low readings at all speeds with high fuel trims point at a contaminated MAF.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Scan tool"],
        specs: [
          "Typical warm idle: roughly 1 g/s per litre of displacement (check against the service manual)",
          "Typical wide-open throttle: grams per second of roughly 0.75-0.85 times rated horsepower",
        ],
        safety: [RUNNING_ENGINE],
      },
      {
        title: "Clean the MAF sensor",
        description:
          "Unplug and remove the sensor, spray only with MAF-specific cleaner (never touch the wire or use carb cleaner), let it dry fully, refit, and check the air filter and ducts for oil and leaks.",
        safetyLevel: "Low Risk",
        estimatedTime: "20 min",
        tools: ["MAF sensor cleaner", "Security bits if needed"],
        parts: ["Engine air filter"],
      },
      sensorCircuitTest,
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-intake-boot-torn",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Torn air intake boot or loose duct clamp after the MAF sensor",
    explanation:
      "The rubber intake tube between the MAF and the throttle body cracks in its folds with age, or a clamp is left loose after an air filter change; unmetered air gets in, giving lean codes, stumbling and sometimes stalling when the engine moves on its mounts.",
    symptoms: [
      "stalls when I put it in gear",
      "lean code after air filter change",
      "crack in the rubber hose to the throttle body",
      "whistling from the air box",
      "idle dips and stumbles when turning",
    ],
    keywords: ["intake boot", "air duct", "intake hose", "accordion hose", "air intake tube", "clamp"],
    codes: [...LEAN_CODES, "P0101"],
    prior: 1.5,
    steps: [
      carVisualInspection,
      {
        title: "Flex-check the intake duct",
        description:
          "Engine off: squeeze and open each fold of the intake boot looking for cracks on the underside, and check every clamp and the air box lid clips. With the engine idling, gently moving the duct by hand should not change the idle.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Flashlight", "Screwdriver or nut driver"],
        parts: ["Intake air boot/duct", "Hose clamps"],
        safety: [RUNNING_ENGINE],
      },
      smokeTestIntake,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-throttle-body-carbon",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Carbon build-up in the throttle body (low or unstable idle)",
    explanation:
      "Crankcase vapour leaves a sticky carbon ring around the throttle plate, narrowing the small gap that sets idle airflow; the idle drops, hunts or stalls, especially with AC on. Many cars need an idle relearn after cleaning.",
    symptoms: [
      "idle too low and almost stalls",
      "stalls when coming to a stop",
      "rpm drops when the ac comes on",
      "idle surging up and down",
      "black gunk inside the throttle body",
      "sticky gas pedal at the start",
    ],
    keywords: ["throttle body", "carbon", "idle", "throttle plate", "idle relearn", "stalling"],
    codes: ["P0506", "P0507", "P2111", "P2119"],
    prior: 1.5,
    steps: [
      scanCodes,
      {
        title: "Inspect the throttle plate",
        description:
          "Engine off and key out: remove the intake duct and look at the edge of the throttle plate and bore for a black carbon ring. On electronic throttles do not force the plate open with the key on.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Flashlight", "Screwdriver or nut driver"],
      },
      {
        title: "Clean the throttle body and relearn idle",
        description:
          "Key off (battery disconnected on cars where the manual asks): spray throttle body cleaner on a rag and wipe the bore and plate; keep spray out of the electronic motor and sensor. Refit, then run the maker's idle relearn (some need a scan tool, some a key-on/idle sequence such as Nissan's idle air volume learn).",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Throttle body cleaner", "Lint-free rags", "Scan tool for idle relearn"],
        parts: ["Throttle body gasket"],
        safety: ["Keep fingers out of electronic throttle bodies: the plate snaps shut with force when powered.", HOT_ENGINE],
      },
      carTestDrive,
    ],
    ref: "common shop failure; maker idle relearn procedures",
  },
  {
    id: "auto-pcv-valve-stuck",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Stuck or clogged PCV valve",
    explanation:
      "The positive crankcase ventilation valve meters blow-by gas into the intake; stuck open it is a vacuum leak (lean, rough idle, whistle), clogged it lets crankcase pressure push oil past seals and gaskets and raises oil consumption.",
    symptoms: [
      "whistling noise from the valve cover",
      "oil leaks everywhere suddenly",
      "oil cap hard to remove at idle, strong suction",
      "oil in the air filter box",
      "rough idle and lean code, pcv hose collapsed",
      "blowing oil out of the dipstick tube",
    ],
    keywords: ["pcv", "pcv valve", "crankcase ventilation", "breather", "blow-by", "oil separator"],
    codes: [...LEAN_CODES, "P052E"],
    prior: 1.3,
    steps: [
      {
        title: "Check crankcase vacuum",
        description:
          "At warm idle, check crankcase pressure at the oil filler with a slack-tube manometer or a piece of paper over the filler neck: a slight vacuum is normal; strong suction (stuck open) or pressure pushing out (clogged, or heavy blow-by) is not. Shake the PCV valve: it should rattle.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-15 min",
        tools: ["Manometer or crankcase pressure gauge"],
        specs: ["Typical: slight crankcase vacuum of a few inches of water at idle (check against the service manual)"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      smokeTestIntake,
      {
        title: "Replace the PCV valve and hoses",
        description:
          "Replace the valve and any soft, collapsed or oil-soaked hoses. On engines where the PCV is built into the valve cover, the cover may have to be replaced.",
        safetyLevel: "Low Risk",
        estimatedTime: "15-60 min",
        parts: ["PCV valve", "PCV hoses and grommet", "Valve cover with integrated PCV (some engines)"],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-pcv-diaphragm-torn",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Torn PCV/crankcase vent valve diaphragm (VW/Audi, BMW, Mercedes)",
    explanation:
      "Many European engines regulate crankcase vacuum with a rubber diaphragm in an oil separator or valve cover; when it tears, the engine sucks air through it: loud whistle or honk, rough idle, lean codes and oil leaks from excess crankcase vacuum.",
    symptoms: [
      "loud whistle or honking noise at idle, vw",
      "bmw oil cap sucks down hard",
      "audi 2.0t rough idle and lean codes",
      "oil filler cap won't come off with engine running",
      "whistling from the top of the engine on a gti",
    ],
    keywords: ["pcv diaphragm", "ccv", "crankcase vent valve", "oil separator", "valve cover"],
    codes: [...LEAN_CODES, "P0507"],
    makes: ["volkswagen", "audi", "bmw", "mini", "mercedes-benz", "mercedes"],
    models: ["gti", "jetta", "passat", "tiguan", "a4", "a3", "q5", "n52", "n54", "n55", "n20", "328i", "335i"],
    prior: 1.3,
    steps: [
      {
        title: "Test the diaphragm",
        description:
          "Engine idling: put a finger gently on the small hole in the PCV valve housing or try to remove the oil filler cap; a strong suction or whistle that changes when you cover the hole points at a torn diaphragm.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      smokeTestIntake,
      {
        title: "Replace the PCV valve or diaphragm",
        description:
          "Replace the PCV/oil separator assembly (or the diaphragm alone where sold as a kit), or the valve cover on engines where it is integrated. Clear lean adaptations afterwards.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min-3 h",
        tools: ["Torx bits", "Torque wrench", "Scan tool"],
        parts: ["PCV valve / oil separator", "PCV diaphragm kit", "Valve cover with integrated PCV"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "widely reported owner forum pattern; common European-car shop failure",
  },
  {
    id: "auto-intake-manifold-gasket",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Leaking intake manifold gasket",
    explanation:
      "The gasket between the intake manifold and the heads hardens and shrinks, letting in unmetered air (lean codes, rough idle, misfire on nearby cylinders); on engines where coolant passes through the manifold (such as GM 3.1/3.4 and 3800 V6) it also leaks coolant into the oil or outside.",
    symptoms: [
      "lean on both banks, smoke test shows leak at the intake",
      "rough idle that gets better as the engine warms",
      "coolant leak at the intake manifold",
      "coolant seeping from the front of the v6 near the belt, sweet smell",
      "milky oil and losing coolant on a v6",
      "misfire cylinder 1 and lean code",
    ],
    keywords: ["intake manifold gasket", "lower intake gasket", "manifold leak", "plenum gasket"],
    codes: [...LEAN_CODES, "P0300"],
    makes: ["chevrolet", "pontiac", "buick", "oldsmobile"],
    models: ["3.1", "3.4", "3.8", "3800", "impala", "malibu", "monte carlo", "grand prix", "lesabre", "century", "venture", "montana"],
    prior: 1,
    steps: [
      scanCodes,
      smokeTestIntake,
      {
        title: "Replace the gasket",
        description:
          "Drain coolant if it passes through the manifold, remove the manifold, clean both faces without gouging aluminium, check the manifold for flatness, fit new gaskets and torque the bolts in sequence in stages.",
        safetyLevel: "Safety Required",
        estimatedTime: "3-6 h",
        tools: ["Torque wrench", "Gasket scraper (plastic)", "Straight edge"],
        specs: ["Typical intake bolt torque: 10-25 N·m in sequence and stages (check against the service manual)"],
        parts: ["Intake manifold gasket set", "Coolant", "Engine oil and filter if contaminated"],
        safety: [HOT_ENGINE],
      },
      carTestDrive,
    ],
    ref: "common shop failure; widely reported GM 3.1/3.4/3800 pattern",
  },
  {
    id: "auto-intake-manifold-flap",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Stuck intake manifold runner flaps or failed runner actuator (VW/Audi P2015)",
    explanation:
      "Intake runner (tumble/swirl) flaps change the air path for torque and emissions; on many VW/Audi 2.0 TFSI/TDI engines the flap shaft or its position sensor wears, setting P2015 and a check engine light, sometimes with a small loss of low-speed torque.",
    symptoms: [
      "P2015 intake manifold runner position",
      "vw check engine light runner flap",
      "audi intake manifold flap stuck",
      "intake runner control code and slight loss of power",
      "clicking from the intake manifold actuator",
    ],
    keywords: ["intake manifold runner", "runner flap", "tumble flap", "swirl flap", "imrc", "p2015"],
    codes: ["P2004", "P2008", "P2015"],
    makes: ["volkswagen", "audi", "ford", "mazda"],
    models: ["gti", "jetta", "passat", "tiguan", "a4", "a3", "q5", "tdi", "2.0t"],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Check flap movement and sensor",
        description:
          "Engine off: watch the runner linkage or actuator arm while a helper starts the engine or while commanding it with a scan tool. Check the position sensor signal against commanded position.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool with actuator tests", "Digital multimeter"],
        safety: [RUNNING_ENGINE],
      },
      sensorCircuitTest,
      {
        title: "Repair the linkage or replace the manifold",
        description:
          "Replace a broken linkage clip or actuator where available; worn flap shafts usually mean a new intake manifold. Clear codes and check the flap adaptation.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-4 h",
        parts: ["Runner actuator", "Linkage repair kit", "Intake manifold"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "SAE J2012 code definition; widely reported owner forum pattern (VW/Audi)",
  },
  {
    id: "auto-idle-air-control-valve",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Sticking or failed idle air control (IAC) valve (older vehicles)",
    explanation:
      "Before electronic throttles most engines controlled idle with an IAC valve bypassing the throttle plate; carbon makes it stick, causing surging, stalling or a high idle, especially when the AC or lights switch on.",
    symptoms: [
      "idle surges up and down",
      "high idle on an older car",
      "stalls when coming to a stop, older truck",
      "rpm hunting at idle",
      "have to hold the gas pedal to keep it running cold",
    ],
    keywords: ["iac", "idle air control", "iac valve", "idle", "surging", "bypass"],
    codes: ["P0505", "P0506", "P0507"],
    prior: 0.7,
    steps: [
      scanCodes,
      liveDataReview,
      {
        title: "Clean or replace the IAC valve",
        description:
          "Remove the valve and clean carbon from its pintle and the bypass passage with throttle body cleaner; replace the valve and gasket if it does not respond to scan tool commands or its windings are open.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-45 min",
        tools: ["Throttle body cleaner", "Digital multimeter"],
        parts: ["Idle air control valve", "IAC gasket/O-ring"],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure (pre-2005 vehicles)",
  },
];
