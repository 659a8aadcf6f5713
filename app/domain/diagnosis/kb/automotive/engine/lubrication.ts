import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { HOT_ENGINE, scanCodes } from "../../../steps-common.ts";
import {
  LIFTED_VEHICLE,
  RUNNING_ENGINE,
  carVisualInspection,
  compressionTest,
  leakDownTest,
  oilLevelCheck,
  oilPressureTest,
  sensorCircuitTest,
  sparkPlugInspect,
} from "./steps.ts";

const STOP_ENGINE =
  "A red oil pressure warning while driving means stop as soon as it is safe and switch off: seconds of running without oil pressure can destroy the engine.";

const oilLeakTrace: StepTemplate = {
  title: "Clean and trace the oil leak",
  description:
    "Leaks run down and back with airflow, so the lowest wet spot is rarely the source. Degrease the area, add UV oil dye, drive 15-30 minutes, then inspect with a UV lamp from above and from underneath with the vehicle on stands. Check the PCV first: crankcase pressure pushes oil past every seal.",
  safetyLevel: "High Risk",
  estimatedTime: "45-90 min",
  tools: ["Engine degreaser", "UV oil dye and lamp", "Jack stands"],
  parts: ["UV dye"],
  safety: [LIFTED_VEHICLE, HOT_ENGINE],
};

// Lubrication: oil level, pressure, consumption and external leaks.
export const lubricationEntries: FaultEntry[] = [
  {
    id: "auto-low-oil-level",
    vehicleTypes: ["automotive"],
    system: "lubrication",
    cause: "Low engine oil level (oil pressure light on turns, braking or at idle)",
    explanation:
      "When the oil level is low the pickup sucks air in corners, under braking or at hot idle, so oil pressure drops and the warning flickers; lifters tick and bearings start to wear. Leaks, burning oil or missed changes are why the level fell.",
    symptoms: [
      "oil light flickers when turning",
      "oil pressure light on at idle",
      "oil light comes on when I brake hard",
      "nothing on the dipstick",
      "engine ticking and oil warning",
      "low oil pressure warning",
    ],
    keywords: ["oil light", "oil pressure light", "low oil", "dipstick", "oil level"],
    codes: ["P0520", "P0521", "P0522", "P0524"],
    prior: 2.5,
    steps: [
      {
        title: "Stop and check the level",
        description:
          "Pull over safely and switch off. After 5 minutes on level ground check the dipstick. Add the specified oil to the full mark before restarting; if the light stays on with a full level, do not drive the car.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        parts: ["Engine oil of the specified grade"],
        safety: [STOP_ENGINE, HOT_ENGINE],
      },
      oilLevelCheck,
      oilPressureTest,
      carVisualInspection,
    ],
    ref: "common shop finding",
  },
  {
    id: "auto-oil-pressure-sensor-faulty",
    vehicleTypes: ["automotive"],
    system: "lubrication",
    cause: "Faulty oil pressure sensor/switch or its wiring (false low-pressure warning)",
    explanation:
      "Oil pressure switches and senders fail internally, leak oil through their body, or have corroded connectors, so the gauge reads zero or the light stays on while real pressure is fine. GM 5.3/6.2 V8s are known for senders and the screen under them clogging, reading low pressure.",
    symptoms: [
      "oil pressure gauge reads zero but engine sounds fine",
      "oil light on with full oil",
      "oil pressure gauge jumps around",
      "oil leaking from the oil pressure sensor",
      "silverado oil pressure gauge dropping to zero",
    ],
    keywords: ["oil pressure sensor", "oil pressure switch", "oil pressure sender", "gauge", "false warning"],
    codes: ["P0520", "P0521", "P0522", "P0523"],
    makes: ["chevrolet", "gmc"],
    models: ["silverado", "sierra", "tahoe", "suburban", "yukon", "5.3", "6.2"],
    prior: 1.5,
    steps: [
      oilLevelCheck,
      oilPressureTest,
      sensorCircuitTest,
      {
        title: "Replace the sender and clean its screen",
        description:
          "If the mechanical gauge shows good pressure, replace the sender or switch (with the maker's screen/seal where fitted), clean the connector and apply dielectric grease to the seal.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-60 min",
        tools: ["Oil pressure sender socket", "Torque wrench"],
        parts: ["Oil pressure sensor/switch", "Sensor screen or seal"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "SAE J2012 code definition; widely reported owner forum pattern",
  },
  {
    id: "auto-oil-pump-pickup-sludge",
    vehicleTypes: ["automotive"],
    system: "lubrication",
    cause: "Clogged oil pickup screen (sludge) or worn oil pump - real low oil pressure",
    explanation:
      "Long oil-change intervals or coolant contamination form sludge that blocks the pump's pickup screen; a worn pump or bearings also lower pressure. The gauge confirms real low pressure, with ticking lifters and VVT codes.",
    symptoms: [
      "low oil pressure confirmed with a gauge",
      "oil pressure drops when hot",
      "sludge under the oil filler cap",
      "oil light at hot idle, engine ticking",
      "oil changes were skipped and now low pressure",
    ],
    keywords: ["oil pump", "pickup tube", "pickup screen", "sludge", "low oil pressure"],
    codes: ["P0521", "P0524", "P0011"],
    prior: 1,
    steps: [
      oilPressureTest,
      oilLevelCheck,
      {
        title: "Drop the pan and inspect the pickup",
        description:
          "Drain oil, remove the oil pan and inspect the pickup screen and pan for sludge, gasket material and bearing debris. Clean or replace the pickup with a new O-ring, replace the oil pump if its clearances are out of spec, and clean the pan.",
        safetyLevel: "High Risk",
        estimatedTime: "3-8 h",
        tools: ["Jack stands", "Gasket scraper", "Torque wrench", "Feeler gauges"],
        parts: ["Oil pickup tube O-ring", "Oil pump", "Oil pan gasket or sealant", "Engine oil and filter"],
        safety: [LIFTED_VEHICLE, HOT_ENGINE],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-oil-consumption-rings",
    vehicleTypes: ["automotive"],
    system: "lubrication",
    cause: "Excessive oil consumption from stuck or worn piston oil-control rings",
    explanation:
      "Low-tension oil control rings on some engines clog with carbon and let oil into the cylinders: the engine burns a litre every 1,000-2,000 km with little or no smoke. Toyota 2AZ-FE, Subaru FB25, early Audi/VW 2.0T and GM V8s with AFM are well-documented examples.",
    symptoms: [
      "burning oil but no leaks",
      "adding a quart of oil every 1000 miles",
      "oil level low between changes",
      "blue smoke on startup",
      "oil consumption problem",
      "low oil warning before oil change is due",
    ],
    keywords: ["oil consumption", "burning oil", "piston rings", "oil control rings", "blue smoke"],
    makes: ["toyota", "subaru", "audi", "volkswagen", "chevrolet", "gmc"],
    models: ["camry", "rav4", "corolla", "2az", "forester", "outback", "impreza", "fb25", "a4", "2.0t", "silverado", "tahoe", "5.3"],
    prior: 1.5,
    steps: [
      {
        title: "Run a monitored oil consumption test",
        description:
          "Change the oil, mark the level precisely, and check it every 500 miles (800 km) under normal driving, recording the oil added. Rule out external leaks and PCV faults at the same time. Dealers run the same test for warranty claims.",
        safetyLevel: "Low Risk",
        estimatedTime: "2-4 weeks",
        specs: ["Typical: many makers accept up to about 1 quart per 1,000-2,000 miles as normal - check the maker's statement"],
      },
      sparkPlugInspect,
      compressionTest,
      leakDownTest,
      {
        title: "Check for warranty extensions and repair",
        description:
          "Several makers extended warranties for piston/ring oil consumption on specific engines; ask the dealer with the VIN. The lasting fix is new pistons and rings; ring-cleaning treatments help only occasionally.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        parts: ["Pistons and rings (engine overhaul)"],
      },
    ],
    ref: "maker warranty extensions and class-action settlements; widely reported owner forum pattern",
  },
  {
    id: "auto-honda-vcm-oil-consumption",
    vehicleTypes: ["automotive"],
    system: "lubrication",
    cause: "Oil consumption and fouled plugs from cylinder deactivation (Honda V6 VCM)",
    explanation:
      "Honda 3.5 V6 engines with Variable Cylinder Management shut down cylinders at cruise; the rings on those cylinders can stick and burn oil, fouling their plugs and causing misfires. Honda extended warranties on some models and released software and piston ring repairs.",
    symptoms: [
      "honda odyssey misfire and oil burning",
      "pilot misfire cylinder 1 2 3 and low oil",
      "accord v6 fouled spark plugs",
      "vcm misfire honda",
      "oil consumption on honda v6",
    ],
    keywords: ["vcm", "variable cylinder management", "j35", "fouled plugs", "honda v6"],
    codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306", "P3400"],
    makes: ["honda", "acura"],
    models: ["odyssey", "pilot", "accord", "ridgeline", "mdx", "tl", "j35", "3.5"],
    prior: 1.2,
    steps: [scanCodes, sparkPlugInspect, compressionTest, leakDownTest],
    ref: "Honda warranty extension and service bulletins; widely reported owner forum pattern",
  },
  {
    id: "auto-valve-cover-gasket-leak",
    vehicleTypes: ["automotive"],
    system: "lubrication",
    cause: "Leaking valve cover gasket (oil burning on the exhaust manifold)",
    explanation:
      "The rubber valve cover gasket hardens and shrinks with heat, and oil seeps down onto the hot exhaust manifold: a burning oil smell and light smoke from under the bonnet after driving.",
    symptoms: [
      "burning oil smell after driving",
      "smoke from under the hood at stop lights",
      "oil leaking from the top of the engine",
      "oil dripping onto the exhaust manifold",
      "oily valve cover edges",
    ],
    keywords: ["valve cover gasket", "rocker cover gasket", "cam cover", "burning oil smell"],
    prior: 2,
    steps: [
      carVisualInspection,
      oilLeakTrace,
      {
        title: "Replace the valve cover gasket",
        description:
          "Remove coils/wires and the cover, clean the sealing faces, apply sealant only where the manual calls for it (usually at the timing cover joints), fit the new gasket and grommets and torque in sequence. Over-tightening cracks plastic covers.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Torque wrench", "Plastic scraper", "RTV sealant"],
        specs: ["Typical valve cover bolt torque: 8-12 N·m in sequence (check against the service manual)"],
        parts: ["Valve cover gasket set", "Spark plug tube seals (if fitted)"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-oil-pan-gasket-leak",
    vehicleTypes: ["automotive"],
    system: "lubrication",
    cause: "Leaking oil pan gasket or stripped/leaking drain plug",
    explanation:
      "The oil pan gasket or sealant bead and the drain plug washer are common drip points; a drain plug over-tightened at an oil change strips the pan threads and weeps constantly.",
    symptoms: [
      "oil drip under the engine",
      "oil spots on the driveway",
      "drain plug leaking after oil change",
      "oil pan wet all around the edge",
      "stripped oil drain plug",
    ],
    keywords: ["oil pan", "oil pan gasket", "drain plug", "sump", "oil drip"],
    prior: 1.5,
    steps: [
      oilLeakTrace,
      {
        title: "Fix the drain plug or reseal the pan",
        description:
          "Fit a new drain plug washer and torque correctly; a stripped thread takes an oversize or thread-repair plug. A leaking pan seal is replaced with a new gasket or the specified sealant bead on clean, dry faces, tightened in sequence.",
        safetyLevel: "High Risk",
        estimatedTime: "30 min-5 h",
        tools: ["Jack stands", "Torque wrench", "Gasket scraper"],
        specs: ["Typical drain plug torque: 25-40 N·m (check against the service manual)"],
        parts: ["Drain plug washer", "Oversize/thread-repair drain plug", "Oil pan gasket or sealant", "Engine oil and filter"],
        safety: [LIFTED_VEHICLE, HOT_ENGINE],
      },
      oilLevelCheck,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-rear-main-seal-leak",
    vehicleTypes: ["automotive"],
    system: "lubrication",
    cause: "Leaking rear main crankshaft seal",
    explanation:
      "The seal where the crankshaft exits the back of the engine hardens with age; oil drips from the joint between engine and transmission. Replacing it means removing the transmission, so it is confirmed carefully first (oil pan and valve cover leaks look similar).",
    symptoms: [
      "oil dripping between the engine and transmission",
      "rear main seal leak",
      "oil on the bottom of the bell housing",
      "oil leak at the back of the engine",
      "drips where the engine meets the gearbox",
    ],
    keywords: ["rear main seal", "crankshaft seal", "bell housing", "rms"],
    prior: 1,
    steps: [
      oilLeakTrace,
      {
        title: "Confirm at the bell housing inspection cover",
        description:
          "Remove the lower bell housing cover and check whether oil is coming from the seal area around the crank (engine oil) or the transmission input shaft seal (transmission fluid - different colour and smell).",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Jack stands", "Flashlight"],
        safety: [LIFTED_VEHICLE],
      },
      {
        title: "Replace the seal with the transmission removed",
        description:
          "Remove the transmission (and clutch on manuals), replace the seal with the proper installer so it sits square, check the PCV system, and replace the clutch if oil-soaked.",
        safetyLevel: "High Risk",
        estimatedTime: "4-10 h",
        tools: ["Transmission jack", "Seal installer", "Jack stands or lift"],
        parts: ["Rear main seal (or seal and retainer)", "Clutch kit if contaminated"],
        safety: [LIFTED_VEHICLE, "Transmissions are heavy: use a transmission jack and a helper."],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-bmw-oil-filter-housing-gasket",
    vehicleTypes: ["automotive"],
    system: "lubrication",
    cause: "Leaking oil filter housing gasket (BMW six-cylinder and others)",
    explanation:
      "On many BMW engines the oil filter housing gasket (and its oil cooler gaskets) hardens and leaks oil down the side of the block onto the belt and exhaust; an oil-soaked belt can shred and be pulled into the front crankshaft seal.",
    symptoms: [
      "bmw oil leak near the oil filter housing",
      "burning oil smell bmw 328i",
      "oil on the serpentine belt",
      "belt shredded and oil everywhere bmw",
      "oil dripping on the exhaust on the driver side",
    ],
    keywords: ["oil filter housing gasket", "ofhg", "oil cooler gasket", "bmw", "n52", "n54", "n55", "n20"],
    makes: ["bmw", "mini"],
    models: ["328i", "335i", "528i", "535i", "x3", "x5", "n52", "n54", "n55", "n20", "e90", "f30"],
    prior: 1.5,
    steps: [
      carVisualInspection,
      oilLeakTrace,
      {
        title: "Replace the housing gaskets and inspect the belt",
        description:
          "Remove the intake parts above the housing, replace the filter housing and oil cooler gaskets, clean oil from the belt area, and replace the drive belt if it is oil-soaked or frayed (a frayed belt can be drawn into the front crank seal).",
        safetyLevel: "Safety Required",
        estimatedTime: "2-4 h",
        tools: ["Torx bits", "Torque wrench"],
        parts: ["Oil filter housing gasket", "Oil cooler gaskets", "Drive belt"],
        safety: [HOT_ENGINE, RUNNING_ENGINE],
      },
    ],
    ref: "widely reported owner forum pattern; common BMW shop failure",
  },
];
