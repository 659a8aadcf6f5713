import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { HOT_ENGINE, scanCodes } from "../../../steps-common.ts";
import {
  RUNNING_ENGINE,
  carTestDrive,
  compressionTest,
  liveDataReview,
  oilLevelCheck,
  oilPressureTest,
  sensorCircuitTest,
} from "./steps.ts";

const camCrankCorrelation: StepTemplate = {
  title: "Check cam/crank correlation and cam timing data",
  description:
    "Engine warm at idle: read cam position (actual vs desired) for each cam and, where the scan tool offers it, the cam/crank correlation or variance values. A lab scope on crank and cam sensor signals compared with a known-good pattern shows a chain that has stretched or jumped.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Scan tool with cam timing data", "Lab scope (optional)"],
  specs: ["Typical: actual cam angle within a few degrees of desired at steady idle (check against the service manual)"],
  safety: [RUNNING_ENGINE],
};

const stethoscopeListen: StepTemplate = {
  title: "Locate the noise with a stethoscope",
  description:
    "With the engine idling, touch a mechanic's stethoscope only to stationary points (valve cover bolts, timing cover, block, injector bodies) to find where a tick, rattle or knock is loudest. Compare cold start with warm idle and note whether it follows engine speed (crank or cam speed).",
  safetyLevel: "Safety Required",
  estimatedTime: "10-15 min",
  tools: ["Mechanic's stethoscope"],
  safety: [RUNNING_ENGINE, HOT_ENGINE],
};

// Timing drive and valvetrain: chains, belts, phasers, VVT and lifters.
export const engineTimingEntries: FaultEntry[] = [
  {
    id: "auto-timing-chain-stretch",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Stretched timing chain (cam/crank correlation out of range)",
    explanation:
      "As chain pins and guides wear the chain lengthens and the camshafts fall behind the crank, setting correlation codes, rattling on cold start and reducing power; left alone it can jump a tooth and bend valves. GM 3.6 V6 (often with P0008/P0017), Ford 3.5 EcoBoost and BMW N20 are well-known cases; late oil changes accelerate the wear.",
    symptoms: [
      "rattle for a few seconds on cold start",
      "P0016 crankshaft camshaft correlation",
      "P0008 engine position system performance",
      "timing chain noise from the front of the engine",
      "rough running and check engine light, timing chain stretched",
      "whining chain noise at idle, bmw",
    ],
    keywords: ["timing chain", "chain stretch", "timing chain guide", "tensioner", "correlation", "cam timing"],
    codes: ["P0008", "P0009", "P0016", "P0017", "P0018", "P0019"],
    makes: ["chevrolet", "gmc", "buick", "cadillac", "ford", "bmw", "mini"],
    models: ["3.6", "equinox", "traverse", "acadia", "enclave", "cts", "3.5 ecoboost", "f-150", "n20", "328i", "528i"],
    prior: 1.5,
    steps: [
      scanCodes,
      oilLevelCheck,
      camCrankCorrelation,
      stethoscopeListen,
      {
        title: "Inspect and replace the timing set",
        description:
          "Remove the timing cover and check the chain, guides, tensioner and sprockets against the marks; measure chain length where the manual gives a limit. Replace the chain, guides, tensioner(s) and any worn phasers as a set, set timing with the maker's locking tools, then reset cam adaptations.",
        safetyLevel: "Safety Required",
        estimatedTime: "6-15 h",
        tools: ["Camshaft locking tools", "Torque wrench", "Engine support"],
        parts: ["Timing chain kit (chains, guides, tensioners)", "Timing cover gaskets and seals", "Engine oil and filter"],
        safety: [HOT_ENGINE, "Support the engine properly if a mount is removed; keep hands clear of the crank when turning it."],
      },
    ],
    ref: "SAE J2012 code definition; widely reported owner forum pattern; GM service bulletins (3.6 V6)",
  },
  {
    id: "auto-vw-ea888-chain-tensioner",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Failed timing chain tensioner letting the chain jump (VW/Audi 1.8T/2.0T TSI EA888)",
    explanation:
      "Early EA888 engines used a tensioner that could lose pressure, so after sitting the chain goes slack at start-up and can jump teeth; the result ranges from a rattle and correlation codes to bent valves and a non-running engine. An updated tensioner was released.",
    symptoms: [
      "vw tsi rattle on cold start then dies",
      "audi 2.0t won't start after a loud rattle",
      "gti cranks fast and won't start",
      "camshaft position correlation fault on tsi",
      "timing chain jumped on my audi",
    ],
    keywords: ["timing chain tensioner", "ea888", "tsi", "chain jumped", "tensioner update"],
    codes: ["P0016", "P0017", "P0341"],
    makes: ["volkswagen", "audi"],
    models: ["gti", "jetta", "passat", "cc", "tiguan", "eos", "a3", "a4", "a5", "q5", "tt", "1.8t", "2.0t", "tsi"],
    prior: 1.2,
    steps: [
      scanCodes,
      camCrankCorrelation,
      {
        title: "Check tensioner and chain through the inspection port",
        description:
          "Engine off: remove the tensioner inspection plug on the timing cover (where provided) and check how far the tensioner piston is extended against the maker's limit; check which tensioner version is fitted by part number.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-45 min",
        tools: ["Torx bits", "Flashlight"],
      },
      compressionTest,
      {
        title: "Replace the timing set with the updated tensioner",
        description:
          "Fit the updated tensioner, chain and guides, set timing with the locking tools and check valves with a compression or leak-down test if the chain jumped.",
        safetyLevel: "Safety Required",
        estimatedTime: "6-12 h",
        parts: ["Updated timing chain tensioner", "Timing chain kit", "Cylinder head parts if valves are bent"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "widely reported owner forum pattern; VW/Audi parts supersession and class-action reports",
  },
  {
    id: "auto-ford-54-3v-cam-phaser",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Worn cam phasers and VCT solenoids (Ford 5.4 3-valve ticking/knock at idle)",
    explanation:
      "On the 2004-2010 Ford 5.4 3V the cam phasers' locking pins wear and low oil pressure at hot idle lets them rattle, giving a diesel-like knock or tick at idle that fades with rpm; worn chain guides and VCT solenoids often fail alongside, setting cam timing codes.",
    symptoms: [
      "f-150 sounds like a diesel at idle",
      "5.4 triton ticking at idle that goes away when revved",
      "knocking at hot idle, expedition",
      "cam phaser noise 5.4",
      "rough idle and P0012 on ford truck",
      "ticking from both valve covers on warm idle",
    ],
    keywords: ["cam phaser", "vct solenoid", "5.4 3v", "triton", "phaser knock", "timing chain guides"],
    codes: ["P0011", "P0012", "P0021", "P0022", "P0340", "P0345"],
    makes: ["ford", "lincoln"],
    models: ["f-150", "f150", "expedition", "navigator", "mark lt", "5.4", "5.4 triton", "5.4 3v"],
    prior: 2,
    steps: [
      scanCodes,
      oilLevelCheck,
      oilPressureTest,
      stethoscopeListen,
      {
        title: "Test the VCT solenoids",
        description:
          "Measure each VCT solenoid's resistance and command it with a scan tool while watching cam timing; clogged screens at the solenoid or a stuck solenoid make the phaser misbehave. Replacing solenoids alone rarely cures a phaser knock if the locking pins are worn.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Digital multimeter", "Scan tool with VCT control"],
        specs: ["Typical VCT solenoid resistance: about 7-8 ohms (check against the service manual)"],
        safety: [RUNNING_ENGINE],
      },
      {
        title: "Replace phasers, timing set and solenoids",
        description:
          "Replace both phasers (or fit the maker's updated parts), chains, guides, tensioners and VCT solenoids, with the cam-holding tools. Use the specified 5W-20 oil and a quality filter; clean the oil pickup screen while the pan is off if possible.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-15 h",
        tools: ["Ford cam holding tools", "Torque wrench"],
        parts: ["Cam phasers", "Timing chain kit", "VCT solenoids", "Oil pump (often replaced at the same time)"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "widely reported owner forum pattern; Ford service bulletins (5.4 3V)",
  },
  {
    id: "auto-vvt-oil-control-valve",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Sticking VVT oil control solenoid (camshaft timing control valve) or clogged screen",
    explanation:
      "Variable valve timing is driven by engine oil through a solenoid valve; sludge, a clogged filter screen or a failed coil makes the cam timing lag or stick, giving rough idle, stalling and cam position actuator codes. Common on Toyota, Honda, Hyundai/Kia and many other engines with long oil intervals.",
    symptoms: [
      "P0011 camshaft timing over advanced",
      "rough idle and stalling after oil change was overdue",
      "P0010 camshaft actuator circuit",
      "vvt solenoid code toyota",
      "check engine light and engine hesitates at low rpm",
      "vtc code honda",
    ],
    keywords: ["vvt", "vvt-i", "vtc", "ocv", "oil control valve", "cam timing solenoid", "vvt solenoid", "cvvt"],
    codes: ["P0010", "P0011", "P0012", "P0013", "P0014", "P0020", "P0021", "P0024"],
    makes: ["toyota", "lexus", "honda", "acura", "hyundai", "kia", "nissan"],
    prior: 1.5,
    steps: [
      scanCodes,
      oilLevelCheck,
      sensorCircuitTest,
      {
        title: "Command the solenoid and watch cam timing",
        description:
          "Measure the solenoid coil resistance, then use the scan tool's VVT active test: at idle, commanding the solenoid on should make the idle rough or the engine stumble, and actual cam angle should follow. No change means a stuck valve or clogged screen; remove it and check the screen (if fitted) for sludge.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Digital multimeter", "Scan tool with VVT active test"],
        specs: ["Typical oil control valve resistance: about 6-9 ohms at 20 °C (check against the service manual)"],
        parts: ["VVT oil control valve", "Oil control valve filter screen", "Engine oil and filter"],
        safety: [RUNNING_ENGINE],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-honda-vtc-actuator-rattle",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Worn VTC actuator (Honda K24 grinding rattle on cold start)",
    explanation:
      "On Honda K-series engines (2008-2012 Accord and CR-V 2.4 and others) the intake cam VTC actuator's lock pin wears, so the actuator rattles for a second or two after a cold start before oil pressure builds. Honda issued a service bulletin and updated part.",
    symptoms: [
      "honda grinding noise for 2 seconds on cold start",
      "accord rattle when starting in the morning",
      "cr-v loud buzz on cold start then quiet",
      "k24 startup rattle",
      "sounds like a starter grinding after the engine starts",
    ],
    keywords: ["vtc actuator", "vtc", "k24", "cold start rattle", "cam gear"],
    makes: ["honda", "acura"],
    models: ["accord", "cr-v", "crv", "element", "tsx", "k24"],
    prior: 1.2,
    steps: [
      {
        title: "Confirm the noise after a cold soak",
        description:
          "After the car has sat overnight, start it with the bonnet open and listen at the timing cover on the intake cam side: a 1-2 second grinding rattle right after start-up that stops is typical of the VTC actuator.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [RUNNING_ENGINE],
      },
      oilLevelCheck,
      {
        title: "Replace the VTC actuator",
        description:
          "Remove the valve cover and the chain tensioner, hold the camshafts with the proper tools and replace the actuator with the updated part, checking the chain and tensioner while there. A dealer can check the VIN for bulletin coverage.",
        safetyLevel: "Safety Required",
        estimatedTime: "3-5 h",
        tools: ["Camshaft holding tool", "Torque wrench"],
        parts: ["VTC actuator (updated part)", "Valve cover gasket", "Timing chain tensioner (if worn)"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "Honda service bulletin; widely reported owner forum pattern",
  },
  {
    id: "auto-timing-belt-broken",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Broken or jumped timing belt",
    explanation:
      "A rubber timing belt past its replacement interval (often 60,000-105,000 miles or a number of years) can strip or snap: the engine stops and then cranks fast and unevenly with no start. On interference engines the valves hit the pistons and bend.",
    symptoms: [
      "engine died while driving and now cranks fast but won't start",
      "cranks too easy, sounds different",
      "timing belt never changed and car won't start",
      "no compression on any cylinder",
      "engine cranking with no resistance",
    ],
    keywords: ["timing belt", "cam belt", "broken belt", "interference engine", "bent valves"],
    codes: ["P0016", "P0340", "P0335"],
    prior: 1,
    steps: [
      {
        title: "Watch the camshaft while cranking",
        description:
          "Remove the oil filler cap or an upper timing cover and have a helper crank briefly: if the camshaft or its sprocket does not turn, the belt has broken or stripped. Do not keep cranking.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-20 min",
        tools: ["Flashlight", "Socket set"],
        safety: ["Keep hands away from belts and the fan while the helper cranks.", HOT_ENGINE],
      },
      compressionTest,
      {
        title: "Replace the belt kit and check valves",
        description:
          "Replace the belt, tensioner, idlers and usually the water pump, set timing to the marks and turn the engine by hand two turns before starting. If compression is low after the repair, valves are bent and the head must be repaired.",
        safetyLevel: "Safety Required",
        estimatedTime: "3-8 h",
        tools: ["Cam/crank locking tools", "Torque wrench"],
        parts: ["Timing belt kit (belt, tensioner, idlers)", "Water pump", "Cylinder head repair if valves bent"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "maker maintenance schedules; common shop failure",
  },
  {
    id: "auto-gm-afm-lifter",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Collapsed or stuck AFM/DOD lifter (GM Active Fuel Management V8)",
    explanation:
      "GM 5.3 and 6.2 V8s shut off cylinders with special collapsible lifters; one can stick collapsed or lose its roller, giving a tick and a steady misfire on that cylinder, often with cylinder deactivation codes. The camshaft lobe may be damaged too.",
    symptoms: [
      "5.3 ticking and misfire cylinder 1",
      "silverado lifter tick and check engine light flashing",
      "afm lifter collapsed",
      "misfire on one cylinder with ticking noise, tahoe",
      "P0300 and cylinder deactivation code",
      "dod lifter failure",
    ],
    keywords: ["afm", "dod", "active fuel management", "lifter", "lifter tick", "collapsed lifter", "cylinder deactivation", "5.3"],
    codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306", "P0307", "P0308", "P3400"],
    makes: ["chevrolet", "gmc", "cadillac"],
    models: ["silverado", "sierra", "tahoe", "suburban", "yukon", "escalade", "avalanche", "5.3", "6.2", "l83", "l86"],
    prior: 1.5,
    steps: [
      scanCodes,
      stethoscopeListen,
      compressionTest,
      {
        title: "Inspect the lifters and camshaft",
        description:
          "Remove the valve cover on the misfiring side and watch the rocker arms while turning the engine by hand: a rocker that does not open its valve fully, or has excessive lash, points at a collapsed lifter. Replace the lifters (both banks recommended), guides and any damaged cam; many owners also fit the maker's non-AFM parts with the correct calibration.",
        safetyLevel: "Safety Required",
        estimatedTime: "8-20 h",
        tools: ["Breaker bar", "Torque wrench", "Feeler gauges"],
        parts: ["AFM lifters and lifter guides", "Camshaft (if lobe worn)", "Pushrods", "Head gaskets and head bolts (if heads removed)"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "widely reported owner forum pattern; class-action and shop reports on GM AFM lifters",
  },
  {
    id: "auto-hemi-lifter-camshaft",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Seized roller lifter and worn camshaft lobe (Chrysler 5.7 Hemi tick)",
    explanation:
      "On the 5.7 Hemi a lifter's roller can stop rolling and wipe its cam lobe, especially after long idling or with MDS cylinder deactivation; it starts as a tick and grows into a misfire on one cylinder with metal in the oil.",
    symptoms: [
      "hemi tick that gets louder",
      "ram 5.7 misfire and ticking",
      "hemi lifter failure",
      "ticking noise durango 5.7 with check engine light",
      "misfire cylinder 5 ram hemi",
    ],
    keywords: ["hemi", "hemi tick", "lifter", "camshaft", "mds", "5.7"],
    codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306", "P0307", "P0308"],
    makes: ["ram", "dodge", "jeep", "chrysler"],
    models: ["1500", "2500", "durango", "grand cherokee", "charger", "challenger", "300", "5.7", "hemi"],
    prior: 1.3,
    steps: [
      scanCodes,
      stethoscopeListen,
      {
        title: "Check the oil filter for metal",
        description:
          "Cut open the oil filter and look for fine metal in the pleats; drain oil into a clean pan and check with a magnet. Steel particles support a wiped cam lobe or lifter.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        tools: ["Oil filter cutter", "Magnet", "Clean drain pan"],
        safety: [HOT_ENGINE, "Hot oil burns: wear gloves and safety glasses."],
      },
      compressionTest,
      {
        title: "Replace lifters and camshaft",
        description:
          "With the heads off, inspect every lifter roller and cam lobe, replace all lifters and the camshaft together, and clean the engine of metal (oil cooler, pan, pickup). Use the oil specification in the owner's manual.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-25 h",
        parts: ["Camshaft", "Lifters (set)", "Head gaskets and bolts", "Oil pump (often)"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "widely reported owner forum pattern; common shop failure",
  },
  {
    id: "auto-hydraulic-lifter-tick",
    vehicleTypes: ["automotive"],
    system: "engine-mechanical",
    cause: "Noisy hydraulic lifter or lash adjuster (low oil, sludge or wear)",
    explanation:
      "Hydraulic lifters need a steady oil supply to take up valve clearance; low or sludged oil, or a worn lifter, lets one tick at cam speed, often loudest on cold start. Unlike a rod knock it does not usually get worse under load.",
    symptoms: [
      "ticking noise from the top of the engine",
      "lifter tick on cold start",
      "tapping noise that speeds up with rpm",
      "valve tapping after an oil change with the wrong oil",
      "tick tick tick at idle",
    ],
    keywords: ["lifter", "lifter tick", "lash adjuster", "valve tap", "tapping", "tick"],
    prior: 1.3,
    steps: [
      oilLevelCheck,
      stethoscopeListen,
      {
        title: "Change oil to the correct specification",
        description:
          "Drain and refill with the oil grade and specification in the owner's manual and a quality filter. If the tick persists after a few hundred miles, pull the valve cover and check rocker/lifter clearance and for sludge.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Drain pan", "Filter wrench", "Torque wrench"],
        specs: ["Typical drain plug torque: 25-40 N·m; use a new crush washer (check against the service manual)"],
        parts: ["Engine oil of the specified grade", "Oil filter", "Drain plug washer", "Lifters or lash adjusters if worn"],
        safety: [HOT_ENGINE, "Support the car on ramps or rated jack stands, never only on a jack."],
      },
      oilPressureTest,
      liveDataReview,
    ],
    ref: "common shop failure",
  },
];
