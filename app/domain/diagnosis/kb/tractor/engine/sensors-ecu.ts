import type { FaultEntry } from "../../../types.ts";
import { BATTERY_GAS, LOCKOUT, fuelFilterWater, fuseRelayCheck, testDriveVerify, visualInspection } from "../../../steps-common.ts";
import { HIGH_PRESSURE_FUEL, harnessInspection, sensorCircuitTest, serviceToolCheck } from "./steps.ts";

// Electronic engine control. SPN numbers are J1939; makes show them as SPN.FMI or their own code format.
export const sensorsEcuEntries: FaultEntry[] = [
  {
    id: "tr-crank-sensor",
    vehicleTypes: ["tractor"],
    system: "sensors-ecu",
    cause: "Failed crankshaft position/speed sensor or its wiring",
    explanation:
      "The controller times injection from the crankshaft speed sensor. A failed sensor, a loose or metal-coated tip, or a broken wire means no speed signal: the engine cranks but will not start, or cuts out and the tachometer drops to zero.",
    symptoms: [
      "cranks but wont start no tach reading",
      "tachometer drops to zero and engine dies",
      "engine cuts out randomly and restarts",
      "crank sensor code",
      "engine speed sensor fault",
      "dies when hot then restarts when cool",
    ],
    keywords: ["crank sensor", "crankshaft position sensor", "speed sensor", "ckp", "tach"],
    codes: ["SPN 190 FMI 2", "SPN 190 FMI 8", "SPN 637"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Watch engine speed while cranking",
        description:
          "In the service tool or on the dash tachometer, crank the engine: a healthy sensor shows a cranking speed. Zero rpm while cranking points at the sensor, its air gap or its wiring.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Dealer diagnostic software"],
        specs: ["Typical cranking speed: about 150-250 rpm (check against the service manual)"],
        safety: ["Keep clear of the fan and belts while cranking.", BATTERY_GAS],
      },
      sensorCircuitTest,
      {
        title: "Remove, inspect and replace the sensor",
        description:
          "Remove the sensor and clean metal debris off its magnetic tip, check the O-ring and the tone wheel through the hole for damage, and measure coil resistance on two-wire magnetic sensors. Replace it if faulty and seat it fully.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter", "Socket set"],
        specs: ["Typical two-wire magnetic sensor: a few hundred Ω to about 2 kΩ (check against the service manual)"],
        parts: ["Crankshaft position/speed sensor", "Sensor O-ring"],
        safety: [LOCKOUT],
      },
    ],
  },
  {
    id: "tr-cam-sensor",
    vehicleTypes: ["tractor"],
    system: "sensors-ecu",
    cause: "Failed camshaft (or pump) position sensor or its wiring",
    explanation:
      "The cam or pump position sensor tells the controller which stroke each cylinder is on. When it fails, many engines start only after long cranking, run in a limp mode or stall, and log position sensor codes.",
    symptoms: [
      "long crank before it starts",
      "cam sensor code",
      "engine position sensor fault",
      "starts after cranking 10 seconds",
      "runs rough with cam position error",
    ],
    keywords: ["cam sensor", "camshaft position sensor", "pump position sensor", "cmp"],
    codes: ["SPN 636", "SPN 723"],
    prior: 1,
    ref: "common field failure",
    steps: [serviceToolCheck, sensorCircuitTest, visualInspection, testDriveVerify],
  },
  {
    id: "tr-rail-pressure-sensor",
    vehicleTypes: ["tractor"],
    system: "sensors-ecu",
    cause: "Faulty fuel rail pressure sensor or connector",
    explanation:
      "The rail pressure sensor closes the control loop of a common-rail system. A drifting sensor or corroded connector gives wrong readings, so the controller over- or under-fuels, derates or shuts the engine down.",
    symptoms: [
      "rail pressure sensor code",
      "engine shuts down and rail pressure reads wrong",
      "rail pressure reads high with engine off",
      "derated power fuel pressure code",
      "stalls and wont restart common rail",
    ],
    keywords: ["rail pressure sensor", "fuel rail sensor", "common rail", "frp"],
    codes: ["SPN 157 FMI 2", "SPN 157 FMI 3", "SPN 157 FMI 4"],
    prior: 1,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Check the reading with the engine off",
        description:
          "Key ON, engine stopped for a few minutes: rail pressure should read close to zero. A clearly non-zero reading means the sensor or its wiring is faulty.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
        tools: ["Dealer diagnostic software"],
      },
      sensorCircuitTest,
      {
        title: "Replace the sensor (or rail) as the manual specifies",
        description:
          "On many engines the sensor is only sold with the rail. Wait for the rail to depressurise, clean around the sensor, replace it with the specified torque and check for leaks at idle from a safe distance.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Torque wrench", "Deep socket"],
        parts: ["Fuel rail pressure sensor or fuel rail assembly"],
        safety: [HIGH_PRESSURE_FUEL],
      },
    ],
  },
  {
    id: "tr-wif-sensor",
    vehicleTypes: ["tractor"],
    system: "sensors-ecu",
    cause: "Faulty water-in-fuel sensor or its wiring",
    explanation:
      "The water-in-fuel sensor in the filter bowl can report water when there is none (broken probe, wrong filter, shorted wire) or log a circuit fault, keeping the warning lamp on after draining.",
    symptoms: [
      "water in fuel light stays on after draining",
      "wif light on with no water",
      "water in fuel sensor code",
      "water in fuel warning after filter change",
      "wif sensor broken",
    ],
    keywords: ["wif sensor", "water in fuel sensor", "filter bowl sensor"],
    codes: ["SPN 97 FMI 3", "SPN 97 FMI 4", "SPN 97 FMI 2"],
    prior: 1,
    ref: "common field failure",
    steps: [
      fuelFilterWater,
      {
        title: "Check the sensor and filter fit",
        description:
          "Make sure the new filter is the type with the sensor port and the sensor is screwed in with its seal. Unplug the sensor: if the lamp goes out, the sensor or bowl is faulty; if it stays on, look for a short in the harness.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Digital multimeter"],
        parts: ["Water-in-fuel sensor", "Sensor O-ring"],
        safety: ["Fuel is flammable: catch drips and keep sparks away."],
      },
      sensorCircuitTest,
    ],
  },
  {
    id: "tr-can-bus-fault",
    vehicleTypes: ["tractor"],
    system: "sensors-ecu",
    cause: "CAN bus communication fault (damaged wiring, connector or terminating resistor)",
    explanation:
      "Controllers, the dash and the engine ECU share data over the CAN bus. A chafed CAN wire, water in a connector or a missing terminating resistor causes many communication codes at once, a dead display or an engine that will not start.",
    symptoms: [
      "lots of codes all at once",
      "display says no communication with engine",
      "dash went blank and lots of warning lights",
      "lost communication with ECU",
      "CAN bus error",
      "monitor shows communication fault",
    ],
    keywords: ["can bus", "canbus", "communication", "network", "terminating resistor", "j1939"],
    codes: ["SPN 639"],
    prior: 1,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Measure CAN bus resistance",
        description:
          "Battery disconnected: at the diagnostic connector measure between CAN-High and CAN-Low. About 60 Ω is correct (two 120 Ω terminators). About 120 Ω means one terminator or a section is open; near 0 Ω means a short. Also check neither line is shorted to ground or battery.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Wiring diagram", "Diagnostic connector breakout"],
        specs: ["Typical: about 60 Ω between CAN-H and CAN-L with everything connected; about 2.5 V on each line key ON (check against the service manual)"],
        safety: [BATTERY_GAS],
      },
      harnessInspection,
      {
        title: "Isolate the faulty node",
        description:
          "Unplug controllers one at a time (key OFF) while watching the resistance and the communication codes: a node that fixes the bus when unplugged is faulty or has a damaged connector. Repair CAN wires as twisted pairs.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter"],
        parts: ["Terminating resistor", "Connector repair kit"],
        safety: [LOCKOUT],
      },
    ],
  },
  {
    id: "tr-ecu-power-ground",
    vehicleTypes: ["tractor"],
    system: "sensors-ecu",
    cause: "Loss of ECU power or ground (main relay, fuse or ground point)",
    explanation:
      "The engine controller needs clean battery power through its main relay and a solid ground. A burned main relay, blown fuse or corroded ground makes the controller drop out: no start, no communication, or the engine dies over bumps.",
    symptoms: [
      "engine dies over bumps and restarts",
      "no communication with engine controller",
      "cranks no start no codes",
      "ECU not powering up",
      "main relay clicking",
      "low voltage code on the controller",
    ],
    keywords: ["ecu", "ecm", "controller", "main relay", "ecu ground", "power relay"],
    codes: ["SPN 1485", "SPN 158", "SPN 168 FMI 1", "SPN 168 FMI 4"],
    prior: 1,
    ref: "common field failure",
    steps: [
      fuseRelayCheck,
      {
        title: "Measure ECU supply and ground at the controller connector",
        description:
          "Back-probe the ECU battery and switched power pins and the ground pins while cranking and wiggling the harness. Voltage dropping out or a ground reading more than a fraction of a volt above battery negative shows the fault.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Digital multimeter with min/max", "Back-probe pins", "Wiring diagram"],
        specs: ["Typical: within about 0.5 V of battery voltage on power pins and under 0.2 V on grounds (check against the service manual)"],
        safety: [BATTERY_GAS],
      },
      {
        title: "Clean grounds and replace the relay or fuse",
        description:
          "Clean the ECU and engine ground points to bare metal, replace the main relay or fuse, and re-test. Do not replace the ECU until power and grounds test good; it is rarely the failed part.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Wire brush", "Wrenches"],
        parts: ["ECU main relay", "Fuse", "Ground strap"],
        safety: [LOCKOUT, BATTERY_GAS],
      },
    ],
  },
  {
    id: "tr-sensor-supply-short",
    vehicleTypes: ["tractor"],
    system: "sensors-ecu",
    cause: "Shorted 5 V sensor supply pulling down several sensors",
    explanation:
      "Several engine sensors share one 5 V reference from the controller. One shorted sensor or chafed reference wire drags the supply down, so several unrelated sensor codes appear at once and the engine derates or will not start.",
    symptoms: [
      "several sensor codes at the same time",
      "sensor supply voltage code",
      "boost and rail pressure codes together",
      "all sensors read wrong",
      "5 volt reference low",
    ],
    keywords: ["sensor supply", "5v reference", "reference voltage", "sensor power"],
    codes: ["SPN 3509", "SPN 3510", "SPN 3511"],
    prior: 0.7,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Unplug sensors one at a time while watching the supply",
        description:
          "Key ON, measure the 5 V reference at an accessible sensor connector. Unplug the sensors on that supply one by one; when the voltage comes back to about 5 V, the last sensor unplugged (or its wire) is shorted.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-45 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        specs: ["Typical: 4.75-5.25 V reference (check against the service manual)"],
        parts: ["Shorted sensor", "Harness repair kit"],
      },
      harnessInspection,
    ],
  },
  {
    id: "tr-throttle-sensor",
    vehicleTypes: ["tractor"],
    system: "sensors-ecu",
    cause: "Worn hand or foot throttle position sensor",
    explanation:
      "Electronic throttles use position sensors that wear at the most used positions; the engine speed surges or drops on its own, or the engine stays at idle with a throttle code.",
    symptoms: [
      "engine rpm goes up and down by itself",
      "hand throttle not working",
      "stuck at idle throttle code",
      "foot throttle erratic",
      "rpm surges when I hold the throttle steady",
    ],
    keywords: ["throttle sensor", "hand throttle", "foot throttle", "accelerator", "tps"],
    codes: ["SPN 91", "SPN 29"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Sweep the throttle and watch the signal",
        description:
          "Key ON, engine off: move the throttle slowly through its range while watching its percentage in the service tool or the sensor signal on a meter. Dropouts or jumps at one position mean a worn sensor.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Dealer diagnostic software or digital multimeter"],
        specs: ["Typical: a smooth signal between roughly 0.5 and 4.5 V across the travel (check against the service manual)"],
      },
      sensorCircuitTest,
      {
        title: "Replace and calibrate the throttle sensor",
        description: "Replace the sensor or throttle assembly and run the throttle calibration in the service tool if required.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-60 min",
        tools: ["Dealer diagnostic software", "Screwdrivers"],
        parts: ["Throttle position sensor or throttle assembly"],
        safety: [LOCKOUT],
      },
    ],
  },
];
