import type { FaultEntry } from "../../../types.ts";
import { LOCKOUT, fuseRelayCheck, testDriveVerify } from "../../../steps-common.ts";
import { REFRIGERANT, RUNNING_ENGINE, coolingPackCleanout } from "./steps.ts";

// Cab climate: farm and construction cabs fight dust and chaff more than cars do.
const ventTempCheck = {
  title: "Measure vent temperature and check the compressor clutch",
  description:
    "Engine at about 1500 rpm, A/C on maximum, doors closed, blower on high: measure the air at the centre vent and check the compressor clutch is engaged (centre plate turning). Note the outside temperature.",
  safetyLevel: "Safety Required" as const,
  estimatedTime: "10-15 min",
  tools: ["Probe thermometer"],
  specs: ["Typical: vent air about 4-10 °C (40-50 °F), or at least 15-20 °C (27-36 °F) below outside air (check against the service manual)"],
  safety: [RUNNING_ENGINE],
};

export const hvacEntries: FaultEntry[] = [
  {
    id: "tr-ac-low-refrigerant",
    vehicleTypes: ["tractor"],
    system: "hvac",
    cause: "Low A/C refrigerant charge from a leak",
    explanation:
      "Hoses, O-rings and condensers on vibrating machines leak. As the charge drops, cooling fades and the low-pressure switch starts cycling or stops the compressor.",
    symptoms: [
      "cab AC not cold",
      "air conditioning blowing warm",
      "AC compressor clicks on and off",
      "AC works in the morning but not in the afternoon",
      "oily spot on AC hose",
      "AC needs recharging every year",
    ],
    keywords: ["ac", "air conditioning", "refrigerant", "freon", "r134a", "leak"],
    prior: 2,
    ref: "common field failure",
    steps: [
      ventTempCheck,
      {
        title: "Look for oily leak traces and check pressures",
        description:
          "Refrigerant leaks carry compressor oil: look for oily dust at fittings, the compressor, condenser and hoses. A certified technician connects gauges, checks static and running pressures, and leak-tests with UV dye or an electronic detector.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["A/C manifold gauge set", "UV leak detection kit or electronic leak detector"],
        specs: ["Pressures depend on ambient temperature and the refrigerant; compare with the chart in the service manual"],
        safety: [REFRIGERANT],
      },
      {
        title: "Repair the leak, evacuate and recharge by weight",
        description:
          "Repair the leak, replace the receiver-drier if the system was open, evacuate with a vacuum pump and recharge with the amount on the machine's A/C label.",
        safetyLevel: "Safety Required",
        estimatedTime: "2-3 h",
        tools: ["Recovery/recharge station", "Vacuum pump"],
        parts: ["O-rings", "A/C hose", "Receiver-drier", "Refrigerant of the type on the label"],
        safety: [REFRIGERANT],
      },
    ],
  },
  {
    id: "tr-ac-condenser-plugged",
    vehicleTypes: ["tractor"],
    system: "hvac",
    cause: "A/C condenser plugged with chaff and dust",
    explanation:
      "The condenser usually sits in front of the radiator and plugs first. Without airflow the high-side pressure climbs, cooling fades in the heat of the day and the high-pressure switch cuts the compressor out.",
    symptoms: [
      "AC quits in the heat of the day",
      "AC cools when driving but not when working slowly",
      "condenser full of chaff",
      "AC high pressure cut out",
      "cab gets hot after an hour of harvesting",
    ],
    keywords: ["condenser", "chaff", "high pressure switch", "ac"],
    prior: 2,
    ref: "common field failure",
    steps: [ventTempCheck, coolingPackCleanout, testDriveVerify],
  },
  {
    id: "tr-cab-filter-evaporator",
    vehicleTypes: ["tractor"],
    system: "hvac",
    cause: "Plugged cab fresh-air/recirculation filter or dusty evaporator core",
    explanation:
      "Cab filters and the evaporator fins load with dust, reducing airflow; the evaporator can ice up, the cab loses pressurisation and dust gets in, and the A/C seems weak even with a full charge.",
    symptoms: [
      "weak airflow from the vents",
      "dust getting into the cab",
      "AC freezes up",
      "musty smell from vents",
      "fan on high but barely any air",
      "cab filter dirty",
    ],
    keywords: ["cab filter", "fresh air filter", "recirculation filter", "evaporator", "carbon filter"],
    prior: 2,
    ref: "common field failure",
    steps: [
      {
        title: "Inspect and replace the cab air filters",
        description:
          "Remove the fresh-air and recirculation filters and check them against a light. Replace them rather than blowing them out hard; carbon filters used for chemical application must be replaced on schedule, never cleaned.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Screwdriver"],
        parts: ["Cab fresh-air filter", "Recirculation filter", "Activated carbon filter (where required)"],
        safety: [LOCKOUT, "Wear a dust mask: filters can hold crop chemical residue and dust."],
      },
      {
        title: "Clean the evaporator core and drain",
        description:
          "Access the evaporator through the filter opening or service panel, vacuum and blow dust off the fins gently, straighten fins, and make sure the condensate drain tubes are clear so water does not build up.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Shop vacuum", "Low-pressure air", "Fin comb", "Coil cleaner"],
        safety: [LOCKOUT, "Wear eye protection and a dust mask."],
      },
      ventTempCheck,
    ],
  },
  {
    id: "tr-blower-motor",
    vehicleTypes: ["tractor"],
    system: "hvac",
    cause: "Failed cab blower motor, speed resistor or switch",
    explanation:
      "A worn blower motor, a burned speed resistor or a failed fan switch gives no air, or air on only some speeds (typically only high when the resistor fails).",
    symptoms: [
      "blower fan not working",
      "fan only works on high",
      "no air from the vents",
      "squealing from the cab fan",
      "heater fan dead",
    ],
    keywords: ["blower", "fan motor", "resistor", "fan switch", "cab fan"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      fuseRelayCheck,
      {
        title: "Test voltage at the blower on each speed",
        description:
          "Back-probe the blower connector and switch through each speed. Voltage present but no rotation means a failed motor; no voltage on low speeds but voltage on high means the speed resistor; no voltage at all means fuse, relay or switch.",
        safetyLevel: "Low Risk",
        estimatedTime: "15-20 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        parts: ["Blower motor", "Blower speed resistor", "Fan switch"],
      },
      {
        title: "Replace the failed part and clear debris",
        description:
          "Replace the motor, resistor or switch; clean leaves, chaff and nest material out of the blower housing, a common cause of noise and overheated motors.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-90 min",
        tools: ["Screwdrivers", "Socket set"],
        safety: [LOCKOUT],
      },
    ],
  },
  {
    id: "tr-ac-compressor-clutch",
    vehicleTypes: ["tractor"],
    system: "hvac",
    cause: "A/C compressor clutch not engaging (clutch coil, air gap, relay or pressure switch)",
    explanation:
      "The compressor only pumps when its electromagnetic clutch engages. A failed coil, a worn clutch with too large an air gap, a bad relay or an open pressure switch keeps it disengaged, so the cab gets no cooling at all.",
    symptoms: [
      "AC clutch not engaging",
      "compressor not turning on",
      "no cold air at all",
      "AC button light on but nothing happens",
      "compressor clutch squealing",
    ],
    keywords: ["compressor", "ac clutch", "clutch coil", "pressure switch", "ac relay"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      fuseRelayCheck,
      {
        title: "Check voltage and resistance at the clutch coil",
        description:
          "With A/C requested and the engine running, measure voltage at the clutch connector. No voltage: check the pressure switches, thermostat and relay (an open low-pressure switch usually means low charge). Voltage but no engagement: check the coil resistance and the air gap.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Feeler gauges"],
        specs: ["Typical: clutch coil about 3-5 Ω; air gap about 0.4-0.8 mm (0.015-0.030 in) (check against the service manual)"],
        parts: ["Compressor clutch coil or clutch kit", "A/C relay", "Pressure switch"],
        safety: [RUNNING_ENGINE, REFRIGERANT],
      },
      testDriveVerify,
    ],
  },
];
