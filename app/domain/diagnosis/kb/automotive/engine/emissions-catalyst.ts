import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { scanCodes } from "../../../steps-common.ts";
import {
  HOT_EXHAUST,
  LIFTED_VEHICLE,
  RUNNING_ENGINE,
  carTestDrive,
  exhaustBackpressure,
  liveDataReview,
  sensorCircuitTest,
} from "./steps.ts";

const o2Response: StepTemplate = {
  title: "Check oxygen sensor response on a scope or scan tool",
  description:
    "Engine fully warm at 2500 rpm: a healthy upstream narrow-band sensor switches quickly between rich and lean; a wide-band (air/fuel ratio) sensor tracks lambda near 1.0 and responds instantly to a snap throttle or a little propane added at the intake. The downstream sensor should be steady when the cat is good.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Scan tool with graphing or lab scope", "Propane enrichment tool (optional)"],
  specs: [
    "Typical narrow-band upstream: switching 0.1-0.9 V several times per second at 2500 rpm",
    "Typical downstream with a good cat: fairly steady around 0.5-0.8 V (check against the service manual)",
  ],
  safety: [RUNNING_ENGINE, HOT_EXHAUST],
};

const replaceO2: StepTemplate = {
  title: "Replace the oxygen sensor",
  description:
    "With the exhaust warm (not hot) use an O2 sensor socket; anti-seize only on the threads (new sensors usually come pre-coated), route the wire away from the exhaust, and clip the connector securely.",
  safetyLevel: "High Risk",
  estimatedTime: "20-60 min",
  tools: ["O2 sensor socket", "Penetrating oil", "Torque wrench", "Jack stands"],
  specs: ["Typical O2 sensor torque: 40-50 N·m (check against the service manual)"],
  parts: ["Oxygen sensor or air/fuel ratio sensor for that position (bank/sensor)"],
  safety: [HOT_EXHAUST, LIFTED_VEHICLE],
};

// Catalytic converters, oxygen sensors and exhaust leaks that fool them.
export const emissionsCatalystEntries: FaultEntry[] = [
  {
    id: "auto-catalytic-converter-efficiency",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Worn-out catalytic converter (efficiency below threshold, P0420/P0430)",
    explanation:
      "The catalyst loses its ability to store oxygen with age, oil burning or past misfires, so the downstream O2 sensor starts copying the upstream one and P0420 (bank 1) or P0430 (bank 2) sets. Fix misfires, oil burning and leaks first, or a new cat will fail again.",
    symptoms: [
      "P0420 catalyst efficiency below threshold",
      "P0430 bank 2",
      "check engine light, failed emissions test for catalytic converter",
      "rotten egg smell from the exhaust",
      "cat code keeps coming back after clearing",
    ],
    keywords: ["catalytic converter", "cat", "p0420", "p0430", "catalyst", "emissions test"],
    codes: ["P0420", "P0430"],
    prior: 2,
    steps: [
      scanCodes,
      {
        title: "Rule out the causes that kill cats",
        description:
          "Check for misfire history (misfire counters, Mode 6), fuel trims, oil or coolant consumption and exhaust leaks ahead of the downstream sensor; each of these can set P0420 or destroy a new converter.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool with Mode 6"],
        safety: [RUNNING_ENGINE],
      },
      o2Response,
      {
        title: "Compare inlet and outlet temperature",
        description:
          "After a drive, measure the pipe just before and after the converter with an infrared thermometer at 2500 rpm. A working converter's outlet is usually noticeably hotter than its inlet; equal or cooler suggests it is not working (this is a supporting test, not proof).",
        safetyLevel: "High Risk",
        estimatedTime: "10-15 min",
        tools: ["Infrared thermometer", "Jack stands"],
        safety: [HOT_EXHAUST, LIFTED_VEHICLE, RUNNING_ENGINE],
      },
      {
        title: "Replace the converter with a compliant unit",
        description:
          "Fit a converter certified for the vehicle and your state or country (CARB-compliant where required), with new gaskets and hardware. Confirm the readiness monitor completes afterwards.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Jack stands", "Penetrating oil", "Torque wrench"],
        parts: ["Catalytic converter (legal for the vehicle)", "Exhaust gaskets and bolts"],
        safety: [HOT_EXHAUST, LIFTED_VEHICLE],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-catalytic-converter-clogged",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Clogged or melted catalytic converter (exhaust restriction)",
    explanation:
      "Misfires or a rich condition overheat the converter until its ceramic melts or breaks up; the blocked exhaust chokes the engine - it idles but loses power badly at speed, may glow red under the car, and broken pieces rattle.",
    symptoms: [
      "no power above 40 mph",
      "car won't go over 30 and feels like it's choking",
      "rattle from under the car like rocks in a can",
      "catalytic converter glowing red",
      "engine dies after a few minutes of driving and struggles to rev",
      "sulfur smell and heat under the floor",
    ],
    keywords: ["clogged cat", "restricted exhaust", "melted converter", "back pressure", "cat rattle"],
    codes: ["P0420", "P0430", "P0299"],
    prior: 1,
    steps: [scanCodes, exhaustBackpressure, liveDataReview, carTestDrive],
    ref: "common shop failure",
  },
  {
    id: "auto-upstream-o2-sensor",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Failed upstream oxygen / air-fuel ratio sensor",
    explanation:
      "The upstream sensor tells the PCM how rich or lean the mixture is; when it slows down or sticks, fuel control goes wrong - poorer fuel economy, rough running and O2 sensor performance codes. Contamination from oil, coolant or silicone shortens its life.",
    symptoms: [
      "o2 sensor code bank 1 sensor 1",
      "bad gas mileage and check engine light",
      "slow response o2 sensor",
      "air fuel ratio sensor code",
      "running rich and smells like gas",
      "P0133",
    ],
    keywords: ["o2 sensor", "oxygen sensor", "upstream o2", "air fuel ratio sensor", "af sensor", "lambda", "wideband"],
    codes: ["P0130", "P0131", "P0132", "P0133", "P0134", "P0150", "P0151", "P0152", "P0153", "P0154", "P2195", "P2196", "P2197", "P2198"],
    prior: 1.5,
    steps: [scanCodes, sensorCircuitTest, o2Response, replaceO2, carTestDrive],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-o2-sensor-heater",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Failed oxygen sensor heater circuit (heater element or fuse)",
    explanation:
      "O2 sensors have an internal heater so they work soon after a cold start; the heater element burns out or its fuse or wiring fails, setting a heater circuit code. Drivability is usually fine, but emissions monitors will not complete.",
    symptoms: [
      "o2 sensor heater circuit code",
      "P0135 check engine light, car runs fine",
      "P0141 downstream heater",
      "won't pass inspection, o2 heater code",
      "o2 heater fuse blown",
    ],
    keywords: ["o2 heater", "heater circuit", "oxygen sensor heater", "p0135", "p0141"],
    codes: ["P0030", "P0036", "P0050", "P0056", "P0135", "P0141", "P0155", "P0161"],
    prior: 1.5,
    steps: [
      scanCodes,
      {
        title: "Measure heater resistance and supply",
        description:
          "Unplug the sensor, measure the heater resistance across the two same-coloured (often white) wires on the sensor side, and check for battery voltage on the harness side with the key on; check the O2 heater fuse.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        specs: ["Typical heater resistance: about 2-15 ohms cold depending on sensor (check against the service manual)"],
        safety: [HOT_EXHAUST],
      },
      replaceO2,
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-downstream-o2-sensor",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Failed downstream (post-catalyst) oxygen sensor",
    explanation:
      "The sensor after the converter monitors catalyst efficiency; when it is lazy, stuck or shorted it sets its own codes and can make a good converter look bad (or hide a bad one). It rarely affects how the car drives.",
    symptoms: [
      "bank 1 sensor 2 code",
      "downstream o2 sensor stuck",
      "P0137 low voltage sensor 2",
      "o2 sensor after the cat reading flat",
      "check engine light, runs fine, rear o2 code",
    ],
    keywords: ["downstream o2", "rear o2", "post cat sensor", "sensor 2", "catalyst monitor sensor"],
    codes: ["P0136", "P0137", "P0138", "P0139", "P0140", "P0156", "P0157", "P0158", "P0159", "P0160"],
    prior: 1,
    steps: [scanCodes, sensorCircuitTest, o2Response, replaceO2],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-exhaust-leak-before-o2",
    vehicleTypes: ["automotive"],
    system: "emissions",
    cause: "Exhaust leak ahead of an oxygen sensor (false lean reading)",
    explanation:
      "A cracked flex pipe, leaking flange gasket or rusted pipe before an O2 sensor pulls in outside air between exhaust pulses; the sensor reads lean, the PCM adds fuel, and lean or catalyst codes set while the engine actually runs rich.",
    symptoms: [
      "exhaust leak and lean codes",
      "ticking or puffing under the car",
      "cracked flex pipe",
      "P0420 and exhaust leak",
      "louder exhaust and check engine light",
    ],
    keywords: ["exhaust leak", "flex pipe", "flange gasket", "donut gasket", "manifold leak"],
    codes: ["P0171", "P0174", "P0420", "P0430"],
    prior: 1,
    steps: [
      {
        title: "Find the leak on a cold engine",
        description:
          "Cold start, vehicle safely on stands: listen along the exhaust and feel for pulses only at a safe distance with a gloved hand or use a smoke machine through the tailpipe. Look for black soot marks at joints and cracks at the flex pipe.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Jack stands", "Smoke machine (optional)", "Flashlight"],
        safety: [LIFTED_VEHICLE, HOT_EXHAUST, RUNNING_ENGINE],
      },
      liveDataReview,
      {
        title: "Repair the exhaust",
        description:
          "Replace the cracked section, flex pipe or gasket with proper parts; clamp-on patches rarely hold ahead of the converter. Clear codes and confirm trims return near zero.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Jack stands", "Penetrating oil"],
        parts: ["Flex pipe or exhaust section", "Flange gaskets and hardware"],
        safety: [LIFTED_VEHICLE, HOT_EXHAUST],
      },
    ],
    ref: "common shop failure",
  },
];
