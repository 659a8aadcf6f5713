import type { FaultEntry } from "../../types.ts";
import { FUEL_FIRE } from "../../steps-common.ts";
import { carbClean, carbDrain, HOT_EXHAUST, plugInspect, rideVerify } from "./steps.ts";

// Carburetor and fuel supply faults. Stale fuel left in a carburetor over storage is by far the most common.
export const atvFuelEntries: FaultEntry[] = [
  {
    id: "atv-fuel-pilot-jet",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Clogged carburetor pilot (slow) jet from stale fuel varnish",
    explanation:
      "Fuel left in the carburetor evaporates and leaves varnish that blocks the tiny pilot jet, which supplies fuel at idle and just off idle. The engine then only runs on choke or with throttle held open.",
    symptoms: [
      "only runs with the choke on",
      "wont idle, dies when i let off the gas",
      "sat all winter and now wont idle",
      "starts then dies right away",
      "have to keep giving it gas to keep it running",
      "bogs off idle then clears up",
      "idles rough and hunts",
    ],
    keywords: ["pilot jet", "slow jet", "idle jet", "carb", "carburetor", "varnish", "stale gas", "choke"],
    prior: 3,
    ref: "common field failure on carbureted ATVs after storage",
    steps: [carbDrain, plugInspect, carbClean, rideVerify],
  },
  {
    id: "atv-fuel-main-jet",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Clogged main jet or needle jet in the carburetor",
    explanation:
      "The main jet and needle jet feed fuel at mid to full throttle. Dirt or varnish restricts them, so the engine runs lean and falls on its face, surges or backfires when the throttle is opened wide.",
    symptoms: [
      "bogs when i give it full throttle",
      "runs fine at half throttle but not wide open",
      "falls on its face when i gun it",
      "surging at high speed",
      "pops and backfires under load",
      "no top end power",
    ],
    keywords: ["main jet", "needle jet", "bog", "lean", "carb"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      carbDrain,
      plugInspect,
      {
        title: "Check the air filter and intake before blaming the jet",
        description:
          "A plugged filter makes the engine run rich, not lean, so a clean filter plus lean symptoms points at the carburetor. Check also that nobody removed airbox parts or fitted a different exhaust without re-jetting.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Screwdriver"],
      },
      carbClean,
      rideVerify,
    ],
  },
  {
    id: "atv-fuel-stuck-float",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Stuck carburetor float or leaking float needle and seat",
    explanation:
      "The float and needle valve shut off fuel when the bowl is full. Dirt on the needle, a worn seat or a stuck float lets fuel overflow into the engine and out of the overflow tube, flooding the engine and thinning the oil.",
    symptoms: [
      "gas pouring out of carb overflow tube",
      "gas leaking from bottom of carb",
      "oil smells like gas",
      "oil level going up",
      "floods out and wont start",
      "smells like gas and plug is wet",
      "runs rich and black smoke",
    ],
    keywords: ["float", "needle and seat", "flooding", "overflow", "fuel in oil"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Check for fuel running from the overflow and for fuel in the oil",
        description:
          "Turn the fuel valve on and watch the carburetor overflow tube. Sniff the oil dipstick: a fuel smell or a rising level means fuel has entered the crankcase and the oil must be changed before running again.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Flashlight", "Clean rag"],
        safety: [FUEL_FIRE, HOT_EXHAUST],
      },
      carbDrain,
      {
        title: "Clean or replace the needle and seat and set float height",
        description:
          "Remove the float bowl, check the needle tip for a worn groove, clean the seat, check that the float moves freely and does not hold fuel, and set the float height. Replace needle and seat together if worn. Change the fuel-diluted oil and filter.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Carburetor cleaner", "Float height gauge or ruler", "Screwdrivers"],
        specs: ["Float height per the service manual for the carburetor fitted"],
        parts: ["Float needle and seat", "Float bowl gasket", "Engine oil and filter"],
        safety: [FUEL_FIRE, "Wear nitrile gloves and eye protection."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-fuel-petcock",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Clogged fuel valve (petcock) screen or inline fuel filter, or failed vacuum petcock diaphragm",
    explanation:
      "The fuel valve has a small screen in the tank that collects rust and debris, and vacuum petcocks use a diaphragm that hardens and stops opening. Fuel flow drops, so the carburetor runs dry under load or after a few minutes.",
    symptoms: [
      "runs on prime but not on on",
      "dies after a few minutes of riding",
      "only runs on reserve",
      "fuel barely dribbles from the petcock",
      "runs out of gas with half a tank",
      "bogs on long hills then dies",
    ],
    keywords: ["petcock", "fuel valve", "fuel tap", "reserve", "prime", "fuel screen", "inline fuel filter"],
    prior: 1,
    ref: "common field failure",
    steps: [
      {
        title: "Check fuel flow out of the valve",
        description:
          "Remove the fuel hose at the carburetor into a clear container and turn the valve to ON, RES and PRI (vacuum valves need vacuum applied to the small hose). Flow should be a steady stream. A trickle points at the screen or a tired diaphragm.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Clear container", "Hand vacuum pump for vacuum petcocks"],
        safety: [FUEL_FIRE, "Wear nitrile gloves and eye protection."],
      },
      {
        title: "Clean the tank screen and repair the valve",
        description:
          "Drain the tank, remove the valve and clean its screen; check the inside of the tank for rust and flakes. Rebuild or replace the valve, and fit an inline fuel filter if the tank is dirty.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Socket set", "Approved fuel container"],
        parts: ["Fuel valve (petcock) or rebuild kit", "Valve O-ring/gasket", "Inline fuel filter"],
        safety: [FUEL_FIRE],
      },
      carbDrain,
      rideVerify,
    ],
  },
  {
    id: "atv-fuel-tank-vent",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Blocked fuel tank vent line or vent valve",
    explanation:
      "As fuel is used, air must enter the tank through the vent hose. When the vent is kinked, packed with mud or its check valve sticks, a vacuum builds in the tank and fuel stops flowing, so the engine dies after a while and restarts after the cap is opened.",
    symptoms: [
      "dies after riding for a while then starts after sitting",
      "whoosh sound when i open the gas cap",
      "runs better with the gas cap loose",
      "fuel tank sucked in",
      "stalls after 10 minutes every time",
      "runs fine with the gas cap off",
    ],
    keywords: ["vent", "tank vent", "gas cap", "vacuum in tank", "vent hose"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Test with the fuel cap loosened",
        description:
          "Loosen the fuel cap and ride as before. If the problem goes away, the tank vent is blocked.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-30 min",
        safety: ["Tighten the cap again after the test: a loose cap can spill fuel on a rollover.", "Wear a helmet for test rides."],
      },
      {
        title: "Clear or replace the vent line and valve",
        description:
          "Follow the vent hose from the cap or tank to its end (often routed up into the frame or handlebar area). Clear mud and kinks, blow through it gently, and replace a vent check valve or cap that does not breathe.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Screwdrivers", "Compressed air at low pressure"],
        parts: ["Tank vent hose", "Vent check valve", "Fuel cap"],
        safety: [FUEL_FIRE],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-fuel-choke-stuck",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Choke or starting enrichener stuck on, or cable out of adjustment",
    explanation:
      "If the choke plunger does not close fully, extra fuel keeps flowing. The engine runs rich, smokes black, fouls plugs and idles too fast when warm.",
    symptoms: [
      "black smoke when warm",
      "fouls plugs all the time",
      "high idle even with choke off",
      "smells rich and runs rough when warm",
      "choke lever doesnt seem to do anything",
      "gas mileage really bad",
    ],
    keywords: ["choke", "enrichener", "enricher", "choke cable", "rich"],
    prior: 1,
    ref: "common field failure",
    steps: [
      plugInspect,
      {
        title: "Check the choke cable and plunger travel",
        description:
          "Operate the choke lever and check the cable has some free play and moves the plunger fully in both directions. Remove the plunger, clean it and its bore, and adjust or replace a stiff cable. Lubricate the cable.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-40 min",
        tools: ["Wrenches", "Cable lubricator"],
        specs: ["Typical choke cable free play: a few mm at the lever (check against the service manual)"],
        parts: ["Choke cable", "Choke plunger"],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-fuel-water-contamination",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Stale fuel, water or phase-separated ethanol fuel in the tank",
    explanation:
      "Ethanol-blended fuel absorbs moisture and, after a long storage or a water crossing with a poor cap seal, separates into a water-alcohol layer at the bottom of the tank. The engine sputters, misfires or will not run at all.",
    symptoms: [
      "sputters and dies after filling up",
      "water in the gas",
      "runs rough after sitting in the rain",
      "wont stay running after winter storage",
      "gas looks cloudy",
      "sat all winter with old gas in it and runs rough",
      "coughs and misfires at all speeds",
    ],
    keywords: ["water in fuel", "ethanol", "e10", "e15", "phase separation", "bad gas", "old gas", "stale fuel"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      {
        title: "Take a fuel sample from the bottom of the tank",
        description:
          "Draw fuel from the lowest point (fuel line, carburetor drain or siphon) into a clear glass jar and let it settle: a separate clear or cloudy layer at the bottom is water or separated ethanol.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Clear glass jar", "Siphon pump"],
        safety: [FUEL_FIRE, "Wear nitrile gloves and eye protection."],
      },
      {
        title: "Drain the tank and flush the fuel system",
        description:
          "Drain all fuel into approved containers, rinse the tank with a little fresh fuel, replace the fuel filter (EFI: the pump pickup screen), drain the carburetor bowl, and refill with fresh fuel. Use a stabilizer for storage.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Approved fuel containers", "Siphon pump"],
        parts: ["Fuel filter", "Fresh fuel", "Fuel stabilizer"],
        safety: [FUEL_FIRE],
      },
      carbClean,
      rideVerify,
    ],
  },
  {
    id: "atv-fuel-vapor-lock",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Fuel boiling in the line or carburetor (vapor lock / heat soak)",
    explanation:
      "On hot days, at low speed or after a hot shutdown, exhaust heat can boil fuel in lines and carburetors routed close to the exhaust, especially with winter-blend or high-ethanol fuel. Vapor bubbles starve the engine until it cools.",
    symptoms: [
      "dies when hot and wont restart till it cools",
      "hard to start hot",
      "quits in hot weather at slow speeds",
      "stalls after idling on a hot day",
      "runs fine in the morning dies in the afternoon",
    ],
    keywords: ["vapor lock", "heat soak", "hot start", "boiling fuel"],
    prior: 0.6,
    ref: "widely reported owner forum pattern",
    steps: [
      {
        title: "Check fuel line routing and heat shields",
        description:
          "With the engine cool, check that the fuel lines and carburetor are not touching or close to the exhaust, that heat shields and insulation are in place, and that the cooling fan and airflow work.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Flashlight"],
        safety: [HOT_EXHAUST, FUEL_FIRE],
      },
      {
        title: "Re-route lines and use fresh summer fuel",
        description:
          "Re-route lines away from heat, add heat-reflective sleeve, replace missing shields, and use fresh fuel of the grade the manual specifies (ethanol-free where available).",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        parts: ["Fuel line of the correct type", "Heat-reflective sleeve", "Heat shield"],
        safety: [FUEL_FIRE],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-fuel-leak",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Leaking fuel line, hose clamp, fuel valve or pump module seal",
    explanation:
      "Fuel hoses harden and crack with age and heat, clamps loosen, and the seal under an in-tank pump module or the fuel valve gasket shrinks. Fuel drips or seeps near the tank or engine and there is a strong fuel smell: a fire risk near the hot exhaust.",
    symptoms: [
      "smells like gas",
      "fuel dripping under the machine",
      "gas leaking near the tank",
      "wet fuel line",
      "gas smell after parking it",
      "fuel leaking from top of tank when full",
    ],
    keywords: ["fuel leak", "gas leak", "fuel line", "hose clamp", "pump seal", "fuel smell"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      {
        title: "Find the leak with the engine off",
        description:
          "With the engine cold and off, remove panels as needed and follow the fuel path: tank seams and fuel valve, pump module seal and its quick-connect fittings, hoses and clamps to the carburetor or throttle body. Look for wet spots and fuel-stained dust. Key-on pressurizes EFI systems: check again with the pump primed.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-30 min",
        tools: ["Flashlight", "Rags"],
        safety: [FUEL_FIRE, "Do not start the engine while fuel is leaking."],
      },
      {
        title: "Replace the leaking hose, clamp or seal",
        description:
          "Replace cracked hoses with fuel-rated hose of the same size (EFI needs pressure-rated hose), fit proper clamps, or replace the pump module seal or valve gasket. Relieve EFI pressure first and clean up spilled fuel before starting.",
        safetyLevel: "High Risk",
        estimatedTime: "30-90 min",
        tools: ["Screwdrivers", "Hose clamp pliers", "Fuel line disconnect tools", "Torque wrench"],
        parts: ["Fuel hose (EFI pressure-rated where needed)", "Hose clamps", "Pump module seal", "Fuel valve gasket"],
        safety: ["Opening a pressurized EFI system: relieve pressure and wrap the fitting in a rag.", FUEL_FIRE, "Wear eye protection and nitrile gloves."],
      },
      {
        title: "Check for leaks after repair",
        description: "Key on (prime EFI) and, with the engine idling outdoors, recheck every joint you touched for seepage.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [FUEL_FIRE, HOT_EXHAUST],
      },
    ],
  },
  {
    id: "atv-fuel-lean-after-mods",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Lean jetting or fuel map after intake/exhaust modifications (not re-jetted or re-tuned)",
    explanation:
      "An aftermarket exhaust, air filter, snorkel or removed airbox lid lets the engine breathe more air. Without larger jets on a carburetor, or a fuel controller or re-flash on EFI, the mixture goes lean: it bogs, pops on deceleration and runs hot.",
    symptoms: [
      "bogs after putting on an aftermarket exhaust",
      "popping on decel since new pipe",
      "runs hot and lean after adding snorkel",
      "hesitates since i cut holes in the airbox lid",
      "spark plug white after mods",
      "needs rejetting",
    ],
    keywords: ["rejet", "jet kit", "fuel controller", "tune", "exhaust", "snorkel", "lean", "pipe"],
    prior: 1,
    ref: "common field pattern after modifications",
    steps: [
      plugInspect,
      {
        title: "List every modification",
        description:
          "Note exhaust, air filter, airbox lid, snorkel, altitude and any jet changes. Compare with the exhaust or jet kit maker's recommendations for your model and altitude.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Re-jet or re-tune",
        description:
          "On carburetors fit the jet kit or main/pilot jet sizes recommended for the combination and set the needle clip and pilot screw; on EFI fit the maker's fuel controller or re-flash. Change one thing at a time, reading the plug after each change.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Jet screwdriver", "Spark plug socket"],
        specs: ["Jet sizes and needle position per the jet kit or service manual for altitude and modifications"],
        parts: ["Jet kit", "Fuel controller or tuning module"],
        safety: [FUEL_FIRE, "Wear nitrile gloves and eye protection."],
      },
      rideVerify,
    ],
  },
];
