import type { FaultEntry } from "../../../types.ts";
import { BATTERY_GAS, HOT_ENGINE, batteryTest, cleanTerminals, fuseRelayCheck, scanCodes, voltageDrop } from "../../../steps-common.ts";
import { RUNNING_ENGINE, carTestDrive, carVisualInspection, liveDataReview, sensorCircuitTest } from "./steps.ts";

// Drive-by-wire, control-module power and the networks that connect the modules.
export const sensorsControlEntries: FaultEntry[] = [
  {
    id: "auto-electronic-throttle-body",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Failed electronic throttle body (TPS correlation or throttle motor, reduced power mode)",
    explanation:
      "Drive-by-wire throttles have two position sensors that must agree and a motor the PCM drives; a worn sensor track, a sticking plate or a failing motor triggers throttle codes and limp mode - 'reduced engine power', idle-only or a few thousand rpm - as a safety measure. Common on GM, Dodge/Jeep and Ford.",
    symptoms: [
      "reduced engine power message",
      "P2135 throttle position sensor correlation",
      "car goes into limp mode and won't accelerate",
      "wrench light on ford and no power",
      "gas pedal does nothing, engine just idles",
      "etc light on and car barely moves",
    ],
    keywords: ["throttle body", "electronic throttle", "etc", "tps", "reduced engine power", "limp mode", "drive by wire", "wrench light"],
    codes: ["P2135", "P2101", "P2111", "P2112", "P2119", "P0121", "P0122", "P0123", "P0221", "P0222", "P0223"],
    makes: ["chevrolet", "gmc", "buick", "dodge", "jeep", "ram", "ford"],
    prior: 1.5,
    steps: [
      scanCodes,
      carVisualInspection,
      {
        title: "Watch both throttle position sensors",
        description:
          "Key on, engine off: graph TPS 1 and TPS 2 (percent or volts) while slowly pressing the pedal (which opens the throttle). They must move smoothly in their fixed relationship with no dropouts; a glitch at one spot points at a worn track. Compare desired and actual throttle angle at idle.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Scan tool with graphing or lab scope"],
        safety: [RUNNING_ENGINE, "Key-on pedal sweeps only with the engine off; never reach into the throttle bore."],
        specs: ["Typical: depending on design, the two TPS signals either move in opposite directions (adding up to about 5 V) or in the same direction at a fixed offset (check against the service manual)"],
      },
      sensorCircuitTest,
      {
        title: "Clean or replace the throttle body and relearn",
        description:
          "Key off: inspect for carbon binding the plate and clean if dirty. If the sensors glitch or the motor is weak, replace the throttle body and run the throttle relearn with a scan tool or the maker's key-on procedure. Check the connector for spread terminals.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Throttle body cleaner", "Scan tool for relearn"],
        parts: ["Electronic throttle body", "Throttle body gasket", "Connector pigtail"],
        safety: ["Keep fingers out of the throttle bore: the plate snaps shut with force when powered.", HOT_ENGINE],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-accelerator-pedal-sensor",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Failed accelerator pedal position (APP) sensor",
    explanation:
      "The gas pedal has two or three position sensors that must agree; a worn pedal sensor gives pedal correlation codes, hesitation or surging at one pedal position, and limp mode with reduced power.",
    symptoms: [
      "P2138 pedal position sensor correlation",
      "car hesitates at the same pedal position every time",
      "gas pedal feels dead and no acceleration",
      "limp mode and accelerator pedal code",
      "surges on its own when holding steady throttle",
    ],
    keywords: ["accelerator pedal sensor", "app sensor", "pedal position sensor", "gas pedal", "throttle pedal"],
    codes: ["P2122", "P2123", "P2127", "P2128", "P2138"],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Graph the pedal sensors",
        description:
          "Key on, engine off: graph APP 1 and APP 2 while slowly pressing the pedal to the floor and back. Both must change smoothly and in step; flat spots, spikes or disagreement mean a worn pedal sensor. Check the floor mat is not holding the pedal.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-15 min",
        tools: ["Scan tool with graphing"],
      },
      sensorCircuitTest,
      {
        title: "Replace the pedal assembly",
        description:
          "The sensor is usually integral with the pedal: replace the assembly, clear codes and run any pedal learn the maker specifies.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        parts: ["Accelerator pedal assembly with sensor"],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-pcm-power-ground",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Loss of PCM power or ground (blown ECM fuse, failed main relay or corroded ground)",
    explanation:
      "The engine computer needs battery power, switched ignition power through the main (EFI/ECM) relay and good grounds; if any is lost the engine cranks but will not start, the scan tool cannot talk to the PCM, and several warning lights may act strangely.",
    symptoms: [
      "crank no start and scan tool won't connect",
      "no communication with the engine computer",
      "check engine light doesn't come on at key on",
      "ecm fuse blown, car won't start",
      "intermittent stall and all gauges drop to zero",
      "pcm not powering up",
    ],
    keywords: ["pcm", "ecm", "ecu", "engine computer", "main relay", "efi relay", "ecm fuse", "ground"],
    codes: ["U0100", "P0606", "P0562"],
    prior: 1,
    steps: [
      {
        title: "Check the check-engine bulb check",
        description:
          "Key on, engine off: the check engine light should light for a bulb check on almost every car. If it does not light, and the scan tool cannot talk to the PCM, the PCM is probably not powered.",
        safetyLevel: "Low Risk",
        estimatedTime: "2 min",
      },
      batteryTest,
      fuseRelayCheck,
      {
        title: "Test PCM powers and grounds at the connector",
        description:
          "With the wiring diagram, back-probe the PCM's battery feed, ignition feed and every ground at the connector with the key on. Load-test with a test light rather than only a meter: a corroded wire can show voltage but carry no current. Clean and tighten engine and body grounds.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter", "Test light", "Wiring diagram", "Back-probe pins"],
        specs: ["Typical: within 0.5 V of battery voltage on feeds; under 0.1 V on grounds with the key on"],
        safety: [BATTERY_GAS, "Do not unplug or plug in the PCM with the key on."],
      },
      voltageDrop,
      cleanTerminals,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-can-bus-communication",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "CAN bus communication fault (lost communication with ECM/PCM, U0100)",
    explanation:
      "Modules share data over the CAN network; a water-damaged or corroded connector, a chafed twisted pair, a failed module pulling the bus down or a weak battery causes 'lost communication' U-codes and a dashboard full of warning lights, sometimes with no start.",
    symptoms: [
      "U0100 lost communication with ECM/PCM",
      "all the warning lights came on at once",
      "christmas tree dash and gauges dead",
      "lost communication codes in several modules",
      "speedometer and tach drop to zero while driving",
      "U0121 lost communication with abs",
    ],
    keywords: ["can bus", "u0100", "lost communication", "network", "u-code", "data bus", "christmas tree dash"],
    codes: ["U0100", "U0101", "U0121", "U0140", "U0155", "U0073", "U0001"],
    prior: 1.2,
    steps: [
      batteryTest,
      scanCodes,
      {
        title: "Map which modules talk and which do not",
        description:
          "Run a network scan of all modules: note which respond. Modules that drop out together share a branch or a connector; a single silent module points at its power, ground or connector.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Scan tool with full-system network scan"],
      },
      {
        title: "Measure the CAN bus at the diagnostic connector",
        description:
          "Battery disconnected: measure resistance between CAN high and CAN low at the OBD-II connector (pins 6 and 14). About 60 ohms means both terminating resistors are present; 120 ohms means one end is open; near 0 means a short. With the battery connected and key on, CAN high and low should sit around 2.5 V each.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "OBD-II breakout box", "Wiring diagram"],
        specs: ["Typical high-speed CAN: about 60 ohms between pins 6 and 14 with the battery off; about 2.5-3.5 V (CAN-H) and 1.5-2.5 V (CAN-L) with key on"],
        safety: [BATTERY_GAS],
      },
      {
        title: "Locate and repair the fault",
        description:
          "Unplug modules one at a time on the affected branch while watching the bus; check connectors in known water-entry areas (cowl, under carpets, door boots, behind kick panels) and chafe points. Repair twisted-pair wiring keeping the twist.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-4 h",
        tools: ["Wiring diagram", "Crimper and heat-shrink"],
        parts: ["Connector repair kit", "Module (only after power, ground and bus are proven good)"],
        safety: [BATTERY_GAS, "Follow the airbag disable procedure before working near airbag modules or yellow connectors."],
      },
    ],
    ref: "SAE J2012 code definition; ISO 11898 CAN physical layer",
  },
  {
    id: "auto-sensor-5v-reference-short",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Shorted 5-volt sensor reference circuit (one bad sensor pulling down several)",
    explanation:
      "The PCM feeds several sensors (throttle, pedal, MAP, fuel pressure, cam sensors) from shared 5 V reference circuits; one shorted sensor or chafed wire drags the reference down, so many unrelated sensor codes set at once, often with limp mode or a no-start.",
    symptoms: [
      "lots of sensor codes at the same time",
      "throttle, map and pedal codes all at once",
      "sensor reference voltage code",
      "reduced power and multiple sensor faults",
      "5 volt reference low",
    ],
    keywords: ["5v reference", "reference voltage", "sensor supply", "shorted sensor", "multiple codes"],
    codes: ["P0641", "P0651", "P0697", "P06A6"],
    prior: 0.8,
    steps: [
      scanCodes,
      {
        title: "Measure the 5 V reference and unplug sensors one by one",
        description:
          "Key on: measure the 5 V reference at a sensor on the affected circuit. If it is low, unplug the sensors on that reference one at a time (using the wiring diagram) until the voltage returns: the last one unplugged, or its wiring, is the short.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter", "Wiring diagram", "Back-probe pins"],
        specs: ["Typical: 4.8-5.2 V reference with all sensors connected (check against the service manual)"],
      },
      sensorCircuitTest,
      liveDataReview,
    ],
    ref: "SAE J2012 code definition; common shop diagnosis",
  },
];
