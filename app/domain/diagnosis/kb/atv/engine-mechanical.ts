import type { FaultEntry } from "../../types.ts";
import { HOT_ENGINE, coolantCheck } from "../../steps-common.ts";
import { ATV_PARK, HOT_EXHAUST, compressionTest, oilLevelCheck, plugInspect, rideVerify, valveClearance } from "./steps.ts";

// Engine-mechanical faults: valves, decompression, cam chain, rings, gaskets and exhaust restrictions.
export const atvEngineMechanicalEntries: FaultEntry[] = [
  {
    id: "atv-eng-valve-clearance",
    vehicleTypes: ["atv"],
    system: "engine-mechanical",
    cause: "Valve clearance too tight (valves out of adjustment)",
    explanation:
      "Valve seats wear and the clearance closes up until the valves do not seat fully. Compression falls, the engine gets hard to start (first hot, then cold), pops and loses power. Many ATV engines need a valve check at set intervals that owners skip.",
    symptoms: [
      "hard to start when hot",
      "cranks a long time before starting",
      "lost power over time",
      "ticking noise from top of engine",
      "low compression",
      "pops out the exhaust and runs rough",
      "needs a valve adjustment",
    ],
    keywords: ["valves", "valve clearance", "valve lash", "tappets", "shims", "valve adjustment"],
    makes: ["honda", "yamaha"],
    models: ["rancher", "foreman", "recon", "rubicon", "grizzly", "kodiak"],
    prior: 1.5,
    ref: "service manual maintenance schedule; common owner-forum pattern on high-hour engines",
    steps: [compressionTest, valveClearance, rideVerify],
  },
  {
    id: "atv-eng-decompressor",
    vehicleTypes: ["atv"],
    system: "engine-mechanical",
    cause: "Stuck or broken automatic decompression (decompressor) mechanism",
    explanation:
      "Big single-cylinder engines use a centrifugal decompressor on the camshaft that holds an exhaust valve slightly open while cranking. If it sticks open the engine cranks fast but has low compression and will not start; if it breaks or sticks shut, the starter struggles and the engine kicks back.",
    symptoms: [
      "cranks fast but wont start and compression seems low",
      "starter struggles to turn engine over",
      "kicks back when starting",
      "pull start very hard to pull",
      "engine turns over easy but no pop",
      "compression low cold good after running",
    ],
    keywords: ["decompressor", "auto decomp", "decompression", "compression release"],
    prior: 0.6,
    ref: "service manual camshaft/decompressor description; occasional field failure",
    steps: [
      compressionTest,
      valveClearance,
      {
        title: "Inspect the decompressor on the camshaft",
        description:
          "With the valve cover off, inspect the decompressor weight, spring and cam (or lever) on the camshaft: it must move freely and return fully under its spring. Check the decompression lever clearance where the engine has an adjustable one. Replace broken springs or the camshaft assembly as the manual requires.",
        safetyLevel: "Safety Required",
        estimatedTime: "2-4 h",
        tools: ["Socket set", "Torque wrench", "Feeler gauges"],
        parts: ["Decompressor spring/weight", "Camshaft assembly", "Valve cover gasket"],
        safety: ["Disconnect the battery negative cable so the engine cannot be cranked with the cover off."],
      },
    ],
  },
  {
    id: "atv-eng-cam-chain",
    vehicleTypes: ["atv"],
    system: "engine-mechanical",
    cause: "Worn cam chain or failed cam chain tensioner",
    explanation:
      "The cam chain stretches with wear and the tensioner stops taking up the slack, so the chain slaps, rattles and can jump a tooth, throwing valve timing off or damaging valves.",
    symptoms: [
      "rattling noise on cold start",
      "loud chain slap sound from engine",
      "ticking that gets louder with revs",
      "clattering at idle goes away with rpm",
      "cam chain noise",
      "jumped timing and now wont start",
    ],
    keywords: ["cam chain", "timing chain", "tensioner", "rattle", "chain slap"],
    prior: 1,
    ref: "common field failure on high-hour engines",
    steps: [
      {
        title: "Locate the noise",
        description:
          "With the engine idling in park, use a mechanic's stethoscope (or a long screwdriver to the ear) on the cam chain side of the cylinder and the valve cover to tell chain noise from valve tick.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Mechanic's stethoscope"],
        safety: [ATV_PARK, HOT_EXHAUST, "Keep clear of moving drive parts with the engine running."],
      },
      {
        title: "Inspect the tensioner and chain stretch",
        description:
          "Remove the tensioner and check that its plunger ratchets out and locks as designed. With the valve cover off, check chain slack, the guides for grooves and the cam sprocket teeth. Check the cam timing marks at TDC.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Torque wrench", "Flashlight"],
        specs: ["Tensioner and chain wear limits per the service manual"],
        parts: ["Cam chain tensioner", "Cam chain", "Chain guides", "Tensioner gasket"],
        safety: ["Disconnect the battery negative cable before turning the engine by hand."],
      },
      compressionTest,
      rideVerify,
    ],
  },
  {
    id: "atv-eng-worn-rings",
    vehicleTypes: ["atv"],
    system: "engine-mechanical",
    cause: "Worn piston rings and cylinder (low compression, oil burning)",
    explanation:
      "High hours, dust ingestion and overheating wear the rings and cylinder. Compression leaks past into the crankcase, so the engine loses power, smokes blue, uses oil and blows oil out of the crankcase breather.",
    symptoms: [
      "blue smoke out the exhaust",
      "burning oil",
      "oil coming out of breather into airbox",
      "low compression and no power",
      "hard to start and weak",
      "oil fouling the plug",
    ],
    keywords: ["rings", "piston", "blow-by", "blue smoke", "oil consumption", "top end"],
    prior: 1,
    ref: "common wear failure",
    steps: [plugInspect, compressionTest, oilLevelCheck, {
      title: "Leak-down test and top-end inspection",
      description:
        "A cylinder leak-down test shows where compression escapes: air hissing from the crankcase breather means rings, from the intake or exhaust means valves. Confirm before a top-end rebuild (piston, rings, cylinder hone or rebore, gaskets).",
      safetyLevel: "Safety Required",
      estimatedTime: "30-60 min",
      tools: ["Cylinder leak-down tester", "Air compressor"],
      specs: ["Typical: under about 10-15% leakage is healthy (check against the service manual)"],
      parts: ["Piston and ring set", "Top-end gasket kit"],
      safety: ["Lock the engine at TDC: air pressure can spin the crankshaft suddenly.", ATV_PARK],
    }],
  },
  {
    id: "atv-eng-head-gasket",
    vehicleTypes: ["atv"],
    system: "engine-mechanical",
    cause: "Blown head gasket (coolant loss or compression into the cooling system)",
    explanation:
      "Overheating, often from a mud-packed radiator, warps the head or burns the gasket. Combustion gas is pushed into the coolant, coolant is lost or burned, and the engine overheats repeatedly.",
    symptoms: [
      "losing coolant but no leak",
      "white smoke that smells sweet",
      "bubbles in the radiator",
      "coolant overflow bottle fills up and spits out",
      "milky oil",
      "keeps overheating after it got hot once",
    ],
    keywords: ["head gasket", "coolant loss", "white smoke", "combustion leak"],
    prior: 0.8,
    ref: "common failure after overheating",
    steps: [
      coolantCheck,
      {
        title: "Test for combustion gas in the coolant",
        description:
          "With the engine cold, fit a combustion leak (block) tester on the radiator neck and run the engine: fluid turning from blue to yellow shows exhaust gas in the coolant. A cooling system pressure test showing pressure loss with no external leak supports the finding.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Combustion leak tester", "Cooling system pressure tester"],
        specs: ["Typical radiator cap rating: about 0.9-1.4 bar (13-20 psi) (check the cap or service manual)"],
        safety: [HOT_ENGINE, ATV_PARK],
      },
      compressionTest,
      oilLevelCheck,
    ],
  },
  {
    id: "atv-eng-seized-piston",
    vehicleTypes: ["atv"],
    system: "engine-mechanical",
    cause: "Scored or seized piston from overheating, lean running or low oil",
    explanation:
      "Running without enough oil or coolant, or very lean, lets the piston expand and scuff the cylinder until it seizes. The engine stops abruptly and either will not turn or knocks loudly with very low compression.",
    symptoms: [
      "engine locked up while riding",
      "died suddenly and wont turn over",
      "loud knocking from engine",
      "overheated and now it knocks",
      "ran it out of oil",
      "engine seized",
    ],
    keywords: ["seized", "locked up", "knock", "blown engine", "scored cylinder"],
    prior: 0.5,
    ref: "common failure after overheating or oil loss",
    steps: [
      oilLevelCheck,
      {
        title: "Check whether the engine turns by hand",
        description:
          "Remove the spark plug(s) and try to turn the engine by hand at the crank or flywheel bolt (or by rocking the machine in gear on a UTV with the plugs out). Locked solid, or free with heavy knocking, both need engine disassembly.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Socket set", "Breaker bar"],
        safety: [HOT_ENGINE, ATV_PARK],
      },
      compressionTest,
      {
        title: "Inspect the cylinder through the plug hole or tear down",
        description:
          "Look through the plug hole with a borescope for vertical scoring on the cylinder wall. Before rebuilding, find the root cause: oil level and pump, coolant and fan, air leaks making it lean, or dust.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-60 min",
        tools: ["Borescope camera"],
        parts: ["Piston, rings, gasket kit", "Cylinder rebore or replacement"],
      },
    ],
  },
  {
    id: "atv-eng-exhaust-leak",
    vehicleTypes: ["atv"],
    system: "engine-mechanical",
    cause: "Leaking exhaust header gasket or loose exhaust joint",
    explanation:
      "Header gaskets and slip joints loosen from heat cycles. A leak ticks or puffs and pulls in air on deceleration, so the exhaust pops and backfires when you let off the throttle; on EFI machines it can upset the oxygen sensor reading.",
    symptoms: [
      "popping when i let off the gas",
      "backfires on deceleration",
      "ticking from exhaust at idle",
      "exhaust leak at the head",
      "puffing noise from header",
      "louder than normal exhaust",
    ],
    keywords: ["exhaust leak", "header gasket", "backfire", "decel pop", "exhaust gasket"],
    prior: 1,
    ref: "common field failure",
    steps: [
      {
        title: "Find the leak",
        description:
          "On a cold start, feel carefully (hand held near, not on) or listen along the header and joints, and look for black soot streaks around gaskets and slip joints.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-15 min",
        tools: ["Flashlight"],
        safety: [HOT_EXHAUST, ATV_PARK],
      },
      {
        title: "Replace the gasket and retighten joints",
        description:
          "With the exhaust cold, replace the header gasket(s) and any slip-joint seals or springs, and torque the header nuts evenly. Check the mounting rubbers too.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Socket set", "Torque wrench", "Penetrating oil"],
        specs: ["Header nut torque per the service manual; tighten evenly"],
        parts: ["Exhaust header gasket", "Slip-joint seal", "Exhaust springs"],
        safety: [HOT_EXHAUST],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-eng-spark-arrestor",
    vehicleTypes: ["atv"],
    system: "emissions",
    cause: "Carbon-clogged spark arrestor or muffler",
    explanation:
      "The spark arrestor screen in the muffler outlet collects carbon, especially on engines that idle a lot or burn oil. A clogged screen restricts exhaust flow and the engine loses power at higher rpm.",
    symptoms: [
      "loses power at top end",
      "wont rev out",
      "feels choked at high rpm",
      "exhaust sounds muffled and weak",
      "lost top speed over time",
    ],
    keywords: ["spark arrestor", "muffler", "exhaust restriction", "carbon"],
    prior: 0.8,
    ref: "owner's manual maintenance item",
    steps: [
      {
        title: "Remove and inspect the spark arrestor",
        description:
          "With the exhaust cold, remove the arrestor screen or insert from the muffler outlet and check it for carbon build-up.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Socket set or screwdriver"],
        safety: [HOT_EXHAUST],
      },
      {
        title: "Clean the arrestor and purge the muffler",
        description:
          "Brush the screen clean with a wire brush. Where the manual allows, purge carbon from the muffler by running the engine briefly with the clean-out plug removed, outdoors, with nothing behind the outlet.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Wire brush"],
        parts: ["Spark arrestor screen", "Clean-out plug gasket"],
        safety: [HOT_EXHAUST, "Run engines outdoors only: exhaust gas is poisonous. Wear eye protection, stand clear of the outlet."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-eng-rod-bearing",
    vehicleTypes: ["atv"],
    system: "engine-mechanical",
    cause: "Failed connecting rod or crankshaft bearing from oil starvation",
    explanation:
      "Running low on oil, a clogged oil strainer or a failed oil pump starves the crankshaft and rod bearings. A deep knock that rises with rpm develops, the oil light may flicker, and the engine can lock up or break a rod.",
    symptoms: [
      "deep knocking from the bottom of the engine",
      "knock gets louder with revs",
      "oil light came on then it started knocking",
      "rod knock",
      "engine locked up after oil light",
      "metal flakes in the oil",
    ],
    keywords: ["rod bearing", "rod knock", "crank bearing", "bottom end", "oil starvation", "knock"],
    prior: 0.6,
    ref: "common failure after oil loss",
    steps: [
      oilLevelCheck,
      {
        title: "Check the oil and strainer for metal",
        description:
          "Drain the oil through a clean pan or paint strainer and cut open or inspect the oil filter: bronze or silver flakes and chunks confirm bearing damage. Check the oil strainer screen for blockage.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Drain pan", "Paint strainer", "Filter cutter or knife", "Magnet"],
        safety: [HOT_ENGINE, "Hot oil burns: wear gloves."],
      },
      {
        title: "Locate the knock, then stop running the engine",
        description:
          "With the engine idling briefly in park, use a stethoscope on the crankcase: a knock low in the engine that rises with rpm is bottom end. Stop running it: continued running can break the rod through the case. Plan a bottom-end rebuild and find the cause of the oil loss.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Mechanic's stethoscope"],
        parts: ["Crankshaft assembly", "Connecting rod kit", "Bottom-end gasket kit", "Oil pump"],
        safety: [ATV_PARK, HOT_EXHAUST, "Keep clear of moving drive parts with the engine running."],
      },
    ],
  },
];
