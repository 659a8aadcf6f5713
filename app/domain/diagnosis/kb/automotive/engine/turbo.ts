import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { HOT_ENGINE, scanCodes } from "../../../steps-common.ts";
import { HOT_EXHAUST, RUNNING_ENGINE, carTestDrive, liveDataReview, sensorCircuitTest } from "./steps.ts";

const boostLog: StepTemplate = {
  title: "Log desired and actual boost on a road test",
  description:
    "With a helper driving on a safe road, log desired vs actual boost (or manifold pressure), wastegate or vane command, and MAF during a full-load pull in a higher gear. Actual boost that lags or falls short of desired, with a high wastegate/vane command, points at a leak or a sticking actuator.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Scan tool with logging"],
  safety: ["Test on a safe, empty road; a helper reads the scan tool."],
};

const boostPressureTest: StepTemplate = {
  title: "Pressure-test the charge-air system",
  description:
    "Engine off and cool: remove the intake duct at the turbo inlet, fit a charge-air test cap, and pressurise the system with regulated shop air. Listen and spray soapy water on intercooler hoses, couplers, clamps, the intercooler end tanks and the throttle body joint.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-45 min",
  tools: ["Boost leak tester / charge-air test caps", "Regulated air supply", "Soapy water spray"],
  specs: ["Typical test pressure: 15-25 psi, no more than the engine's maximum boost (check against the service manual)"],
  safety: [HOT_ENGINE, "Wear safety glasses: a coupler can blow off under test pressure. Open the throttle plate only with the engine off."],
};

// Air supply ahead of the throttle: air filter, turbocharger and charge-air system (gasoline and diesel).
export const turboEntries: FaultEntry[] = [
  {
    id: "auto-air-filter-clogged",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Clogged engine air filter or blocked air intake (snow, leaves, nest)",
    explanation:
      "A filter packed with dust, leaves, snow or a rodent nest restricts airflow at high load, so the engine feels flat at full throttle and uses more fuel; on turbo engines it can also set underboost codes.",
    symptoms: [
      "loss of power at full throttle",
      "air filter black and full of dirt",
      "mouse nest in the air filter box",
      "sluggish acceleration and poor mileage",
      "engine sounds like it's sucking air hard",
    ],
    keywords: ["air filter", "air cleaner", "intake snorkel", "air box", "restriction"],
    codes: ["P0101", "P0299"],
    prior: 1,
    steps: [
      {
        title: "Inspect the air filter and intake path",
        description:
          "Open the air box, hold the filter up to a light, and check the intake snorkel for leaves, snow or nesting material. Replace the filter if light barely passes or it is damaged.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Flashlight", "Screwdriver or nut driver"],
        parts: ["Engine air filter"],
        safety: ["Wear gloves and a dust mask if there are droppings or nest material."],
      },
      liveDataReview,
      carTestDrive,
    ],
    ref: "maker maintenance schedules; common shop finding",
  },
  {
    id: "auto-boost-leak",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Boost leak (split intercooler hose, loose coupler or cracked intercooler)",
    explanation:
      "Charge air escaping from a split hose, a loose clamp or a cracked intercooler means the turbo cannot reach the requested boost: power drops, the turbo may whistle or whoosh, and underboost codes set; diesels may smoke black.",
    symptoms: [
      "turbo underboost code P0299",
      "loss of power under load, turbo car",
      "whooshing or hissing sound when accelerating",
      "intercooler hose popped off",
      "diesel black smoke and low power, boost hose split",
      "ecoboost lacks power towing",
      "oily intercooler boot with a crack",
    ],
    keywords: ["boost leak", "intercooler", "charge air cooler", "cac", "boost hose", "coupler", "underboost"],
    codes: ["P0299", "P0236", "P0101"],
    makes: ["ford", "volkswagen", "audi", "ram", "chevrolet", "gmc", "bmw", "subaru"],
    models: ["ecoboost", "f-150", "gti", "tsi", "cummins", "duramax", "power stroke", "wrx"],
    prior: 1.5,
    steps: [scanCodes, boostLog, boostPressureTest, carTestDrive],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-wastegate-actuator",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Sticking or rattling turbo wastegate or failed wastegate actuator/boost control solenoid",
    explanation:
      "The wastegate limits boost; a stuck-open gate or a failed electronic actuator or vacuum solenoid gives underboost and sluggish response, a stuck-closed one gives overboost and limp mode. Worn linkages rattle at idle or on deceleration (a known complaint on some Ford EcoBoost and VW/Audi turbo engines).",
    symptoms: [
      "rattling from the turbo at idle or when letting off the gas",
      "overboost then limp mode",
      "turbo underboost, wastegate stuck",
      "boost control solenoid clicking",
      "metallic rattle from the exhaust side on ecoboost",
    ],
    keywords: ["wastegate", "wastegate actuator", "boost control solenoid", "n75", "wastegate rattle", "overboost"],
    codes: ["P0299", "P0234", "P0045", "P2563"],
    makes: ["ford", "volkswagen", "audi", "hyundai", "kia"],
    models: ["ecoboost", "escape", "fusion", "explorer", "focus st", "gti", "tsi", "tfsi"],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Check wastegate movement",
        description:
          "Engine off and cold: watch the wastegate arm while moving it by hand or with a hand vacuum/pressure pump (pneumatic actuators) or scan tool command (electronic). It should move smoothly through its full travel; free play and a rattle at the linkage show wear.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Hand vacuum/pressure pump", "Scan tool with actuator test"],
        safety: [HOT_EXHAUST],
      },
      sensorCircuitTest,
      boostLog,
      {
        title: "Repair the actuator or linkage",
        description:
          "Replace the boost control solenoid, vacuum lines or electronic actuator as found, and calibrate the actuator with a scan tool where required. Worn wastegate bushings often mean a turbocharger replacement or an approved repair kit.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-4 h",
        parts: ["Wastegate actuator", "Boost control solenoid", "Vacuum lines", "Wastegate linkage clip/kit"],
        safety: [HOT_EXHAUST],
      },
    ],
    ref: "SAE J2012 code definition; widely reported owner forum pattern",
  },
  {
    id: "auto-turbo-failed",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Failed turbocharger (worn shaft bearings or seals)",
    explanation:
      "Oil starvation, dirty oil or hot shutdowns wear the turbo's shaft bearings: the shaft gets play, the compressor wheel can rub, and oil passes the seals into the intake and exhaust - a siren-like whine, blue smoke and loss of boost follow.",
    symptoms: [
      "turbo whining like a siren",
      "blue smoke from exhaust under acceleration, turbo engine",
      "oil inside the intercooler pipes",
      "loud whistle and no boost",
      "turbo shaft has play",
      "grinding noise from turbo",
    ],
    keywords: ["turbo", "turbocharger", "turbo seal", "shaft play", "compressor wheel", "whine", "blue smoke"],
    codes: ["P0299"],
    prior: 1,
    steps: [
      {
        title: "Check the turbo shaft and wheel",
        description:
          "Engine off and cold, intake duct removed: look at the compressor wheel for chipped or rubbed blades and feel the shaft for play. A slight in-and-out movement can be normal; radial play that lets the wheel touch the housing, or any blade damage, means the turbo has failed.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Flashlight", "Inspection mirror"],
        safety: [HOT_EXHAUST, "Never run the engine with the intake duct off the turbo: it can suck in tools or fingers."],
      },
      {
        title: "Check oil supply and crankcase pressure",
        description:
          "A turbo leaks oil if its drain line is kinked or the crankcase is pressurised (clogged PCV). Check the drain line and PCV before condemning the seals, and check the oil feed line for coking.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Socket set", "Crankcase pressure gauge"],
        safety: [HOT_ENGINE],
      },
      boostLog,
      {
        title: "Replace the turbocharger and its oil lines",
        description:
          "Replace the turbo with new gaskets, a new oil feed line or banjo screens, and change oil and filter. Prime the turbo with oil before start-up and clean oil from the intercooler and pipes.",
        safetyLevel: "High Risk",
        estimatedTime: "3-8 h",
        tools: ["Jack stands", "Torque wrench"],
        parts: ["Turbocharger", "Turbo gasket kit", "Oil feed line", "Engine oil and filter"],
        safety: [HOT_EXHAUST, "Work under the vehicle only on rated jack stands with the wheels chocked."],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-ecoboost-intercooler-condensation",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Condensation in the charge-air cooler (Ford EcoBoost misfire under hard acceleration in humid weather)",
    explanation:
      "In humid weather water condenses inside the intercooler at light load and is sucked into the engine in one gulp on hard acceleration, causing a stumble, shudder or misfire with a flashing check engine light. Ford released service fixes (revised cooler/deflector and calibration) for early 3.5 EcoBoost F-150s.",
    symptoms: [
      "ecoboost stumbles when passing on a humid day",
      "f-150 shudders on hard acceleration after cruising in the rain",
      "flashing check engine light when I floor it, then fine",
      "misfire under full throttle in damp weather",
      "water dripping from the intercooler",
    ],
    keywords: ["intercooler condensation", "charge air cooler", "cac", "ecoboost", "stumble", "humid"],
    codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
    makes: ["ford", "lincoln"],
    models: ["f-150", "f150", "3.5 ecoboost", "ecoboost", "expedition", "explorer"],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Check for service bulletins and updated calibration",
        description:
          "Ask a Ford dealer to check the VIN for applicable service bulletins and PCM calibration updates; the fixes include a revised air deflector or cooler and updated software.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
      },
      {
        title: "Inspect the intercooler for water and oil",
        description:
          "Engine off and cool: remove the lowest intercooler hose and check for pooled water or oil. Oil in quantity suggests PCV or turbo seal problems that make the issue worse.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Socket set", "Drain pan"],
        safety: [HOT_ENGINE, "Support the vehicle on rated jack stands if working underneath."],
      },
      carTestDrive,
    ],
    ref: "Ford service bulletins (2011-2013 F-150 3.5 EcoBoost); widely reported owner forum pattern",
  },
  {
    id: "auto-diesel-vgt-sticking",
    vehicleTypes: ["automotive"],
    system: "air-intake",
    cause: "Sticking variable-geometry turbo vanes or failed VGT actuator (diesel pickups)",
    explanation:
      "Diesel pickups use variable-geometry turbos whose vanes soot up and stick (or whose electronic actuator fails), so boost is wrong: low power and smoke if stuck open, overboost and limp mode if stuck closed. Short-trip driving and EGR soot make it worse.",
    symptoms: [
      "diesel low power and turbo underboost code",
      "duramax overboost then reduced power",
      "powerstroke turbo not spooling",
      "vgt actuator fault message",
      "black smoke and sluggish after idling a lot",
    ],
    keywords: ["vgt", "variable geometry turbo", "vanes", "turbo actuator", "sticky vanes", "vnt"],
    codes: ["P0299", "P0234", "P0046", "P2563"],
    makes: ["ford", "chevrolet", "gmc", "ram"],
    models: ["6.0", "6.4", "6.7", "power stroke", "powerstroke", "duramax", "lmm", "lml", "l5p", "cummins"],
    prior: 0.8,
    steps: [
      scanCodes,
      boostLog,
      {
        title: "Command the vanes and watch the response",
        description:
          "Engine off (where the actuator test allows) or at idle: use the scan tool to sweep the vane position and compare commanded vs actual position and boost. A sluggish or limited sweep means sticking vanes; no response with a good command means a failed actuator.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool with diesel actuator tests"],
        safety: [RUNNING_ENGINE, HOT_EXHAUST],
      },
      {
        title: "Clean the vanes or replace the actuator/turbo",
        description:
          "Some vane sticking clears with repeated actuator sweeps and a hard highway drive; otherwise the turbo must be removed and the vane ring cleaned or the turbo replaced. Actuators often need calibration with a scan tool.",
        safetyLevel: "High Risk",
        estimatedTime: "2-8 h",
        parts: ["VGT actuator", "Turbocharger", "Turbo gaskets"],
        safety: [HOT_EXHAUST, "Work under the truck only on rated jack stands with the wheels chocked."],
      },
    ],
    ref: "SAE J2012 code definition; common diesel shop failure",
  },
];
