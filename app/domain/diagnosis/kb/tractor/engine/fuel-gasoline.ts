import type { FaultEntry } from "../../../types.ts";
import { FUEL_FIRE, testDriveVerify, visualInspection } from "../../../steps-common.ts";
import { MOWER_LOCKOUT, carbBowlCheck, mowerLockoutStep, sparkTest } from "./steps.ts";

// Gasoline fuel systems of riding mowers, zero-turns and small gas utility engines (Briggs, Kohler, Kawasaki...).
const cleanCarb = {
  title: "Remove and clean the carburetor",
  description:
    "Close the fuel valve, photograph the linkage, remove the carburetor and strip it: bowl, float, needle, main jet and emulsion tube, idle (pilot) jet. Soak metal parts in carburetor cleaner, blow every passage through with compressed air, and check the tiny idle jet hole against a light. Refit with new gaskets. Replace the carburetor if the body is corroded or passages will not clear.",
  safetyLevel: "Safety Required" as const,
  estimatedTime: "1-2 h",
  tools: ["Screwdrivers and sockets", "Carburetor cleaner", "Compressed air", "Jet cleaning wire"],
  parts: ["Carburetor gasket and bowl gasket kit", "Float needle and seat", "Replacement carburetor (if corroded)"],
  safety: [FUEL_FIRE, MOWER_LOCKOUT, "Wear safety glasses and nitrile gloves; carb cleaner spray is harmful to eyes and skin."],
};

export const gasolineFuelEntries: FaultEntry[] = [
  {
    id: "tr-carb-float-stuck",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Stuck carburetor float or leaking float needle (flooding)",
    explanation:
      "Varnish or dirt holds the float needle off its seat so fuel keeps flowing: gas drips from the carburetor or air filter, the engine floods and blows black smoke, and fuel can run into the crankcase and thin the oil.",
    symptoms: [
      "gas leaking from carburetor",
      "fuel pouring out of the air filter",
      "mower floods and wont start",
      "smells like gas and oil level went up",
      "black smoke from riding mower",
      "gas dripping from bottom of carb",
      "oil smells like gas on my lawn tractor",
    ],
    keywords: ["float", "float needle", "carburetor", "carb", "flooding", "gas in oil"],
    prior: 2,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      {
        title: "Check the oil for fuel before cranking",
        description:
          "Pull the dipstick: if the level is above full or it smells of gasoline, change the oil before running the engine, or the diluted oil will damage the bearings.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-20 min",
        tools: ["Oil drain pan", "Rags"],
        parts: ["Engine oil of the specified grade", "Oil filter"],
        safety: [FUEL_FIRE],
      },
      {
        title: "Free the float and needle",
        description:
          "Remove the float bowl, check the float moves freely on its pin and is not fuel-soaked (shake it: liquid inside means replace), and check the needle tip for a worn ring. Sometimes a light tap on the bowl frees a stuck needle, but cleaning is the lasting fix.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Screwdriver", "Rags", "Carburetor cleaner"],
        parts: ["Float needle and seat", "Float", "Bowl gasket"],
        safety: [FUEL_FIRE, MOWER_LOCKOUT],
      },
      cleanCarb,
      testDriveVerify,
    ],
  },
  {
    id: "tr-carb-jets-varnished",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Varnished carburetor jets from stale fuel (gasoline mower engine)",
    explanation:
      "Fuel left in the carburetor over storage evaporates into varnish that narrows the idle and main jets, so the engine runs lean: it surges, only runs on choke, or dies under load.",
    symptoms: [
      "only runs with the choke on",
      "mower surges up and down",
      "hunting idle on riding mower",
      "starts then dies after sitting all winter",
      "runs rough and backfires",
      "dies when I engage the blades",
      "sputters at full throttle",
    ],
    keywords: ["carburetor", "carb", "jets", "varnish", "surging", "choke", "main jet", "pilot jet"],
    prior: 3,
    ref: "common field failure",
    steps: [mowerLockoutStep, carbBowlCheck, cleanCarb, testDriveVerify],
  },
  {
    id: "tr-stale-fuel",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Stale or phase-separated ethanol gasoline",
    explanation:
      "Gasoline loses its volatile parts in a few months, and E10 absorbs water until the ethanol and water separate to the bottom of the tank. The engine is hard to start, runs weak or will not run at all.",
    symptoms: [
      "old gas in the mower",
      "hard to start after storage",
      "gas smells like varnish",
      "water in the gas tank",
      "fuel looks dark or cloudy",
      "mower wont start after sitting",
    ],
    keywords: ["stale gas", "old fuel", "ethanol", "e10", "phase separation", "fuel stabilizer"],
    prior: 2.5,
    ref: "common field failure",
    steps: [
      carbBowlCheck,
      {
        title: "Drain and refill with fresh fuel",
        description:
          "Drain the tank and bowl into an approved container, refill with fresh gasoline of the grade in the engine manual (ethanol-free if available), and add stabilizer if the machine will sit for more than a month.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Siphon pump", "Approved fuel container"],
        parts: ["Fresh gasoline", "Fuel stabilizer", "Inline fuel filter"],
        safety: [FUEL_FIRE],
      },
      cleanCarb,
    ],
  },
  {
    id: "tr-gas-cap-vent",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Blocked fuel cap vent on a gasoline mower",
    explanation:
      "The fuel cap lets air in as fuel is used. When its vent plugs the tank goes into vacuum, fuel flow stops, and the engine dies after 10-20 minutes, then restarts once the cap is loosened.",
    symptoms: [
      "mower dies after 15 minutes and restarts if I loosen the gas cap",
      "runs fine with gas cap off",
      "whoosh when I open the gas cap",
      "dies after mowing a while",
      "cuts out then starts again after a rest",
    ],
    keywords: ["gas cap", "fuel cap", "vent", "vacuum"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Run with the cap loosened",
        description:
          "Loosen the fuel cap a quarter turn and mow as usual. If the engine no longer dies, the cap vent is blocked.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        safety: [FUEL_FIRE],
      },
      carbBowlCheck,
      {
        title: "Replace the cap",
        description: "Fit the correct vented cap for the tank; do not drill holes in caps, which lets water and dirt in.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
        parts: ["Vented fuel cap"],
      },
    ],
  },
  {
    id: "tr-mower-fuel-pump",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Failed vacuum-pulse fuel pump on V-twin mower engine",
    explanation:
      "Many V-twin mower engines use a diaphragm pump driven by crankcase pulses. A cracked diaphragm or split pulse hose starves the carburetor under load and can send fuel into the crankcase.",
    symptoms: [
      "zero turn dies under load",
      "runs then starves for fuel",
      "fuel pump not pumping",
      "dies when tank is half full",
      "fuel filter empty while running",
      "loses power going uphill",
    ],
    keywords: ["fuel pump", "pulse pump", "vacuum hose", "diaphragm", "v-twin"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      visualInspection,
      {
        title: "Check pump output",
        description:
          "Disconnect the pump outlet hose into a container and crank: fuel should spurt in pulses. Check the pulse hose from the crankcase for cracks. No flow with fuel reaching the inlet means the pump has failed.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Clear container", "Hose clamp pliers"],
        parts: ["Vacuum-pulse fuel pump", "Pulse hose", "Fuel filter"],
        safety: [FUEL_FIRE],
      },
    ],
  },
  {
    id: "tr-anti-afterfire-solenoid",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Failed carburetor fuel shutoff (anti-afterfire) solenoid",
    explanation:
      "Many mower carburetors have a solenoid in the float bowl that opens the main jet when the key is ON and closes it at shut-off to stop backfire. If it fails or loses power the engine cranks and may start on the choke but dies.",
    symptoms: [
      "backfires loudly when I shut it off",
      "no click from carb solenoid",
      "starts on choke then dies",
      "cranks but wont start riding mower",
      "fuel solenoid on carburetor bad",
      "bang when turning off mower",
    ],
    keywords: ["afterfire solenoid", "fuel solenoid", "carb solenoid", "backfire"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      {
        title: "Listen for the click and check its power",
        description:
          "Turn the key ON and off while touching the solenoid at the bottom of the float bowl: it should click. If not, check for battery voltage on its wire with the key ON and a good ground at the carburetor body.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Digital multimeter or test light"],
      },
      {
        title: "Bench-test or replace the solenoid",
        description:
          "Remove the solenoid (fuel will drain out), apply 12 V to it with jumper leads and watch the plunger pull in. Replace it if it does not move, and fit a new sealing washer.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Fused jumper leads", "Wrench", "Rags"],
        parts: ["Carburetor fuel shutoff solenoid", "Sealing washer"],
        safety: [FUEL_FIRE],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-mower-fuel-filter-line",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Clogged inline fuel filter, closed fuel valve or kinked fuel line",
    explanation:
      "Small mower fuel filters plug with debris and tank rust, and old hoses harden, kink or collapse; the carburetor bowl empties under load and the engine sputters and dies.",
    symptoms: [
      "fuel filter looks dirty",
      "no gas getting to carb",
      "sputters and dies after a few minutes",
      "fuel line cracked",
      "forgot the fuel valve was off",
      "starves for fuel at full throttle",
    ],
    keywords: ["fuel filter", "inline filter", "fuel line", "fuel valve", "shutoff valve"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      carbBowlCheck,
      {
        title: "Replace the filter and old fuel hoses",
        description:
          "Check the fuel shutoff valve is open, then replace the inline filter (arrow toward the carburetor) and any hard, cracked or kinked hose with fuel-rated hose and clamps.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Hose clamp pliers", "Fuel line clamps"],
        parts: ["Inline fuel filter", "Fuel-rated hose of the correct inner diameter"],
        safety: [FUEL_FIRE],
      },
      { ...sparkTest, title: "If it still dies, check for spark while it is acting up" },
    ],
  },
];
