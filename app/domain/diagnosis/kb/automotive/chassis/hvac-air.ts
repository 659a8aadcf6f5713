import type { FaultEntry } from "../../../types.ts";
import { BATTERY_GAS, HOT_ENGINE, fuseRelayCheck } from "../../../steps-common.ts";
import { DASH_WORK, SRS_SAFETY, circuitTest, moduleScan } from "./steps.ts";

// Air handling inside the cabin: blower, heater core, filters and drains (air doors are in hvac-doors.ts).
export const hvacAirEntries: FaultEntry[] = [
  {
    id: "auto-c-blower-resistor",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Failed blower motor resistor (fan only works on high)",
    explanation:
      "Lower fan speeds run through a resistor pack that drops voltage to the blower; when a coil or the thermal fuse burns open, the lower speeds stop and only the high speed, which bypasses the resistor, still works.",
    symptoms: [
      "blower only works on high",
      "heater fan only works on setting 4",
      "fan speeds 1 2 and 3 don't work",
      "ac fan works only on max",
      "blower motor resistor",
    ],
    keywords: ["blower resistor", "blower motor resistor", "fan resistor", "fan speeds"],
    prior: 2.5,
    steps: [
      {
        title: "Confirm the pattern",
        description:
          "If only the highest setting works, the resistor (or its connector) is almost certainly at fault. If no speed works, check the fuse, blower motor and switch instead.",
        safetyLevel: "Low Risk",
        estimatedTime: "2 min",
      },
      {
        title: "Inspect the resistor and its connector",
        description:
          "The resistor usually sits in the air duct near the blower (behind the glove box). Check for a burnt connector (common, and it must be replaced with the resistor) and measure resistance between terminals against the manual.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-30 min",
        tools: ["Multimeter", "Screwdriver set"],
        parts: ["Blower motor resistor", "Resistor connector pigtail"],
        safety: ["Disconnect the battery negative; the resistor can be hot right after use."],
      },
      {
        title: "Check the blower motor current",
        description:
          "A worn blower motor draws too much current and burns new resistors. Measure blower current on high; if it exceeds spec, replace the motor too.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Clamp meter"],
        specs: ["Typical blower current on high: about 10-20 A (check the service manual)"],
        safety: ["Keep fingers out of the blower cage."],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-gm-blower-control-module",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Failed blower motor control module (GM trucks/SUVs) or melted module connector",
    explanation:
      "Many GM trucks and SUVs use an electronic blower control module in place of a resistor; it overheats and fails, leaving the blower dead, stuck on one speed or running with the key off, often with a melted connector.",
    symptoms: [
      "blower fan not working in my silverado",
      "fan stays on after I turn the truck off",
      "blower runs on high all the time",
      "no air from vents but ac clutch on",
      "blower motor control module",
    ],
    keywords: ["blower control module", "blower module", "pwm blower", "melted connector"],
    makes: ["chevrolet", "chevy", "gmc", "cadillac"],
    models: ["silverado", "sierra", "tahoe", "suburban", "yukon", "avalanche", "escalade", "trailblazer"],
    prior: 1.2,
    steps: [
      moduleScan,
      fuseRelayCheck,
      {
        title: "Test blower and module",
        description:
          "Check the blower motor runs on direct power and ground (briefly, fused jumper) and its current draw; then check the module's feed, ground and control signal from the HVAC head. Inspect both connectors for melting.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        tools: ["Multimeter", "Fused jumper lead", "Clamp meter"],
        parts: ["Blower motor control module", "Connector pigtail", "Blower motor"],
        safety: ["Keep fingers out of the blower cage.", BATTERY_GAS],
      },
    ],
    ref: "widely reported owner pattern; common shop failure",
  },
  {
    id: "auto-c-blower-motor-worn",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Worn or failed blower motor",
    explanation:
      "Blower motor brushes and bearings wear; it squeals, ticks or rattles (often a leaf in the cage), works only after a tap, or stops entirely while the fuse and switch are fine.",
    symptoms: [
      "no air coming out of the vents",
      "blower fan squealing",
      "clicking rattling from the passenger footwell when fan is on",
      "fan works after I hit the dash",
      "heater fan stopped working",
      "blower noise changes with fan speed",
    ],
    keywords: ["blower motor", "heater fan", "hvac fan", "squirrel cage"],
    prior: 2,
    steps: [
      fuseRelayCheck,
      circuitTest,
      {
        title: "Inspect and replace the blower",
        description:
          "Remove the blower (usually under the passenger dash), clear leaves and debris from the cage and housing, spin it by hand for roughness, and replace if worn. Fit a cabin filter if one is missing.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Screwdriver set", "Socket set"],
        parts: ["Blower motor", "Cabin air filter"],
        safety: ["Disconnect the battery negative before unplugging the blower."],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-heater-core-clogged",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Clogged heater core (no heat or only lukewarm heat)",
    explanation:
      "Scale, sludge and sealer products build up in the heater core's narrow tubes so hot coolant cannot flow through; the engine warms up normally but the cabin gets little heat, often less at idle.",
    symptoms: [
      "no heat from the vents",
      "heater blowing cold air",
      "heat only lukewarm",
      "heater works when driving but cold at idle",
      "one heater hose hot and the other cold",
      "defroster not clearing the windshield",
    ],
    keywords: ["heater core", "no heat", "heater hose", "coolant flush"],
    prior: 1.5,
    steps: [
      {
        title: "Confirm coolant level and engine temperature first",
        description:
          "Low coolant or an engine that never reaches temperature also gives no heat: check the coolant level (engine cold) and that the gauge reaches normal. Air in the cooling system after a repair is a common cause.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [HOT_ENGINE],
      },
      {
        title: "Compare the heater hose temperatures",
        description:
          "Warm engine, heat on full: both heater hoses at the firewall should be hot. Inlet hot and outlet much cooler means a restricted core (or a blend door not opening - check the blend door actuator first).",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Infrared thermometer"],
        specs: ["Typical: less than about 10-15 °C difference between heater hoses with heat on full"],
        safety: [HOT_ENGINE, "Keep clear of the fan and belts with the engine running."],
      },
      {
        title: "Back-flush or replace the heater core",
        description:
          "Back-flush the core with clean water (engine cold, hoses removed) - if flow does not improve, replace the core. Refill and bleed the cooling system as the manual describes.",
        safetyLevel: "Safety Required",
        estimatedTime: "1 h (flush) - 8 h (core replacement)",
        tools: ["Garden hose with flush adapter"],
        parts: ["Heater core", "Heater hoses", "Coolant of the specified type"],
        safety: [HOT_ENGINE, DASH_WORK],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-heater-core-leak",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Leaking heater core (sweet smell, fogged windows, wet carpet)",
    explanation:
      "When the heater core corrodes through, hot coolant escapes into the HVAC box: the windows fog with a greasy film, the cabin smells sweet (ethylene glycol) and the passenger carpet gets wet.",
    symptoms: [
      "sweet smell inside the car",
      "windows fog up with a greasy film",
      "wet carpet on the passenger side",
      "steam from the vents",
      "losing coolant with no outside leak",
      "antifreeze smell when heater is on",
    ],
    keywords: ["heater core leak", "coolant smell", "foggy windows", "wet floor", "antifreeze"],
    prior: 1,
    steps: [
      {
        title: "Confirm it is coolant",
        description:
          "Touch and smell the wet carpet: coolant is slippery and sweet; A/C condensate is clear water with no smell. Check the coolant level trend and for a leak at the heater hoses at the firewall.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: ["Coolant is toxic: wear nitrile gloves, keep children and pets away from spills."],
      },
      {
        title: "Bypass temporarily if needed",
        description:
          "To keep driving until repair, the heater hoses can be joined with a correctly sized connector to bypass the core (no cabin heat or defrost - not acceptable in winter conditions).",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        parts: ["Heater hose connector"],
        safety: [HOT_ENGINE],
      },
      {
        title: "Replace the heater core",
        description:
          "Core replacement often requires removing the dashboard. Dry the carpet and padding fully afterwards to prevent mold, and refill/bleed the cooling system.",
        safetyLevel: "High Risk",
        estimatedTime: "4-10 h",
        parts: ["Heater core", "HVAC box seals", "Coolant"],
        safety: [SRS_SAFETY, HOT_ENGINE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-musty-smell-evaporator",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Mold on the A/C evaporator and a dirty cabin air filter (musty smell)",
    explanation:
      "The evaporator is wet whenever the A/C runs; with a clogged cabin filter and dust, mold and bacteria grow on it, giving a musty 'old socks' smell when the fan starts and reduced airflow.",
    symptoms: [
      "musty smell from the ac",
      "vents smell like old socks",
      "moldy smell when I turn on the fan",
      "weak airflow even on high",
      "cabin air filter dirty",
      "smell goes away after a few minutes of ac",
    ],
    keywords: ["cabin filter", "pollen filter", "evaporator", "mildew", "mold smell"],
    prior: 2,
    steps: [
      {
        title: "Replace the cabin air filter",
        description:
          "Replace the cabin filter (usually behind the glove box or under the cowl) and clear leaves from the cowl intake. A charcoal filter helps with outside odours.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-15 min",
        parts: ["Cabin air filter (particulate or activated charcoal)"],
      },
      {
        title: "Clean the evaporator",
        description:
          "Apply an evaporator cleaning foam through the drain tube or blower opening as the product directs, let it drain, then run the fan on high. Wear gloves and eye protection.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        parts: ["A/C evaporator cleaner foam"],
        safety: ["Wear nitrile gloves and safety glasses; ventilate the car while the cleaner works."],
      },
      {
        title: "Prevent recurrence",
        description: "Turn the A/C off a few minutes before parking while leaving the fan on to dry the evaporator, and make sure the evaporator drain is clear.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-evaporator-drain-blocked",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Blocked A/C evaporator drain (water on the passenger floor)",
    explanation:
      "Condensate from the evaporator normally drips under the car through a rubber drain; when the drain clogs with debris or insects, water backs up into the HVAC box and spills onto the passenger floor.",
    symptoms: [
      "water on passenger floor after using ac",
      "wet carpet in front passenger footwell",
      "sloshing sound behind the dash",
      "no water dripping under the car with ac on",
      "water dripping from under the glove box",
    ],
    keywords: ["evaporator drain", "ac drain", "condensate", "wet carpet"],
    prior: 1.5,
    steps: [
      {
        title: "Check for the drip under the car",
        description: "With the A/C running on a humid day, clear water should drip from the drain under the car near the firewall. No drip plus a wet floor means the drain is blocked.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: ["Engine running: keep clear of the exhaust and fan; do not crawl under a car held only by a jack."],
      },
      {
        title: "Clear the drain",
        description: "Squeeze the rubber drain outlet or feed a soft plastic line or low-pressure air into it; do not puncture the evaporator with a stiff wire.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Soft nylon trimmer line", "Low-pressure air nozzle"],
        safety: ["Wear safety glasses: dirty water will spray."],
      },
      {
        title: "Dry the carpet",
        description: "Lift and dry the carpet and padding to prevent mold and electrical faults in floor-mounted modules.",
        safetyLevel: "Low Risk",
        estimatedTime: "1-24 h",
      },
    ],
    ref: "common shop failure",
  },
];
