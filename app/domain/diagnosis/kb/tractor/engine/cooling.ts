import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, LOCKOUT, coolantCheck, testDriveVerify, visualInspection } from "../../../steps-common.ts";
import { RUNNING_ENGINE, coolantPressureTest, coolingPackCleanout, mowerLockoutStep, sensorCircuitTest } from "./steps.ts";

// Liquid and air cooling. Chaff-plugged cores are the first suspect on any farm machine that overheats.
export const coolingEntries: FaultEntry[] = [
  {
    id: "tr-radiator-chaff",
    vehicleTypes: ["tractor"],
    system: "cooling",
    cause: "Radiator, screens and cooler stack plugged with chaff and dust",
    explanation:
      "Combines, balers, mowers and loaders working in chaff, seed fluff, cotton or dust pack the rotary screen, radiator and cooler fins; airflow drops and the engine overheats under load, usually on hot afternoons.",
    symptoms: [
      "overheating in the field",
      "temp gauge climbs when working hard",
      "high coolant temp warning",
      "radiator plugged with chaff",
      "overheats on hot days only",
      "combine overheating rotary screen",
      "runs hot while mowing hay",
    ],
    keywords: ["radiator", "screen", "rotary screen", "chaff", "overheating", "cooler", "fins"],
    codes: ["SPN 110 FMI 0", "SPN 110 FMI 16", "SPN 110 FMI 15"],
    prior: 3,
    ref: "common field failure",
    steps: [
      coolantCheck,
      coolingPackCleanout,
      {
        title: "Check the screen drive and fan",
        description:
          "On combines and machines with rotary screens or reversing fans, check the screen turns and its wiper/vacuum seals, and the reversing fan cycles. Check the fan shroud and seals are in place so air is pulled through the cores, not around them.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Flashlight"],
        parts: ["Rotary screen seals", "Fan shroud seals"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-fan-belt-cooling",
    vehicleTypes: ["tractor"],
    system: "cooling",
    cause: "Slipping or broken fan/water pump belt, or failed fan drive",
    explanation:
      "If the belt slips or breaks, or a viscous or hydraulic fan drive stops engaging, the fan and often the water pump slow down and the engine overheats quickly, especially at low ground speed.",
    symptoms: [
      "overheating and belt squealing",
      "fan not turning fast",
      "belt broke engine got hot",
      "overheats at idle",
      "temperature rises fast after belt noise",
      "fan clutch not engaging",
    ],
    keywords: ["fan belt", "water pump belt", "fan clutch", "viscous fan", "hydraulic fan"],
    codes: ["SPN 110 FMI 0"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      visualInspection,
      {
        title: "Check belt tension and fan drive",
        description:
          "Set the belt tension to spec and replace a glazed or cracked belt. With the engine off and cold, spin a viscous fan: it should turn with some resistance, not freewheel. Hydraulic fan drives are checked for speed with the service tool.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Belt tension gauge", "Wrenches"],
        specs: ["Typical: about 7-12 mm (1/4-1/2 in) belt deflection under firm thumb pressure (check against the service manual)"],
        parts: ["Fan/water pump belt", "Fan drive"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-thermostat-stuck",
    vehicleTypes: ["tractor"],
    system: "cooling",
    cause: "Thermostat stuck closed (overheating) or stuck open (runs cold)",
    explanation:
      "A thermostat stuck closed stops coolant reaching the radiator, so the engine overheats with a cold radiator; one stuck open keeps the engine cold, giving poor cab heat, wet stacking and failed DPF regenerations.",
    symptoms: [
      "overheating but radiator is cold",
      "top hose cold engine hot",
      "runs cold never warms up",
      "no heat in the cab",
      "temp gauge stays low",
      "overheats quickly after startup",
    ],
    keywords: ["thermostat", "stat", "runs cold", "no heat", "overheat"],
    codes: ["SPN 110"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Compare hose temperatures while warming up",
        description:
          "From cold, run the engine and carefully feel or infrared-measure the upper radiator hose. It should stay cool, then warm suddenly when the thermostat opens. A hot engine with a cool hose means stuck closed; a hose warming from the start with the engine never reaching temperature means stuck open.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Infrared thermometer"],
        specs: ["Typical: thermostats start to open around 82-88 °C (180-190 °F) (check the number stamped on the thermostat)"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      {
        title: "Remove and test the thermostat",
        description:
          "Engine cold: drain some coolant, remove the thermostat and heat it in water with a thermometer; it should start opening near its rated temperature. Replace it with a new seal.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Socket set", "Pot of water and thermometer", "Drain pan"],
        parts: ["Thermostat", "Thermostat gasket or seal", "Coolant"],
        safety: [HOT_ENGINE],
      },
      coolantCheck,
    ],
  },
  {
    id: "tr-water-pump",
    vehicleTypes: ["tractor"],
    system: "cooling",
    cause: "Failed water pump (leaking seal, worn bearing or eroded impeller)",
    explanation:
      "The water pump seal leaks coolant out of its weep hole before the bearing fails; a worn bearing wobbles the pulley and growls, and an eroded impeller circulates too little coolant.",
    symptoms: [
      "coolant dripping from the front of the engine",
      "water pump leaking from weep hole",
      "growling noise from the fan",
      "fan wobbles",
      "overheating with full radiator",
    ],
    keywords: ["water pump", "weep hole", "impeller", "bearing", "coolant leak"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      coolantPressureTest,
      {
        title: "Check the pump bearing and weep hole",
        description:
          "Engine off, belt removed: rock the pump pulley or fan. Any play or roughness means a worn bearing. Coolant traces or crust below the weep hole mean a leaking seal.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Flashlight"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      {
        title: "Replace the water pump",
        description:
          "Drain the coolant, replace the pump and gasket, refill with the correct coolant mix and bleed air. Replace the belt at the same time.",
        safetyLevel: "Safety Required",
        estimatedTime: "2-4 h",
        tools: ["Socket set", "Torque wrench", "Drain pan"],
        parts: ["Water pump", "Water pump gasket", "Belt", "Coolant"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-combustion-gas-coolant",
    vehicleTypes: ["tractor"],
    system: "cooling",
    cause: "Head gasket leak pushing combustion gas into the coolant",
    explanation:
      "A small head gasket or liner seal leak forces combustion gas into the cooling system under load: the overflow bottle bubbles and pushes out coolant, and the engine overheats under load even though the radiator is clean.",
    symptoms: [
      "coolant bubbling in the overflow tank",
      "pushing coolant out of the overflow",
      "radiator hoses rock hard",
      "overheats under load only after head gasket",
      "coolant smells like exhaust",
      "air pockets in the cooling system keep coming back",
    ],
    keywords: ["head gasket", "combustion gas", "bubbles", "overflow", "liner seal"],
    codes: ["SPN 110 FMI 0", "SPN 111 FMI 1"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      coolantCheck,
      {
        title: "Block test the coolant for combustion gas",
        description:
          "Lower the coolant level slightly, fit a combustion leak tester to the filler neck and draw air from above the coolant through the fluid while the engine runs and is loaded if possible. A colour change confirms exhaust gas in the coolant.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Combustion leak (block) tester"],
        safety: [HOT_ENGINE, RUNNING_ENGINE],
      },
      coolantPressureTest,
      {
        title: "Repair the head gasket",
        description:
          "Pressure-test the head for cracks and check flatness before fitting a new head gasket. Torque the head to spec in sequence; engines with wet liners need liner protrusion checked.",
        safetyLevel: "Safety Required",
        estimatedTime: "6-12 h",
        parts: ["Head gasket set", "Head bolts (if single-use)", "Coolant"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
    ],
  },
  {
    id: "tr-coolant-temp-sender",
    vehicleTypes: ["tractor"],
    system: "cooling",
    cause: "Faulty coolant temperature sender/sensor or its wiring",
    explanation:
      "A failed temperature sender or broken wire makes the gauge read pegged hot, stuck cold or erratic, or logs sensor circuit codes, while the engine itself is at normal temperature.",
    symptoms: [
      "temp gauge reads hot but engine is not",
      "temperature gauge not working",
      "temp gauge jumps around",
      "gauge pegged hot right after start",
      "coolant temp sensor code",
    ],
    keywords: ["temp sender", "temperature sensor", "ECT", "gauge", "sender"],
    codes: ["SPN 110 FMI 3", "SPN 110 FMI 4", "SPN 110 FMI 2"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      {
        title: "Confirm the real temperature",
        description:
          "With the engine warm, measure the thermostat housing and upper hose with an infrared thermometer and compare with the gauge or live sensor reading in the service tool.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Infrared thermometer", "Diagnostic reader"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      sensorCircuitTest,
      {
        title: "Replace the sender or sensor",
        description:
          "Engine cold: measure the sensor resistance against the temperature chart, then replace it with thread sealant only where the manual calls for it (single-wire senders ground through their threads). Top up coolant.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Deep socket", "Digital multimeter"],
        specs: ["Typical NTC sensor: several kΩ cold, a few hundred Ω at operating temperature (check against the service manual table)"],
        parts: ["Coolant temperature sender or sensor", "Sealing washer"],
        safety: [HOT_ENGINE],
      },
    ],
  },
  {
    id: "tr-coolant-leak-low",
    vehicleTypes: ["tractor"],
    system: "cooling",
    cause: "Low coolant from leaking hoses, radiator or a failed radiator cap",
    explanation:
      "Cracked hoses, loose clamps, a holed or corroded radiator and a cap that no longer holds pressure let coolant escape; the level drops until the engine overheats or the low coolant alarm sounds.",
    symptoms: [
      "low coolant warning",
      "losing coolant",
      "green puddle under tractor",
      "radiator leaking",
      "hose burst",
      "have to add water every day",
      "steam from under the hood",
    ],
    keywords: ["coolant leak", "radiator leak", "hose", "radiator cap", "low coolant", "antifreeze"],
    codes: ["SPN 111 FMI 1", "SPN 111 FMI 18"],
    prior: 2,
    ref: "common field failure",
    steps: [coolantCheck, coolantPressureTest, visualInspection, testDriveVerify],
  },
  {
    id: "tr-air-cooled-fins",
    vehicleTypes: ["tractor"],
    system: "cooling",
    cause: "Air-cooled mower engine overheating: blocked cooling fins, screen or missing shrouds",
    explanation:
      "Air-cooled mower engines rely on air pulled through the flywheel screen and across the head fins. Grass clippings, mouse nests and missing shrouds trap heat, causing power loss, vapour lock, oil breakdown and scored cylinders.",
    symptoms: [
      "mower overheating",
      "engine hot and losing power after mowing",
      "grass packed on the engine",
      "smells hot and dies",
      "zero turn engine running very hot",
    ],
    keywords: ["cooling fins", "flywheel screen", "shroud", "blower housing", "air cooled"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      {
        title: "Clean the flywheel screen, shrouds and head fins",
        description:
          "Remove the blower housing and cylinder shrouds, scrape and blow out packed grass and nests between the fins, and refit every shroud: running without them causes overheating.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Socket set", "Plastic scraper", "Compressed air"],
        safety: [LOCKOUT, HOT_ENGINE, "Wear eye protection and a dust mask."],
      },
      {
        title: "Check oil level and grade",
        description: "Top up with the oil grade in the engine manual; overheated oil thins and accelerates wear.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
        parts: ["Engine oil of the specified grade"],
      },
      {
        title: "Check engine temperature after mowing",
        description:
          "After 20-30 minutes of mowing, measure the cylinder heads with an infrared thermometer and compare cylinders; one much hotter than the other points at a blocked shroud or a lean carburetor.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        tools: ["Infrared thermometer"],
        safety: [HOT_ENGINE, "Keep clear of the deck and discharge chute while the blades run."],
      },
    ],
  },
];
