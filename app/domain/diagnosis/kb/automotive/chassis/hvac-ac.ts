import type { FaultEntry } from "../../../types.ts";
import { fuseRelayCheck } from "../../../steps-common.ts";
import { REFRIGERANT, RUNNING_ENGINE, acPressureTest, circuitTest, verifyRepair } from "./steps.ts";

// Refrigerant side of the air conditioning.
export const hvacAcEntries: FaultEntry[] = [
  {
    id: "auto-c-ac-low-refrigerant",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Low refrigerant from a leak in the A/C system",
    explanation:
      "A/C systems are sealed, so low refrigerant always means a leak (O-rings, condenser stone damage, evaporator, compressor seal, Schrader valves); with too little charge the low-pressure switch stops the compressor or it cycles rapidly and the air comes out cool at best.",
    symptoms: [
      "ac blowing warm",
      "air conditioning not cold anymore",
      "ac only slightly cool on hot days",
      "ac compressor clicks on and off every few seconds",
      "ac was cold last summer, now warm",
      "a/c needs recharge every year",
      "oily spot on the ac lines",
    ],
    keywords: ["refrigerant", "freon", "r134a", "r-1234yf", "recharge", "ac leak", "low charge"],
    prior: 3,
    steps: [
      acPressureTest,
      {
        title: "Find the leak before recharging",
        description:
          "Look for oily dirt at fittings, the condenser face and the compressor. Use an electronic leak detector (probe below fittings, refrigerant is heavier than air) or UV dye with a lamp; evaporator leaks can be sniffed at the drain or a vent.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Electronic refrigerant leak detector", "UV dye kit and lamp"],
        parts: ["A/C O-ring kit (refrigerant-compatible)", "Condenser", "Schrader valve cores", "Evaporator"],
        safety: [REFRIGERANT],
      },
      {
        title: "Repair, evacuate and recharge by weight",
        description:
          "After repair, replace the receiver-drier or accumulator if the system was open, pull a vacuum and check it holds, then charge the exact weight on the under-hood label with the correct oil. Do-it-yourself cans with sealer can damage shop equipment and components.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-1.5 h",
        tools: ["Recovery/recharge machine", "Vacuum pump", "Refrigerant scale"],
        specs: ["Typical: hold 500 microns or better for 10-15 minutes after evacuation (check the service manual)"],
        parts: ["Receiver-drier or accumulator", "Refrigerant of the labeled type", "Compressor oil (PAG/POE as specified)"],
        safety: [REFRIGERANT],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-ac-condenser-leak",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Leaking A/C condenser (stone damage or corrosion)",
    explanation:
      "The condenser sits at the very front of the car where stones and road salt hit it; a pinhole leak lets all the refrigerant out within days or weeks. Some recent Honda models have a widely reported condenser leak pattern.",
    symptoms: [
      "ac stopped working soon after a recharge",
      "ac blows warm and compressor doesn't kick on",
      "oily spot on the condenser",
      "ac condenser leaking",
      "air conditioning quit after driving behind a gravel truck",
    ],
    keywords: ["condenser", "ac condenser", "refrigerant leak", "pinhole"],
    makes: ["honda"],
    models: ["civic", "cr-v"],
    prior: 1.2,
    steps: [
      acPressureTest,
      {
        title: "Leak-test the condenser face",
        description:
          "With the system holding some charge, probe the condenser face and its fittings with an electronic leak detector, or add UV dye and inspect with a lamp; look for oily patches and impact marks through the grille.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Electronic refrigerant leak detector", "UV dye kit and lamp"],
        parts: ["A/C condenser (often with integrated receiver-drier)", "O-rings"],
        safety: [REFRIGERANT],
      },
      {
        title: "Replace the condenser and recharge by weight",
        description:
          "Recover any remaining refrigerant, replace the condenser and the drier, add the specified oil, evacuate, check it holds vacuum and charge the labeled weight. Check for warranty or extended coverage first.",
        safetyLevel: "Safety Required",
        estimatedTime: "1.5-3 h",
        tools: ["Recovery/recharge machine", "Vacuum pump"],
        parts: ["A/C condenser", "Receiver-drier/desiccant", "Refrigerant of the labeled type", "Compressor oil as specified"],
        safety: [REFRIGERANT],
      },
      verifyRepair,
    ],
    ref: "widely reported owner pattern; common shop failure",
  },
  {
    id: "auto-c-ac-clutch-not-engaging",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "A/C compressor clutch not engaging (failed clutch coil, relay or fuse)",
    explanation:
      "The compressor only pumps when its magnetic clutch pulls in; a blown fuse, failed A/C relay, open clutch coil or a pressure switch input stops it, so the A/C light comes on but the air stays warm.",
    symptoms: [
      "ac compressor not turning on",
      "ac clutch not engaging",
      "ac light on but air not cold",
      "compressor pulley spins but the center doesn't",
      "no click when I turn on the ac",
      "ac blowing hot air",
    ],
    keywords: ["ac clutch", "compressor clutch", "ac relay", "clutch coil", "pressure switch"],
    prior: 2,
    steps: [
      {
        title: "Watch the clutch with A/C on",
        description:
          "Engine idling, A/C on max: the center plate of the compressor pulley should pull in and spin with the pulley. Watch from a safe position; do not reach near the belt.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [RUNNING_ENGINE],
      },
      fuseRelayCheck,
      {
        title: "Test the clutch coil and its command",
        description:
          "Check for battery voltage at the clutch connector with A/C commanded on. Voltage present but no engagement = coil open or air gap too large; no voltage = relay, pressure switch input (low charge) or control module. Check refrigerant pressure before jumping a pressure switch.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Multimeter", "A/C gauge set"],
        specs: ["Typical clutch coil resistance: about 2-5 Ω (check the service manual)"],
        parts: ["A/C compressor clutch relay", "A/C clutch coil/clutch kit", "A/C pressure switch"],
        safety: [RUNNING_ENGINE, REFRIGERANT],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-honda-ac-clutch-gap",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Worn A/C compressor clutch with excessive air gap (Honda/Acura)",
    explanation:
      "On many Honda and Acura models the compressor clutch air gap grows as it wears and the coil can no longer pull the plate in when hot, so the A/C works on cool mornings and blows warm once the engine bay heats up; removing a shim to reset the gap often restores it.",
    symptoms: [
      "honda ac works in the morning but blows warm in the afternoon",
      "ac stops cooling after driving for a while",
      "ac goes warm in traffic then cold again",
      "compressor clutch not engaging when hot",
      "cr-v air conditioning intermittent",
    ],
    keywords: ["ac clutch", "air gap", "clutch shim", "thermal protector", "compressor clutch"],
    makes: ["honda", "acura"],
    models: ["cr-v", "crv", "accord", "civic", "odyssey", "pilot", "element", "mdx", "tsx"],
    prior: 1.5,
    steps: [
      {
        title: "Catch it while it fails",
        description:
          "When the A/C is warm after a drive, check whether the clutch plate is engaged and whether it has voltage. Voltage present with the plate not pulled in confirms a clutch gap or coil problem, not refrigerant.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Multimeter"],
        safety: [RUNNING_ENGINE],
      },
      {
        title: "Measure and reset the clutch air gap",
        description:
          "Engine off and cool, measure the gap between the pressure plate and pulley at several points with a feeler gauge. If too large, remove the plate (center bolt) and take out a shim to bring it into spec; check the coil and its thermal protector resistance.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Feeler gauges", "Clutch plate holder", "Socket set"],
        specs: ["Typical Honda clutch air gap: about 0.35-0.60 mm (0.014-0.024 in) - check the service manual"],
        parts: ["Compressor clutch kit (plate, pulley, coil)", "Clutch shims"],
        safety: ["Engine off and key out; keep the battery disconnected while working near the belt."],
      },
      acPressureTest,
    ],
    ref: "widely reported owner pattern; Honda service information",
  },
  {
    id: "auto-c-condenser-fan",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Condenser/radiator cooling fan not running with the A/C on",
    explanation:
      "At low speed the condenser needs fan airflow to shed heat; if the fan motor, relay or control fails, high-side pressure climbs and the A/C blows warm at idle and in traffic but cools again at highway speed.",
    symptoms: [
      "ac cold on the highway but warm at stop lights",
      "air conditioning gets warm in traffic",
      "ac only works when driving",
      "cooling fan doesn't come on with ac",
      "ac blows warm when idling",
    ],
    keywords: ["condenser fan", "cooling fan", "fan relay", "electric fan", "high side pressure"],
    prior: 2,
    steps: [
      {
        title: "Check the fan runs with A/C on",
        description:
          "Engine idling, A/C on max: the electric fan(s) should run (many cars run at least low speed whenever A/C is on). Look for a fan that does not spin, spins slowly or a dirty, bent condenser blocked by leaves and bugs.",
        safetyLevel: "Safety Required",
        estimatedTime: "5-10 min",
        safety: [RUNNING_ENGINE, "Electric fans can start at any time even with the engine off: keep fingers out."],
      },
      fuseRelayCheck,
      circuitTest,
      acPressureTest,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-ac-compressor-internal",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Internally failed A/C compressor (worn valves or seized)",
    explanation:
      "A compressor with worn reed valves or pistons cannot build pressure difference, so low and high sides read nearly the same; a seizing compressor grinds or squeals the belt and can shed metal through the whole system.",
    symptoms: [
      "grinding noise when the ac is on",
      "ac compressor making noise",
      "belt squeals when ac turns on",
      "ac pressures both the same",
      "ac compressor seized",
      "rattle from the compressor that stops when ac is off",
    ],
    keywords: ["ac compressor", "compressor failure", "black death", "reed valve"],
    prior: 1.2,
    steps: [
      acPressureTest,
      {
        title: "Check noise and compressor control",
        description:
          "Listen at the compressor with A/C on and off (from a safe distance or with a stethoscope). On variable-displacement compressors, check the control valve and its command before condemning the compressor.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Mechanic's stethoscope", "Scan tool"],
        safety: [RUNNING_ENGINE],
      },
      {
        title: "Replace the compressor and clean the system",
        description:
          "Recover the refrigerant, replace compressor, expansion valve or orifice tube and drier/accumulator; flush lines and replace the condenser if it is a parallel-flow type that cannot be flushed after metal contamination. Add the right oil amount, evacuate and charge by weight.",
        safetyLevel: "Safety Required",
        estimatedTime: "3-5 h",
        tools: ["Recovery/recharge machine", "Flush kit"],
        parts: ["A/C compressor", "Expansion valve or orifice tube", "Receiver-drier or accumulator", "Condenser"],
        safety: [REFRIGERANT],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-ac-expansion-restriction",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Blocked A/C expansion valve or orifice tube",
    explanation:
      "Debris or moisture ice blocks the metering device, so the evaporator starves: low side pulls very low, lines frost up and the air gets cool then warm, especially after a long run.",
    symptoms: [
      "ac line frosted over",
      "ice on the ac pipe and air not cold",
      "ac cold at first then warm after 20 minutes",
      "low side pressure very low",
      "ac cycles and vents blow cool then warm",
    ],
    keywords: ["expansion valve", "txv", "orifice tube", "restriction", "frost"],
    prior: 0.8,
    steps: [
      acPressureTest,
      {
        title: "Look for a temperature drop at the restriction",
        description:
          "A sharp temperature change or frost at one point of the line (at the orifice tube or expansion valve) marks the blockage. Moisture ice that blocks after a while points at a saturated drier.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Infrared thermometer"],
        safety: [RUNNING_ENGINE, REFRIGERANT],
      },
      {
        title: "Replace the metering device and drier",
        description: "Recover, replace the orifice tube or expansion valve and the drier/accumulator, evacuate thoroughly to remove moisture and charge by weight.",
        safetyLevel: "Safety Required",
        estimatedTime: "1.5-3 h",
        parts: ["Expansion valve", "Orifice tube", "Receiver-drier or accumulator"],
        safety: [REFRIGERANT],
      },
    ],
    ref: "common shop failure",
  },
];
