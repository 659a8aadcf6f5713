import type { FaultEntry } from "../../../types.ts";
import { FUEL_FIRE, HOT_ENGINE, fuseRelayCheck, scanCodes } from "../../../steps-common.ts";
import {
  LIFTED_VEHICLE,
  RUNNING_ENGINE,
  carTestDrive,
  carVisualInspection,
  evapSmokeTest,
  liveDataReview,
  sensorCircuitTest,
} from "./steps.ts";

// EVAP (fuel vapour), EGR and secondary air: gasoline emission controls outside the catalyst.
export const emissionsEvapEgrEntries: FaultEntry[] = [
  {
    id: "auto-gas-cap-loose",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Loose, damaged or wrong gas cap (EVAP leak)",
    explanation:
      "The EVAP system seals the fuel tank and tests itself for leaks; a cap not clicked tight, a cracked seal or a cheap non-matching cap fails the test and lights the check engine light (and on many cars a 'check fuel cap' message). It is the cheapest EVAP fix and the first thing to check.",
    symptoms: [
      "check engine light came on after getting gas",
      "check fuel cap message",
      "P0457 loose fuel cap",
      "evap large leak code",
      "gas cap doesn't click",
      "fuel smell near the filler",
    ],
    keywords: ["gas cap", "fuel cap", "filler cap", "evap", "loose cap", "capless filler"],
    codes: ["P0455", "P0457", "P0456", "P0442"],
    prior: 2.5,
    steps: [
      {
        title: "Inspect and re-seat the cap",
        description:
          "Remove the cap, check the rubber seal for cracks or a missing O-ring, wipe the filler neck lip and look for rust or dents, then refit until it clicks. On capless fillers, check the flap seals and is not held open by dirt.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        parts: ["OE-specification fuel cap"],
        safety: [FUEL_FIRE],
      },
      scanCodes,
      {
        title: "Clear the code and let the monitor rerun",
        description:
          "Clear the code (or let it clear itself) and drive normally for several days: the EVAP monitor needs specific conditions (often a cold soak and a fuel level between about 15% and 85%). If it returns, smoke-test the system.",
        safetyLevel: "Low Risk",
        estimatedTime: "several drive cycles",
        tools: ["OBD-II scan tool"],
      },
      evapSmokeTest,
    ],
    ref: "SAE J2012 code definition; common shop finding",
  },
  {
    id: "auto-evap-small-leak",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "EVAP system leak (cracked hose, leaking purge/vent valve seal or rusted filler neck)",
    explanation:
      "Small leaks in vapour hoses, the canister, the purge or vent valve seals, or a rusted filler neck set small or very small leak codes; they rarely affect driving but fail emissions inspections, and larger ones let fuel smell out.",
    symptoms: [
      "P0456 very small leak",
      "P0442 evap small leak, new gas cap didn't fix it",
      "faint fuel smell around the car",
      "evap code keeps coming back",
      "failed smog for evap",
    ],
    keywords: ["evap leak", "small leak", "charcoal canister", "vent valve", "filler neck", "vapour hose"],
    codes: ["P0440", "P0442", "P0455", "P0456"],
    prior: 1.5,
    steps: [
      scanCodes,
      carVisualInspection,
      evapSmokeTest,
      {
        title: "Replace the leaking part",
        description:
          "Replace the cracked hose, canister, valve or filler neck found by the smoke test and re-run the EVAP self-test with the scan tool if available.",
        safetyLevel: "High Risk",
        estimatedTime: "30 min-2 h",
        tools: ["Jack stands", "Fuel line disconnect tools"],
        parts: ["EVAP hoses", "Purge or vent valve", "Charcoal canister", "Fuel filler neck"],
        safety: [FUEL_FIRE, LIFTED_VEHICLE],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-evap-vent-canister-blocked",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Stuck-closed EVAP vent valve or clogged charcoal canister (pump keeps clicking off when refuelling)",
    explanation:
      "Air displaced from the tank while filling must pass through the canister and vent valve; if the canister is full of liquid fuel (often from topping off) or the vent valve sticks shut or is clogged with dirt, the pump nozzle keeps clicking off and vent codes set.",
    symptoms: [
      "gas pump keeps clicking off when filling",
      "hard to fill up the tank",
      "have to fill the tank very slowly",
      "whoosh of air when removing the gas cap",
      "P0446 vent control",
      "fuel spits back out of the filler",
    ],
    keywords: ["vent valve", "canister vent solenoid", "charcoal canister", "slow fill", "pump clicks off", "topping off"],
    codes: ["P0446", "P0449"],
    prior: 1.2,
    steps: [
      scanCodes,
      {
        title: "Test the vent valve and canister flow",
        description:
          "With the vehicle on stands, find the vent valve near the canister (usually near the tank). Check it for dirt and spider webs in its filter, power it with a fused jumper or scan tool and check that it opens and closes; blow gently through the canister vent line to check for restriction.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Jack stands", "Scan tool with EVAP commands", "Hand vacuum pump", "Fused jumper"],
        safety: [LIFTED_VEHICLE, FUEL_FIRE],
      },
      fuseRelayCheck,
      {
        title: "Replace the vent valve or canister",
        description:
          "Replace a stuck valve or a fuel-saturated canister (heavy, smells of liquid fuel), and advise stopping at the first pump click-off when refuelling.",
        safetyLevel: "High Risk",
        estimatedTime: "45-90 min",
        parts: ["EVAP canister vent valve", "Charcoal canister", "Vent filter"],
        safety: [LIFTED_VEHICLE, FUEL_FIRE],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-egr-insufficient-flow",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Clogged EGR passages or failed EGR valve/pressure sensor (insufficient flow, P0401)",
    explanation:
      "Carbon builds up in EGR valves and the small passages that carry exhaust gas to the intake, so the PCM sees too little flow and sets P0401; engines may ping under load. Honda intake passages and the Ford DPFE pressure sensor and hoses are classic examples.",
    symptoms: [
      "P0401 egr flow insufficient",
      "pinging under acceleration and egr code",
      "check engine light egr honda",
      "ford dpfe sensor code",
      "failed emissions for nox",
    ],
    keywords: ["egr", "egr valve", "egr passage", "dpfe", "exhaust gas recirculation", "spark knock"],
    codes: ["P0400", "P0401", "P0404", "P0405", "P0406"],
    makes: ["honda", "acura", "ford", "nissan", "toyota"],
    prior: 1.2,
    steps: [
      scanCodes,
      {
        title: "Command the EGR valve and watch the engine",
        description:
          "Warm idle: open the EGR valve with the scan tool (or vacuum pump on older vacuum valves). The idle should stumble noticeably as exhaust gas enters; no change means blocked passages or a stuck valve. On Ford DPFE systems also check the two sensor hoses for cracks and the sensor voltage.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Scan tool with EGR command", "Hand vacuum pump"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      sensorCircuitTest,
      {
        title: "Clean passages or replace the valve",
        description:
          "Engine cold: remove the EGR valve and scrape carbon from the valve, tube and intake passages (on some Honda engines the intake manifold must come off to clean the ports). Replace the valve or pressure sensor if it fails its tests; fit new gaskets.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Scrapers", "Carbon cleaner", "Shop vacuum"],
        parts: ["EGR valve", "EGR gaskets", "DPFE sensor and hoses (Ford)", "EGR tube"],
        safety: [HOT_ENGINE, "Wear safety glasses and gloves when scraping carbon."],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-egr-stuck-open",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "EGR valve stuck open (rough idle and stalling)",
    explanation:
      "A piece of carbon can hold the EGR valve partly open, so exhaust gas dilutes the mixture at idle when it should be shut: the engine idles very rough, stalls when stopping and may set excessive flow or EGR position codes.",
    symptoms: [
      "very rough idle that smooths out when driving",
      "stalls when coming to a stop, egr",
      "P0402 excessive egr flow",
      "engine shakes at idle, egr valve stuck",
      "stalls at idle and hesitates off the line",
    ],
    keywords: ["egr stuck open", "egr valve", "excessive egr", "rough idle"],
    codes: ["P0402", "P0404", "P0406"],
    prior: 1,
    steps: [
      scanCodes,
      liveDataReview,
      {
        title: "Check EGR position and seal",
        description:
          "Read EGR position (commanded vs actual) at idle; actual above zero with 0% commanded means it is held open. Engine off and cool, remove the valve and look for carbon on the seat.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Scan tool", "Socket set"],
        parts: ["EGR valve", "EGR gasket"],
        safety: [HOT_ENGINE, RUNNING_ENGINE],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-toyota-secondary-air-pump",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Failed secondary air injection pump or switching valves (Toyota Tundra/Sequoia limp mode)",
    explanation:
      "Secondary air injection blows fresh air into the exhaust for a minute after a cold start to warm the catalyst; on Toyota 4.6/5.7 V8s (2007+ Tundra, Sequoia and Lexus) water gets into the pump and valves, and the failure sets P2440-series codes and can put the truck in limp mode.",
    symptoms: [
      "tundra limp mode with secondary air codes",
      "sequoia check engine light P2440",
      "air pump noise then nothing on cold start",
      "toyota truck reduced power after cold start",
      "P2444 tundra",
    ],
    keywords: ["secondary air injection", "air pump", "air injection", "switching valve", "sai", "air induction"],
    codes: ["P0410", "P0411", "P0418", "P2440", "P2441", "P2442", "P2444", "P2445"],
    makes: ["toyota", "lexus"],
    models: ["tundra", "sequoia", "land cruiser", "lx570", "5.7", "4.6"],
    prior: 1,
    steps: [
      scanCodes,
      fuseRelayCheck,
      {
        title: "Run the air injection active test",
        description:
          "With a Toyota-capable scan tool run the secondary air active test and watch the pressure sensor reading and pump current; listen for the pump and the switching valves clicking. Check the pump and valves for water inside.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Toyota-capable scan tool", "Digital multimeter"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      {
        title: "Replace the pump or switching valves",
        description:
          "Replace the failed pump, switching valves and any water-damaged hoses. Toyota has issued warranty extensions and bulletins for this system on some trucks; check the VIN with a dealer.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-4 h",
        parts: ["Secondary air pump", "Air switching valves", "Air injection hoses"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "SAE J2012 code definition; Toyota warranty extension; widely reported owner forum pattern",
  },
];
