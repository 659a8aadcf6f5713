import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, LOCKOUT, batteryTest, coolantCheck, testDriveVerify } from "../../../steps-common.ts";
import { RUNNING_ENGINE, compressionTestDiesel, mowerLockoutStep, oilPressureGaugeTest, serviceToolCheck } from "./steps.ts";

// Engine internals: compression, valves, gaskets, bearings and the runaway-diesel emergency.
export const engineMechanicalEntries: FaultEntry[] = [
  {
    id: "tr-low-compression-diesel",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Low compression from worn piston rings and cylinder liners",
    explanation:
      "A diesel needs compression heat to ignite the fuel. Rings and liners worn by hours, dust or poor oil lower compression on all cylinders, so the engine cranks fast but starts hard, smokes, lacks power and uses oil.",
    symptoms: [
      "hard starting even when warm",
      "lots of white smoke and weak",
      "low compression",
      "engine tired no power",
      "uses oil and smokes",
      "cranks fast but slow to fire",
    ],
    keywords: ["compression", "rings", "piston rings", "liners", "worn engine", "overhaul"],
    prior: 1,
    ref: "common field failure",
    steps: [
      batteryTest,
      compressionTestDiesel,
      {
        title: "Tell rings from valves with a leak-down test",
        description:
          "Bring the low cylinder to top dead centre on compression and pressurise it through the glow plug or injector bore. Air hissing from the intake means an intake valve, from the exhaust means an exhaust valve, from the crankcase breather means rings, bubbles in the coolant mean a head gasket.",
        safetyLevel: "Safety Required",
        estimatedTime: "1 h",
        tools: ["Cylinder leak-down tester", "Adapters", "Breaker bar to hold the crank"],
        specs: ["Typical: under about 10-20% leakage is healthy (check against the service manual)"],
        safety: [LOCKOUT, "The crankshaft can turn suddenly when air is applied: hold it firmly and keep hands clear of the fan."],
      },
      {
        title: "Plan the repair",
        description:
          "Check the valve lash first (a tight valve looks like a burned one). Confirmed ring or valve wear needs a head job or an in-frame overhaul; find and fix how dust got in before rebuilding.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
      },
    ],
  },
  {
    id: "tr-valve-lash",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Valve lash (clearance) out of adjustment",
    explanation:
      "Valve clearances change with wear. Too loose makes a loud tick and lost power; too tight holds valves slightly open, causing hard starting, poor compression and burned exhaust valves.",
    symptoms: [
      "ticking noise from top of engine",
      "tapping valve noise",
      "needs a valve adjustment",
      "loud clatter from the valve cover",
      "hard starting and ticking",
      "lifter noise",
    ],
    keywords: ["valve lash", "valve clearance", "tappet", "rocker", "valve adjustment"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      {
        title: "Remove the valve cover and check the rockers",
        description:
          "Engine cold: remove the valve cover and look for broken springs, loose adjusters or a bent push rod before measuring.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Socket set", "Flashlight"],
        parts: ["Valve cover gasket"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      {
        title: "Measure and set valve lash",
        description:
          "Turn the engine by hand to top dead centre on compression for each cylinder (following the firing order in the manual), measure intake and exhaust clearance with feeler gauges, and adjust.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Feeler gauges", "Wrenches", "Engine barring tool or socket on the crank pulley"],
        specs: ["Typical: about 0.15-0.25 mm (0.006-0.010 in) cold on many compact diesels, e.g. 0.18-0.22 mm on many Kubota engines; larger engines often differ between intake and exhaust (check against the service manual)"],
        safety: [LOCKOUT, "Disconnect the battery or pull the fuel shutoff fuse so nobody can crank the engine while your hands are in it."],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-valve-not-seating",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Burned, bent or sticking valve not seating (low compression on one cylinder)",
    explanation:
      "A valve that is burned, bent, held open by a tight adjustment or stuck in its guide lets compression escape from one cylinder. The engine misfires or knocks on that cylinder and puffs back through the intake or exhaust, and it is hard to start.",
    symptoms: [
      "low compression on one cylinder",
      "puffing out of the air cleaner",
      "chuffing sound from the exhaust at idle",
      "one cylinder dead and hard to start",
      "blowing back through the intake",
      "misses on one cylinder after overheating",
    ],
    keywords: ["valve", "burnt valve", "bent valve", "stuck valve", "valve seat", "dead cylinder"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      compressionTestDiesel,
      {
        title: "Check valve lash on the weak cylinder",
        description:
          "Remove the valve cover and check the clearance on the low cylinder first: zero clearance holds the valve open. Look for a bent push rod, broken spring or a rocker that does not move.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Feeler gauges", "Wrenches", "Flashlight"],
        specs: ["Typical: about 0.15-0.25 mm (0.006-0.010 in) cold on many compact diesels (check against the service manual)"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      {
        title: "Leak-down test to find which valve leaks",
        description:
          "With the cylinder at top dead centre on compression, pressurise it and listen: air at the intake or air cleaner means an intake valve; air at the exhaust means an exhaust valve. A leaking valve that is correctly adjusted needs the head removed for a valve job.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-60 min",
        tools: ["Cylinder leak-down tester", "Breaker bar to hold the crank"],
        parts: ["Valve", "Valve seat/guide work", "Head gasket set"],
        safety: [LOCKOUT, "Hold the crankshaft firmly: it can turn suddenly when air is applied."],
      },
    ],
  },
  {
    id: "tr-rod-main-bearings",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Worn or spun connecting rod or main bearings (bottom-end knock)",
    explanation:
      "Low oil, diluted oil or overdue changes wear the crankshaft bearings. A rod bearing knocks louder with rpm and when load comes off; worn mains give a deep rumble. Oil pressure falls as clearances grow, and continued running can throw a rod through the block.",
    symptoms: [
      "knocking noise gets louder with rpm",
      "deep knock from the bottom of the engine",
      "rod knock",
      "knock and low oil pressure when hot",
      "metal glitter in the oil",
      "engine knocks when I let off the throttle",
    ],
    keywords: ["rod bearing", "main bearing", "rod knock", "bottom end", "crankshaft", "spun bearing"],
    codes: ["SPN 100 FMI 1"],
    prior: 0.6,
    ref: "common field failure",
    steps: [
      {
        title: "Stop running it and check the oil",
        description:
          "A bottom-end knock gets worse quickly: shut the engine down. Check the oil level, look for fuel or coolant in it, and cut open the oil filter looking for bearing material (bronze or silver flakes).",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Filter cutter", "Magnet", "Clean drain pan"],
        safety: [HOT_ENGINE, LOCKOUT],
      },
      oilPressureGaugeTest,
      {
        title: "Isolate the knock and plan the repair",
        description:
          "A technician can cut out cylinders one at a time in the service tool (or crack injector lines on mechanical engines) and listen with a stethoscope: a rod knock quietens when its cylinder is cut out. Confirmed bearing damage needs the oil pan off and the crank measured, usually an in-frame or full overhaul.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h (diagnosis)",
        tools: ["Mechanic's stethoscope", "Dealer diagnostic software", "Micrometer and Plastigage"],
        parts: ["Rod and main bearing set", "Oil pump", "Gasket set"],
        safety: [RUNNING_ENGINE, "Cracking injector lines sprays fuel at injection pressure: eye protection, gloves, and never put a hand near the spray."],
      },
    ],
  },
  {
    id: "tr-head-gasket",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Blown head gasket or cracked cylinder head",
    explanation:
      "Overheating or age breaks the head gasket or cracks the head, letting coolant into the cylinders or oil. The engine smokes white with a sweet smell, loses coolant and may show milky oil.",
    symptoms: [
      "milky oil on the dipstick",
      "white smoke sweet smell",
      "coolant disappearing no leaks",
      "oil in the radiator",
      "coolant in oil",
      "blown head gasket after overheating",
      "hydrolocked after sitting",
    ],
    keywords: ["head gasket", "cracked head", "milky oil", "coolant in oil", "white smoke"],
    prior: 1,
    ref: "common field failure",
    steps: [
      coolantCheck,
      {
        title: "Check oil for coolant and test the coolant for combustion gas",
        description:
          "Pull the dipstick and the oil fill cap: milky brown sludge means coolant in the oil. Use a block tester (chemical fluid that changes colour with combustion gas) on the cold radiator, then run the engine and watch for colour change and bubbles.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Combustion leak (block) tester", "Oil sample bottle"],
        safety: [HOT_ENGINE, RUNNING_ENGINE],
      },
      compressionTestDiesel,
      {
        title: "Remove the head and repair",
        description:
          "Remove the head, check it for flatness and cracks, and have it pressure-tested and resurfaced if needed. Fit a new gasket of the correct thickness grade and torque the bolts in sequence (many engines use new torque-to-yield bolts). Change oil and filter if coolant reached it, and find the cause of any overheating.",
        safetyLevel: "Safety Required",
        estimatedTime: "6-12 h",
        tools: ["Torque wrench with angle gauge", "Straight edge and feeler gauges"],
        parts: ["Head gasket set", "Head bolts (if single-use)", "Oil and filter", "Coolant"],
        safety: [LOCKOUT, HOT_ENGINE, "Use a hoist for heavy cylinder heads."],
      },
    ],
  },
  {
    id: "tr-blowby-glazing",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Excessive blow-by from worn rings or glazed bores after long idling",
    explanation:
      "Diesels that idle or run lightly loaded for long periods glaze their cylinder walls and gum their rings (wet stacking), and worn rings let combustion gas into the crankcase. Oil mist blows out of the breather, oil use climbs and the engine smokes.",
    symptoms: [
      "smoke coming out of the breather tube",
      "blowing oil out of the dipstick tube",
      "lots of blow-by",
      "oil mist all over the engine",
      "using a quart of oil a day",
      "engine idles a lot and now burns oil",
      "crankcase pressure high",
    ],
    keywords: ["blow-by", "blowby", "breather", "crankcase pressure", "glazing", "wet stacking", "oil consumption"],
    codes: ["SPN 101"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      {
        title: "Check the breather system first",
        description:
          "A plugged crankcase breather or separator raises crankcase pressure and pushes oil out like worn rings do. Clean or replace the breather element and check the hoses before judging the engine.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Basic hand tools"],
        parts: ["Crankcase breather/separator element"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      {
        title: "Measure blow-by or crankcase pressure",
        description:
          "With the engine hot and under load, measure crankcase pressure at the dipstick tube with a manometer, or blow-by flow with a flow meter on the breather outlet, and compare with the manual.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        tools: ["Water manometer or crankcase pressure gauge", "Blow-by flow meter"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      compressionTestDiesel,
      {
        title: "Load the engine and change the operating habit",
        description:
          "Mild glazing may improve with sustained hard work (not idling); confirmed ring wear needs an overhaul. Avoid long idling and use the right oil grade.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
    ],
  },
  {
    id: "tr-runaway-diesel",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Runaway diesel fed by engine oil (failed turbo seal, overfill or stuck governor)",
    explanation:
      "A diesel can run on its own lubricating oil when oil reaches the intake through a failed turbo seal, an overfilled crankcase or severe blow-by, or when the governor or fuel rack sticks. It races out of control and the key no longer stops it, which can destroy the engine.",
    symptoms: [
      "engine revving by itself and wont shut off",
      "runaway diesel",
      "key off and engine keeps running",
      "over revving and blowing blue smoke",
      "engine screaming out of control",
      "overspeed shutdown",
    ],
    keywords: ["runaway", "overspeed", "over rev", "turbo seal", "governor", "racing"],
    codes: ["SPN 190 FMI 0", "SPN 190 FMI 16"],
    prior: 0.3,
    ref: "common field failure",
    steps: [
      {
        title: "Stop the engine safely (emergency)",
        description:
          "If it is safe: cut off the air, not fuel. Cover the intake with a flat board or metal plate (never your hand or a rag) or discharge a CO2 extinguisher into the intake; on manual transmissions stall it in a high gear with the brakes full on. Otherwise move everyone well away: a runaway engine can fail violently.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 min",
        tools: ["Flat board or metal plate", "CO2 fire extinguisher"],
        safety: ["Stay clear of the fan, turbo and the side of the engine; flying parts and fire are possible.", "Never put a hand over a running intake."],
      },
      {
        title: "Find the oil source before any restart",
        description:
          "Check the oil level (overfill or fuel dilution), remove the intake hose and look for oil in the turbo and intake, check turbo shaft play, and check the governor and fuel control linkage for sticking.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Flashlight", "Socket set"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      serviceToolCheck,
      {
        title: "Repair and inspect for damage",
        description:
          "Replace the failed turbo or repair the fuel control, drain oil out of the intake and charge-air cooler, and have the engine checked (compression, valve damage, bearings) before returning it to work.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 days",
        parts: ["Turbocharger", "Oil and filter"],
        safety: [LOCKOUT],
      },
    ],
  },
  {
    id: "tr-small-engine-oil-burning",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Small gasoline engine burning oil: worn rings, valve guides or crankcase breather",
    explanation:
      "Air-cooled mower engines that run hot, dusty or tilted on slopes wear rings and valve guides and can push oil through a faulty crankcase breather. They smoke blue, foul plugs and use oil quickly.",
    symptoms: [
      "mower blowing white smoke",
      "blue smoke from riding mower",
      "oil in the air filter",
      "engine using a lot of oil",
      "oil coming out of the breather",
      "smokes after mowing on a hill",
    ],
    keywords: ["oil burning", "breather", "rings", "kohler", "briggs", "kawasaki", "v-twin"],
    prior: 1.2,
    ref: "widely reported owner forum pattern",
    steps: [
      mowerLockoutStep,
      {
        title: "Check the oil level and the breather",
        description:
          "Overfilling is the most common cause of smoke: drain to the full mark. Inspect the crankcase breather and its reed/valve and hose, and the air filter for oil soaking; replace what is oily.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Screwdriver", "Oil drain pan"],
        parts: ["Breather assembly and gasket", "Air filter"],
      },
      {
        title: "Leak-down test the cylinders",
        description:
          "Engines with compression release read low on a compression gauge, so use a leak-down tester at top dead centre on compression and listen for air at the breather (rings), carburetor (intake valve) or muffler (exhaust valve).",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Leak-down tester", "Spark plug socket"],
        specs: ["Typical: under about 20-25% leakage for a usable small engine (check against the engine manual)"],
        safety: ["Hold the crank: it can turn suddenly when air is applied.", "Keep the blades disengaged."],
      },
      testDriveVerify,
    ],
  },
];
