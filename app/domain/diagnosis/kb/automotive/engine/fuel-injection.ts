import type { FaultEntry } from "../../../types.ts";
import { FUEL_FIRE, HOT_ENGINE, scanCodes } from "../../../steps-common.ts";
import {
  EYE_GLOVES,
  PRESSURISED_FUEL,
  RUNNING_ENGINE,
  carTestDrive,
  coilSwapTest,
  evapSmokeTest,
  fuelPressureTest,
  liveDataReview,
  sensorCircuitTest,
} from "./steps.ts";

// Gasoline injection and what feeds vapour or high pressure into the engine: injectors, purge valve, GDI pump.
export const fuelInjectionEntries: FaultEntry[] = [
  {
    id: "auto-injector-clogged",
    vehicleTypes: ["automotive"],
    system: "fuel",
    cause: "Clogged or sticking fuel injector on one cylinder",
    explanation:
      "Varnish and deposits restrict an injector's spray, so that cylinder runs lean and misfires, mostly at idle and light load; the misfire stays on the same cylinder when coils and plugs are swapped.",
    symptoms: [
      "misfire on one cylinder that stays there after swapping coils",
      "P0302 and new plugs and coil didn't fix it",
      "rough idle, smooths out at higher rpm",
      "lean misfire on one cylinder at idle",
      "engine shakes at idle, one cylinder dead",
    ],
    keywords: ["injector", "fuel injector", "clogged injector", "injector balance", "dead cylinder"],
    codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306", "P0307", "P0308", "P0171", "P0174"],
    prior: 1.2,
    steps: [
      scanCodes,
      coilSwapTest,
      {
        title: "Listen to and test the injector",
        description:
          "With a stethoscope on each injector at idle they should all click evenly. Measure the injector coil resistance and compare with the others. On port-injected engines an injector balance test (pressure drop per injector pulse with a scan tool or pulser) shows a clogged one.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Mechanic's stethoscope", "Digital multimeter", "Fuel pressure gauge", "Injector pulser or scan tool"],
        specs: ["Typical high-impedance port injector: 11-18 ohms, all within about 1 ohm of each other (check against the service manual)"],
        safety: [RUNNING_ENGINE, FUEL_FIRE],
      },
      {
        title: "Clean or replace the injector",
        description:
          "Try a professional on-car injector cleaning or an off-car ultrasonic clean and flow test; replace the injector if it still flows poorly. Always fit new O-rings, lubricated with clean engine oil, and check for leaks with the key on before starting.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["Fuel injector", "Injector O-rings and seals"],
        safety: [FUEL_FIRE, EYE_GLOVES],
      },
      carTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-injector-leaking-or-circuit",
    vehicleTypes: ["automotive"],
    system: "fuel",
    cause: "Leaking fuel injector or open injector circuit",
    explanation:
      "An injector that drips floods its cylinder after shut-off, giving long cranking, a misfire and fuel smell at start-up; an open coil or broken wire stops the injector completely and sets an injector circuit code for that cylinder.",
    symptoms: [
      "long crank then starts rough with a puff of black smoke",
      "gas smell after shutting off the engine",
      "injector circuit code cylinder 1",
      "misfire only right after start-up then it clears",
      "fuel pressure bleeds down overnight",
      "oil smells like gas",
    ],
    keywords: ["leaking injector", "dripping injector", "injector circuit", "flooding"],
    codes: ["P0200", "P0201", "P0202", "P0203", "P0204", "P0205", "P0206", "P0207", "P0208", "P0300"],
    prior: 1,
    steps: [
      scanCodes,
      fuelPressureTest,
      sensorCircuitTest,
      {
        title: "Find the leaking injector",
        description:
          "After a pressure bleed-down test points at a leak, pull the spark plugs after a hot soak: a wet, fuel-smelling plug shows the cylinder. On port engines the rail can be lifted with injectors attached and pressurised over rags to watch for drips. Replace the leaking injector with new seals.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Spark plug socket", "Fuel pressure gauge", "Rags"],
        parts: ["Fuel injector", "Injector O-rings"],
        safety: [FUEL_FIRE, EYE_GLOVES, "Do not crank with plugs out and fuel present near the coils: fire risk."],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-evap-purge-valve-stuck-open",
    vehicleTypes: ["automotive"],
    system: "fuel",
    cause: "EVAP purge valve (canister purge solenoid) stuck open",
    explanation:
      "The purge valve should stay closed at start-up; stuck open, it lets fuel vapour from the charcoal canister pour into the intake, so the engine is hard to start and idles rough just after refuelling, and tank vacuum can set EVAP codes.",
    symptoms: [
      "hard to start right after getting gas",
      "cranks a long time after filling up, runs rough then clears",
      "stalls after refuelling",
      "rough idle after fill up at the gas station",
      "purge valve stuck open",
      "check engine light evap and hard start after fueling",
    ],
    keywords: ["purge valve", "purge solenoid", "canister purge", "evap", "charcoal canister", "after refueling"],
    codes: ["P0496", "P0441", "P0455", "P0171"],
    prior: 1.5,
    steps: [
      scanCodes,
      {
        title: "Test whether the purge valve seals",
        description:
          "Engine off, disconnect the hose from the purge valve to the canister and apply vacuum with a hand pump on the valve (unpowered). A valve that does not hold vacuum is stuck open. Then power it with a fused jumper or command it with a scan tool: it should click and open.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Hand vacuum pump", "Scan tool with EVAP commands", "Fused jumper lead"],
        specs: ["Typical: a closed purge valve holds 15-20 inHg without bleeding down"],
        safety: [FUEL_FIRE],
      },
      {
        title: "Replace the purge valve and check the canister",
        description:
          "Replace the valve. If black charcoal granules are found in the valve or hoses, the canister is breaking up and must also be replaced, or the new valve will stick again.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-60 min",
        parts: ["Canister purge valve (solenoid)", "EVAP charcoal canister if contaminated"],
        safety: [FUEL_FIRE],
      },
      evapSmokeTest,
    ],
    ref: "SAE J2012 code definition; common shop failure on many makes",
  },
  {
    id: "auto-gdi-high-pressure-pump",
    vehicleTypes: ["automotive"],
    system: "fuel",
    cause: "Failing high-pressure fuel pump on a direct-injection (GDI) engine",
    explanation:
      "Direct-injection engines use a cam-driven high-pressure pump to raise fuel to several thousand psi; a worn pump or its pressure control valve cannot hold rail pressure, causing long cranks, stalling, limp mode and fuel-pressure codes. BMW N54/N55 and some VW/Audi, Ford EcoBoost and Hyundai/Kia GDI engines are known examples.",
    symptoms: [
      "long crank before it starts, direct injection",
      "reduced power and engine light, fuel pressure low code",
      "stalling and stuttering under acceleration, turbo car",
      "n54 long crank and limp mode",
      "loud ticking from high pressure pump",
      "engine power reduced message and hesitation",
    ],
    keywords: ["hpfp", "high pressure fuel pump", "gdi", "direct injection", "rail pressure", "limp mode", "tsi", "ecoboost"],
    codes: ["P0087", "P0088", "P0089", "P0090", "P0191", "P0192", "P0193"],
    makes: ["bmw", "volkswagen", "audi", "ford", "hyundai", "kia"],
    models: ["n54", "n55", "335i", "135i", "535i", "2.0t", "tsi", "tfsi", "ecoboost"],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Compare desired and actual rail pressure",
        description:
          "With a scan tool, record low-side (lift pump) pressure and high-side desired vs actual rail pressure at idle, during a snap throttle and on a helper-driven road test. Low-side pressure must be right first: a weak in-tank pump starves the high-pressure pump. Actual rail pressure that lags well behind desired points at the high-pressure pump or its control valve.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool with fuel pressure PIDs"],
        specs: [
          "Typical GDI rail pressure: roughly 500-3000 psi (35-200 bar) depending on load; low side often 50-75 psi (check against the service manual)",
        ],
        safety: [RUNNING_ENGINE, "Never read a scan tool while driving: have a helper drive."],
      },
      sensorCircuitTest,
      {
        title: "Replace the high-pressure pump (trained technician)",
        description:
          "Let rail pressure bleed down as the manual describes, then replace the pump, its drive follower where fitted, and single-use high-pressure lines and seals. Torque lines exactly to spec and check for leaks with the engine running at a safe distance.",
        safetyLevel: "High Risk",
        estimatedTime: "2-4 h",
        tools: ["Torque wrench", "Line wrenches", "Scan tool"],
        parts: ["High-pressure fuel pump", "Pump cam follower (where fitted)", "High-pressure line (single use)", "Seals"],
        safety: [PRESSURISED_FUEL, FUEL_FIRE, HOT_ENGINE],
      },
    ],
    ref: "SAE J2012 code definition; widely reported owner forum pattern (BMW N54 and others)",
  },
  {
    id: "auto-vw-hpfp-cam-follower",
    vehicleTypes: ["automotive"],
    system: "fuel",
    cause: "Worn high-pressure fuel pump cam follower (VW/Audi 2.0T FSI)",
    explanation:
      "On early VW/Audi 2.0T FSI engines the small follower (bucket) between the camshaft lobe and the high-pressure fuel pump wears through; rail pressure falls, giving power loss and limp mode, and if ignored the cam lobe and pump are destroyed.",
    symptoms: [
      "gti loses power under boost, limp mode",
      "audi a4 2.0t hesitation and fuel pressure code",
      "vw 2.0t stalls and runs rough, high pressure fuel code",
      "cam follower never replaced, 60k miles",
      "flat spot on acceleration and engine light",
    ],
    keywords: ["cam follower", "hpfp follower", "fsi", "2.0t", "bucket", "cam lobe"],
    codes: ["P0087", "P0191"],
    makes: ["volkswagen", "audi"],
    models: ["gti", "jetta", "passat", "golf", "a3", "a4", "tt", "2.0t", "fsi"],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Remove and measure the cam follower",
        description:
          "Engine cold: let fuel pressure bleed down, remove the high-pressure pump, pull out the follower and inspect its face. Worn through to the inner layer (a visible hole or dished centre) means replace it; check the cam lobe for wear. Many owners replace it as routine maintenance.",
        safetyLevel: "High Risk",
        estimatedTime: "45-90 min",
        tools: ["Torx/triple-square bits", "Torque wrench", "Magnifier"],
        parts: ["HPFP cam follower", "Pump O-ring", "Camshaft if the lobe is worn"],
        safety: [PRESSURISED_FUEL, FUEL_FIRE, EYE_GLOVES],
      },
      liveDataReview,
      carTestDrive,
    ],
    ref: "widely reported owner forum pattern; VW/Audi service information",
  },
];
