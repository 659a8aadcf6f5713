import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, coolantCheck, scanCodes } from "../../../steps-common.ts";
import {
  DIESEL_EXHAUST,
  HOT_EXHAUST,
  LIFTED_VEHICLE,
  combustionLeakTest,
  coolingPressureTest,
  defQualityTest,
  dieselRegen,
  liveDataReview,
  sensorCircuitTest,
} from "./steps.ts";

const DIESEL_TRUCKS = ["ford", "chevrolet", "gmc", "ram"];
const DIESEL_MODELS = ["power stroke", "powerstroke", "6.7", "6.6", "duramax", "lml", "l5p", "cummins", "2500", "3500", "super duty"];

// Diesel aftertreatment on pickups and diesel cars: DPF, DEF/SCR, NOx sensors, EGR cooler, EGT sensors.
export const emissionsDieselEntries: FaultEntry[] = [
  {
    id: "auto-dpf-clogged",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Clogged diesel particulate filter (soot load too high, regeneration not completing)",
    explanation:
      "The DPF traps soot and burns it off in regenerations that need sustained exhaust heat; short trips, idling, a faulty sensor or an engine fault that makes extra soot stop regenerations finishing, so the filter loads up, power is reduced and the dash asks for a regeneration or service.",
    symptoms: [
      "dpf full message",
      "exhaust filter full, drive to clean",
      "diesel truck limp mode and regen won't finish",
      "regeneration happening every day",
      "reduced power with dpf light",
      "soot load 100 percent",
    ],
    keywords: ["dpf", "diesel particulate filter", "regen", "regeneration", "soot", "exhaust filter"],
    codes: ["P2463", "P2002", "P244B", "P2458", "P2459"],
    makes: [...DIESEL_TRUCKS, "volkswagen", "audi", "bmw", "mercedes-benz"],
    models: [...DIESEL_MODELS, "tdi", "bluetec"],
    prior: 1.5,
    steps: [
      scanCodes,
      {
        title: "Read soot load, pressure and regen history",
        description:
          "Read DPF soot load (%), differential pressure at idle and 2000 rpm, distance since last regeneration and regeneration status. Fix codes that block regeneration first (sensors, EGR, injectors, low fuel level). Check the differential pressure sensor hoses for cracks or melting.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool with diesel DPF data"],
        safety: [DIESEL_EXHAUST],
      },
      dieselRegen,
      {
        title: "Remove the DPF for cleaning if over the limit",
        description:
          "A filter above the regeneration limit, or loaded with ash (which does not burn), must be removed and thermally cleaned or replaced. Removing or disabling emission equipment is illegal in many countries and voids warranties.",
        safetyLevel: "High Risk",
        estimatedTime: "2-4 h",
        tools: ["Jack stands or lift", "Transmission jack for support", "Torque wrench"],
        parts: ["DPF (cleaned or new)", "Exhaust gaskets and clamps"],
        safety: [LIFTED_VEHICLE, HOT_EXHAUST, "DPF assemblies are heavy: support them with a jack."],
      },
    ],
    ref: "SAE J2012 code definition; maker DPF service procedures",
  },
  {
    id: "auto-dpf-pressure-sensor",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Failed DPF differential pressure sensor or cracked sensor hoses",
    explanation:
      "The DPF pressure sensor measures exhaust pressure across the filter to estimate soot; a failed sensor or a cracked, melted or water-blocked hose gives false readings, triggering constant regenerations, a DPF-full message or pressure sensor codes even though the filter is fine.",
    symptoms: [
      "dpf pressure sensor code",
      "constant regens on ford 6.7",
      "exhaust filter message but truck runs fine",
      "dpf differential pressure reads high at idle",
      "sensor hose melted near dpf",
    ],
    keywords: ["dpf pressure sensor", "differential pressure sensor", "delta p", "sensor hoses"],
    codes: ["P2452", "P2453", "P2454", "P2455", "P244A"],
    makes: [...DIESEL_TRUCKS, "volkswagen", "audi"],
    models: [...DIESEL_MODELS, "tdi"],
    prior: 1.2,
    steps: [
      scanCodes,
      {
        title: "Check the sensor reading with the engine off",
        description:
          "Key on, engine off: the differential pressure should read close to zero. A reading well above zero, or one that does not rise with rpm, points at the sensor or its hoses. Inspect both hoses and their metal pipes for cracks, melting and blockage by soot or water.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool", "Flashlight"],
        safety: [HOT_EXHAUST],
      },
      sensorCircuitTest,
      {
        title: "Replace the sensor or hoses",
        description:
          "Replace the sensor and/or hoses (note which port goes upstream and downstream). Then reset the DPF learned values with a scan tool where the maker requires it.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        parts: ["DPF differential pressure sensor", "Sensor hoses and pipes"],
        safety: [HOT_EXHAUST],
      },
    ],
    ref: "SAE J2012 code definition; widely reported owner forum pattern",
  },
  {
    id: "auto-def-quality-contaminated",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Poor quality, diluted or contaminated DEF (SCR efficiency low)",
    explanation:
      "SCR needs correctly mixed urea solution; DEF topped up with water, old heat-degraded DEF, or DEF contaminated by diesel or dirt cannot reduce NOx, so efficiency and quality codes set and a speed-limit countdown starts.",
    symptoms: [
      "def quality poor message",
      "speed limited to 55 mph in 50 miles",
      "scr efficiency code after filling def",
      "put water in the def tank",
      "diesel in def tank",
      "reductant quality code",
    ],
    keywords: ["def", "diesel exhaust fluid", "adblue", "urea", "scr", "def quality", "derate"],
    codes: ["P207F", "P20EE"],
    makes: [...DIESEL_TRUCKS, "mercedes-benz", "bmw", "volkswagen", "audi"],
    models: [...DIESEL_MODELS, "tdi", "bluetec", "sprinter"],
    prior: 1.2,
    steps: [
      scanCodes,
      defQualityTest,
      {
        title: "Drain and refill with fresh DEF",
        description:
          "Drain the DEF tank per the manual, flush with fresh DEF if contaminated by water, refill with sealed, in-date ISO 22241 DEF, clear codes and drive to re-run the quality test. Diesel contamination requires professional cleaning or replacement of tank, pump, lines and doser.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["DEF-safe drain container", "Scan tool"],
        parts: ["ISO 22241 DEF", "DEF filter"],
        safety: [LIFTED_VEHICLE, "DEF is corrosive to metals: rinse spills with water."],
      },
    ],
    ref: "SAE J2012 code definition; ISO 22241 DEF specification",
  },
  {
    id: "auto-def-heater-failed",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Failed DEF tank heater or DEF line heater",
    explanation:
      "DEF freezes at about -11 °C (12 °F), so the tank, pump and lines have heaters; a failed heater element or its circuit sets heater codes and starts the derate countdown, very common on Ford 6.7, Duramax and Ram diesels.",
    symptoms: [
      "def heater code",
      "reductant heater circuit",
      "service def system message in cold weather",
      "speed limited after def warning",
      "def frozen and warning lights",
    ],
    keywords: ["def heater", "reductant heater", "def tank heater", "def line heater"],
    codes: ["P20B9", "P20BA"],
    makes: [...DIESEL_TRUCKS],
    models: [...DIESEL_MODELS],
    prior: 1.2,
    steps: [
      scanCodes,
      {
        title: "Measure heater resistance and supply",
        description:
          "Unplug the DEF tank/heater connector and measure the heater element resistance; check the heater relay, fuse and the supply voltage when the heater is commanded on with a scan tool.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Digital multimeter", "Scan tool", "Wiring diagram", "Jack stands"],
        safety: [LIFTED_VEHICLE],
      },
      {
        title: "Replace the heater or tank module",
        description:
          "On many trucks the heater is part of the tank sender/pump module; replace the failed part, clear codes and let the system run its self-test. Check for maker warranty extensions on DEF heaters.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        parts: ["DEF tank heater / sender module", "DEF line heater", "Heater relay"],
        safety: [LIFTED_VEHICLE, "DEF is corrosive to metals: rinse spills with water."],
      },
    ],
    ref: "SAE J2012 code definition; widely reported owner forum pattern; maker warranty extensions",
  },
  {
    id: "auto-def-doser-pump-clogged",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Clogged DEF injector (doser) or failed DEF pump (crystallised urea)",
    explanation:
      "DEF dries into hard white crystals that block the doser nozzle and lines, or the DEF pump wears out; the system cannot build pressure or spray, so reductant pressure and performance codes set and the truck derates.",
    symptoms: [
      "white crust on the def injector",
      "reductant pressure too low code",
      "def pump not building pressure",
      "service emission system and speed limit",
      "def doser clogged with crystals",
    ],
    keywords: ["def doser", "def injector", "def pump", "reductant pump", "crystals", "urea crystals"],
    codes: ["P20E8", "P204F", "P2047"],
    makes: [...DIESEL_TRUCKS],
    models: [...DIESEL_MODELS],
    prior: 1,
    steps: [
      scanCodes,
      defQualityTest,
      {
        title: "Run the DEF system tests",
        description:
          "With a capable scan tool, run the DEF pump priming and dosing (purge/quantity) tests. A doser test spraying into a measuring container shows whether the quantity is right; no pressure points at the pump, filter or lines.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Scan tool with SCR tests", "Graduated container"],
        safety: [HOT_EXHAUST, "DEF spray irritates eyes: wear safety glasses."],
      },
      {
        title: "Clean or replace the doser and pump",
        description:
          "With the exhaust cool, remove the doser and dissolve crystals in warm water (never scrape the nozzle); replace it if it does not spray properly. Replace the DEF filter and pump as tests indicate.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        parts: ["DEF doser (injector) and gasket", "DEF pump", "DEF filter"],
        safety: [LIFTED_VEHICLE, HOT_EXHAUST],
      },
    ],
    ref: "SAE J2012 code definition; common diesel shop failure",
  },
  {
    id: "auto-nox-sensor-failed",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Failed NOx sensor (upstream or downstream of the SCR catalyst)",
    explanation:
      "NOx sensors measure nitrogen oxides before and after the SCR catalyst; they are expensive and fail often on diesel pickups, giving NOx sensor or SCR efficiency codes and a derate even when DEF is good.",
    symptoms: [
      "nox sensor code",
      "scr efficiency low, def is good",
      "speed limit countdown after nox sensor fault",
      "nox sensor 2 bank 1",
      "check engine light nox sensor on duramax",
    ],
    keywords: ["nox sensor", "nox", "scr", "nitrogen oxide sensor"],
    codes: ["P2200", "P2201", "P2202", "P2203", "P229F", "P20EE"],
    makes: [...DIESEL_TRUCKS, "mercedes-benz", "bmw", "volkswagen"],
    models: [...DIESEL_MODELS, "tdi", "bluetec"],
    prior: 1.2,
    steps: [
      scanCodes,
      liveDataReview,
      {
        title: "Compare upstream and downstream NOx readings",
        description:
          "Warm engine, steady cruise: upstream NOx should be clearly higher than downstream while DEF is dosing. Readings stuck at a fixed value, equal readings, or a sensor reporting 'not ready' after warm-up point at the sensor. Check its module connector and wiring.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool with NOx data"],
        safety: [DIESEL_EXHAUST, "Have a helper drive while you read data."],
      },
      sensorCircuitTest,
      {
        title: "Replace the NOx sensor",
        description:
          "Replace the sensor with its control module (sold as one), torque to spec, and clear codes; some trucks need a scan tool reset of SCR adaptations afterwards.",
        safetyLevel: "High Risk",
        estimatedTime: "45-90 min",
        tools: ["O2/NOx sensor socket", "Torque wrench", "Jack stands"],
        parts: ["NOx sensor with module"],
        safety: [LIFTED_VEHICLE, HOT_EXHAUST],
      },
    ],
    ref: "SAE J2012 code definition; common diesel shop failure",
  },
  {
    id: "auto-diesel-egr-cooler",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Leaking or clogged diesel EGR cooler (coolant loss, white smoke)",
    explanation:
      "The EGR cooler uses engine coolant to cool exhaust gas; on diesel pickups (famously the Ford 6.0 and 6.4 Power Stroke) it cracks internally so coolant is lost into the exhaust with white sweet-smelling smoke and pressurised coolant, or it clogs with soot and sets EGR cooling codes.",
    symptoms: [
      "losing coolant on a diesel with white smoke",
      "6.0 powerstroke puking coolant from the degas bottle",
      "steam from the tailpipe on start up",
      "egr cooler failed",
      "coolant level drops and no leak, diesel",
    ],
    keywords: ["egr cooler", "6.0", "6.4", "coolant loss", "white smoke", "degas bottle"],
    codes: ["P2457", "P0401", "P0404"],
    makes: [...DIESEL_TRUCKS],
    models: [...DIESEL_MODELS, "6.0", "6.4"],
    prior: 1,
    steps: [
      coolantCheck,
      coolingPressureTest,
      combustionLeakTest,
      {
        title: "Pressure-test the EGR cooler off the engine",
        description:
          "Remove the EGR valve/intake connection and look for coolant inside the EGR passages; for proof, remove the cooler and pressure-test its coolant side with air under water. Replace the cooler, and find why it failed (often a clogged oil cooler starving it of coolant on the 6.0).",
        safetyLevel: "Safety Required",
        estimatedTime: "3-8 h",
        tools: ["Cooling system pressure tester", "Pressure-test plates"],
        parts: ["EGR cooler", "Gaskets", "Coolant of the specified type", "Oil cooler (if clogged)"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "SAE J2012 code definition; widely reported owner forum pattern (Ford 6.0/6.4)",
  },
  {
    id: "auto-diesel-egt-sensor",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Failed exhaust gas temperature (EGT) sensor",
    explanation:
      "Diesel pickups have several EGT sensors that control regeneration and protect the DPF and turbo; they crack or their wiring burns near the exhaust, giving sensor codes, cancelled regenerations and sometimes derates.",
    symptoms: [
      "exhaust gas temperature sensor code",
      "egt sensor 2 fault",
      "regen won't start, temperature sensor code",
      "egt reading 0 or way off on the scan tool",
      "check engine light egt sensor ford 6.7",
    ],
    keywords: ["egt sensor", "exhaust gas temperature sensor", "exhaust temp sensor"],
    codes: ["P0544", "P0545", "P0546", "P2031", "P2032", "P2033"],
    makes: [...DIESEL_TRUCKS],
    models: [...DIESEL_MODELS],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Compare EGT readings on a cold engine",
        description:
          "After an overnight cold soak, key on: all EGT sensors should read close to ambient temperature and to each other. One that reads far off, or jumps when the harness is moved, has failed.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Scan tool"],
      },
      sensorCircuitTest,
      {
        title: "Replace the sensor",
        description:
          "Soak the threads in penetrating oil, remove the sensor with the exhaust cool, apply high-temperature anti-seize to the new one (if not pre-coated) and route the lead away from hot pipes.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Penetrating oil", "Jack stands", "Torque wrench"],
        parts: ["Exhaust gas temperature sensor"],
        safety: [LIFTED_VEHICLE, HOT_EXHAUST],
      },
    ],
    ref: "SAE J2012 code definition; common diesel shop failure",
  },
];
