import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, coolantCheck, fuseRelayCheck, scanCodes } from "../../../steps-common.ts";
import { RUNNING_ENGINE, carTestDrive, coolingPressureTest, sensorCircuitTest } from "./steps.ts";

const OVERHEAT_WARNING =
  "If the gauge reaches the red, pull over, switch off the AC, and let the engine cool; never open the radiator cap on a hot engine.";

// Cooling: temperature control and heat removal (thermostat, pump, fans, cap).
export const coolingEntries: FaultEntry[] = [
  {
    id: "auto-thermostat-stuck-open",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Thermostat stuck open (engine slow to warm up, P0128)",
    explanation:
      "A thermostat stuck open lets coolant flow through the radiator all the time, so the engine takes very long to warm up or never reaches temperature in cold weather: weak heater, low gauge, poorer fuel economy and P0128.",
    symptoms: [
      "P0128 coolant thermostat",
      "temperature gauge stays low on the highway",
      "heater blows lukewarm air in winter",
      "takes forever to warm up",
      "temp needle drops when driving, rises at idle",
      "bad gas mileage in winter and low temp gauge",
    ],
    keywords: ["thermostat", "stuck open", "p0128", "slow warm up", "no heat", "temp gauge low"],
    codes: ["P0128", "P0125"],
    prior: 2,
    steps: [
      scanCodes,
      {
        title: "Watch the warm-up curve",
        description:
          "From a cold start, log coolant temperature on a scan tool (or watch with an infrared thermometer on the upper hose). A normal thermostat keeps the upper radiator hose cool until the engine reaches its opening temperature, then it warms quickly. A hose that warms with the engine from the start, or temperature that stalls well below normal on the road, means stuck open.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool", "Infrared thermometer"],
        specs: ["Typical thermostat opening: 82-95 °C (180-203 °F); many engines run 90-105 °C (check against the service manual)"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      sensorCircuitTest,
      {
        title: "Replace the thermostat",
        description:
          "Engine cold: drain coolant below the thermostat, replace the thermostat (and housing/gasket on engines where they come as one), refill with the specified coolant and bleed air as the manual describes.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Drain pan", "Torque wrench", "Spill-free funnel"],
        parts: ["Thermostat (OE temperature rating)", "Thermostat gasket or housing", "Coolant of the specified type"],
        safety: [HOT_ENGINE, "Coolant is toxic and sweet-tasting: catch it and keep it away from children and pets."],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-thermostat-stuck-closed",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Thermostat stuck closed (overheating within minutes)",
    explanation:
      "A thermostat stuck closed keeps coolant from reaching the radiator, so the engine overheats quickly even on a short drive while the radiator and lower hose stay cool; continuing to drive risks a blown head gasket.",
    symptoms: [
      "overheating after 10 minutes of driving",
      "temp gauge goes to hot but radiator is cold",
      "upper radiator hose hot, lower hose cold",
      "coolant boiling over at the reservoir",
      "engine overheating, fans running, coolant full",
    ],
    keywords: ["thermostat", "stuck closed", "overheating", "temp gauge high", "boil over"],
    codes: ["P0217", "P0118"],
    prior: 1.5,
    steps: [
      coolantCheck,
      {
        title: "Compare upper and lower hose temperatures",
        description:
          "Warm the engine carefully while watching the gauge. With an infrared thermometer, compare the engine outlet, upper hose and lower hose: a hot engine with a cool radiator and lower hose means no flow through the thermostat (or a failed water pump).",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Infrared thermometer", "Scan tool"],
        safety: [OVERHEAT_WARNING, RUNNING_ENGINE, HOT_ENGINE],
      },
      coolingPressureTest,
      {
        title: "Replace the thermostat and bleed the system",
        description:
          "Replace the thermostat with the correct temperature rating, refill and bleed air carefully. Check for head gasket damage afterwards if the engine was driven hot.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["Thermostat", "Gasket or housing", "Coolant"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-water-pump-failed",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Failing water pump (leaking seal, worn bearing or broken impeller)",
    explanation:
      "The water pump's seal wears and weeps coolant from the weep hole, the bearing gets noisy, or the impeller corrodes or slips so coolant stops circulating; the engine overheats, especially at idle or under load.",
    symptoms: [
      "coolant dripping from the front of the engine",
      "grinding or whining from the water pump",
      "pink crust around the water pump",
      "overheating with the heater blowing cold",
      "water pump wobble",
      "puddle of coolant under the front center of the car",
      "coolant leak behind the belt and pulleys, sweet smell when hot",
    ],
    keywords: ["water pump", "coolant pump", "weep hole", "impeller", "bearing"],
    codes: ["P0217"],
    prior: 1.5,
    steps: [
      coolantCheck,
      coolingPressureTest,
      {
        title: "Check the pump bearing and shaft",
        description:
          "Engine off, belt removed (belt-driven pump): rock the pump pulley by hand. Any wobble, roughness or noise means a worn bearing. Look for dried coolant streaks below the weep hole.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Belt tensioner tool", "Flashlight"],
        safety: [HOT_ENGINE, "Engine off and key out before removing the belt."],
      },
      {
        title: "Replace the water pump",
        description:
          "Drain coolant, replace the pump and gasket or O-ring, torque the bolts in a cross pattern. On engines where the timing belt drives the pump, replace the belt kit at the same time. Refill and bleed.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-6 h",
        tools: ["Torque wrench", "Drain pan"],
        specs: ["Typical water pump bolt torque: 10-25 N·m (check against the service manual)"],
        parts: ["Water pump", "Gasket/O-ring", "Coolant", "Timing belt kit (if belt-driven pump behind the timing cover)"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-radiator-fan-not-working",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Electric radiator cooling fan not running (failed fan motor, relay, fuse or fan module)",
    explanation:
      "At idle and in traffic there is no ram air, so the engine depends on the electric fan; a dead motor, burnt relay, blown fuse or failed fan control module lets the temperature climb when stopped and drop again once moving. The AC also blows warm at idle.",
    symptoms: [
      "overheats in traffic but fine on the highway",
      "radiator fan not coming on",
      "temperature rises at idle, drops when driving",
      "ac blows warm when stopped",
      "fan relay bad",
      "cooling fan makes a grinding noise then stopped",
    ],
    keywords: ["radiator fan", "cooling fan", "fan relay", "fan motor", "fan control module", "electric fan"],
    codes: ["P0480", "P0481", "P0691", "P0692", "P0217"],
    prior: 2,
    steps: [
      scanCodes,
      {
        title: "See whether the fan runs when it should",
        description:
          "Warm the engine to operating temperature (or switch on the AC, which calls for the fan on most cars) and watch the fan. Use the scan tool fan command if available.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-15 min",
        tools: ["Scan tool with fan command"],
        safety: [RUNNING_ENGINE, OVERHEAT_WARNING],
      },
      fuseRelayCheck,
      {
        title: "Power the fan directly",
        description:
          "Engine off and key out, unplug the fan and feed it battery voltage through a fused jumper. A fan that does not spin, spins slowly or draws excessive current has failed. Check the connector for melted pins.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Fused jumper leads", "DC clamp meter"],
        specs: ["Typical fan current: roughly 10-30 A depending on size (check against the service manual)"],
        parts: ["Radiator fan motor/assembly", "Fan relay", "Fan control module", "Connector pigtail"],
        safety: ["Keep hands clear: the fan starts instantly when powered."],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-fan-clutch-failed",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Worn viscous fan clutch (trucks and RWD SUVs overheating when towing or at idle)",
    explanation:
      "Many pickups and rear-drive SUVs use an engine-driven fan with a silicone-fluid clutch; when the fluid leaks or the clutch wears it freewheels, so airflow is too low at idle, in traffic or when towing, and the engine runs hot.",
    symptoms: [
      "truck overheats when towing uphill",
      "fan spins freely with engine off",
      "running hot at idle with ac on, pickup",
      "no fan roar when the engine is hot",
      "oily streaks around the fan clutch",
    ],
    keywords: ["fan clutch", "viscous fan", "clutch fan", "mechanical fan", "towing overheating"],
    codes: ["P0217", "P0483", "P0526"],
    makes: ["ford", "chevrolet", "gmc", "ram", "dodge", "jeep", "toyota", "nissan"],
    models: ["f-150", "f-250", "silverado", "sierra", "tahoe", "1500", "2500", "grand cherokee", "4runner", "tacoma", "tundra", "frontier", "titan"],
    prior: 1,
    steps: [
      {
        title: "Check the fan clutch by hand (engine cold and off)",
        description:
          "Key out: spin the fan by hand. A good clutch gives noticeable drag and stops within about a turn or two; a fan that spins freely many times, wobbles or shows oily fluid streaks has failed.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      {
        title: "Check engagement when hot",
        description:
          "With the engine hot (on electronically controlled clutches, command it on with a scan tool), the fan should roar noticeably louder; fan speed can be compared with engine speed on a scan tool where a fan speed sensor is fitted.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Scan tool", "Optical tachometer (optional)"],
        safety: [RUNNING_ENGINE, HOT_ENGINE, "Never touch or stop a mechanical fan with the engine running."],
      },
      {
        title: "Replace the fan clutch",
        description:
          "Remove the fan and clutch with the correct fan-clutch wrench set (many are left-hand thread), check the fan blades for cracks, and fit the new clutch.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Fan clutch wrench set"],
        parts: ["Fan clutch", "Fan blade (if cracked)"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-radiator-cap-faulty",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Faulty radiator or reservoir pressure cap",
    explanation:
      "The cap holds the cooling system under pressure to raise the boiling point; a worn seal or weak spring lets coolant boil and vent to the overflow at normal temperatures, while a stuck vacuum valve collapses hoses as it cools.",
    symptoms: [
      "coolant pushing out of the overflow",
      "reservoir overflowing after driving",
      "radiator hose collapsed when cold",
      "slowly losing coolant with no visible leak",
      "steam from the cap area",
    ],
    keywords: ["radiator cap", "pressure cap", "expansion tank cap", "reservoir cap"],
    prior: 1,
    steps: [
      coolantCheck,
      coolingPressureTest,
      {
        title: "Replace the cap with the correct rating",
        description:
          "Fit a new cap with the pressure rating printed on the original. A cap is cheap and worth replacing whenever the cooling system is serviced; keep watching for boiling, which can also be caused by combustion gas from a head gasket.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        parts: ["Radiator or expansion tank cap of the correct pressure rating"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-bmw-electric-water-pump",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Failed electric water pump (BMW N52/N54/N55 and others)",
    explanation:
      "Many BMW six-cylinder engines circulate coolant with an electric pump that fails without warning, often around 60,000-100,000 miles; the car goes into reduced power with a coolant temperature warning and may overheat within minutes.",
    symptoms: [
      "bmw engine overheating warning and reduced power",
      "coolant temperature too high message bmw",
      "electric water pump failed",
      "fans running full speed and temp warning on 328i",
      "drive moderately message and overheating",
    ],
    keywords: ["electric water pump", "coolant pump", "bmw", "n52", "n54", "n55", "thermostat"],
    codes: ["P2600", "P0217"],
    makes: ["bmw", "mini"],
    models: ["328i", "335i", "528i", "535i", "x3", "x5", "n52", "n54", "n55", "e90", "f30"],
    prior: 1.3,
    steps: [
      scanCodes,
      {
        title: "Check pump operation with the maker's test",
        description:
          "With a BMW-capable scan tool read the coolant pump fault memory (pump speed, current, dry-running) and run the cooling system bleed/test procedure; a pump that does not run or reports faults has failed. Check its fuse and power supply first.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["BMW-capable scan tool", "Digital multimeter"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      {
        title: "Replace pump and thermostat and bleed",
        description:
          "Replace the electric pump and (usually) the electronically mapped thermostat, refill with the specified coolant and run the electronic bleeding routine with a battery charger connected.",
        safetyLevel: "High Risk",
        estimatedTime: "2-4 h",
        tools: ["Jack stands", "Torque wrench", "Battery charger"],
        parts: ["Electric water pump", "Thermostat", "BMW-spec coolant"],
        safety: [HOT_ENGINE, "Work under the car only on rated jack stands with the wheels chocked."],
      },
    ],
    ref: "widely reported owner forum pattern; common BMW shop failure",
  },
];
