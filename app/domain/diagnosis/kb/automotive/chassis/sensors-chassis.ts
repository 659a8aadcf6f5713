import type { FaultEntry } from "../../../types.ts";
import { alignmentCheck, moduleScan, verifyRepair } from "./steps.ts";

// Chassis sensors that feed stability control and driver-assistance systems.
export const sensorsChassisEntries: FaultEntry[] = [
  {
    id: "auto-c-yaw-rate-sensor",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Failed or loose yaw rate / lateral acceleration sensor (stability control fault)",
    explanation:
      "The stability system measures how fast the vehicle rotates and slides with a yaw rate and lateral acceleration sensor (separate or inside the airbag or ABS module); a loose mount, water damage or sensor failure disables stability control or makes it brake a wheel on its own in a straight line.",
    symptoms: [
      "stability control activates on a straight road",
      "traction control light comes on in turns",
      "esc off light and service stability system",
      "car brakes one wheel by itself while cornering",
      "stabilitrak comes on for no reason",
    ],
    keywords: ["yaw rate sensor", "lateral accelerometer", "esc", "stability control", "inertial sensor"],
    prior: 0.6,
    steps: [
      moduleScan,
      {
        title: "Check the sensor readings parked and driving",
        description:
          "Parked on level ground, yaw rate should read about 0 °/s and lateral acceleration about 0 g. Then compare readings with steering angle and wheel speeds in gentle turns; a reading that drifts or stays offset points at the sensor or its mounting.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Scan tool with chassis live data"],
        safety: ["Road test only on a quiet road with a helper reading the scan tool."],
      },
      {
        title: "Check mounting and wiring, then calibrate",
        description:
          "The sensor is often under the center console or a front seat: check it is bolted tight and level, the connector is dry, and then run the sensor calibration/zero with the scan tool after any repair.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        parts: ["Yaw rate / lateral acceleration sensor"],
        safety: ["If the sensor is in the airbag module, follow the airbag disarming procedure before unplugging it."],
      },
      verifyRepair,
    ],
    ref: "manufacturer calibration procedures; common shop failure",
  },
  {
    id: "auto-c-adas-camera-radar",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Front radar or windshield camera blocked or out of calibration (adaptive cruise / lane assist unavailable)",
    explanation:
      "Adaptive cruise, automatic emergency braking and lane-keeping rely on a front radar and a camera behind the windshield; dirt, snow, a new windshield, a bumper repair or an alignment change leaves them blocked or misaimed and the systems switch off.",
    symptoms: [
      "adaptive cruise control not available",
      "lane keep assist unavailable message",
      "front radar blocked warning",
      "pre collision system unavailable after new windshield",
      "lane departure warning not working after windshield replacement",
      "front camera temporarily unavailable",
    ],
    keywords: ["adas", "radar", "front camera", "acc", "lane assist", "aeb", "calibration", "windshield camera"],
    prior: 1,
    steps: [
      {
        title: "Clean the sensors",
        description:
          "Clean snow, ice, mud and bugs off the radar (in the grille or lower bumper behind the emblem) and the windshield area in front of the camera; check nothing blocks them such as a plate frame or sticker.",
        safetyLevel: "Low Risk",
        estimatedTime: "5-10 min",
      },
      moduleScan,
      alignmentCheck,
      {
        title: "Calibrate the camera/radar",
        description:
          "After windshield replacement, bumper or grille repair, or an alignment change, perform the static or dynamic camera/radar calibration the manufacturer specifies (targets and a scan tool, or a prescribed drive).",
        safetyLevel: "Safety Required",
        estimatedTime: "30-90 min",
        tools: ["Scan tool with ADAS calibration", "Manufacturer calibration targets"],
        parts: ["Radar mounting bracket (if bent)", "Windshield with correct camera bracket"],
        safety: ["Dynamic calibration drives must be done on a suitable road in light traffic; do not rely on the systems until calibration passes."],
      },
    ],
    ref: "manufacturer ADAS calibration requirements",
  },
];
