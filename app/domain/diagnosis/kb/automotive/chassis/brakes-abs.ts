import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { scanCodes } from "../../../steps-common.ts";
import { BRAKE_FLUID, HYBRID_HV, LIFT_SAFETY, alignmentCheck, bleedBrakes, brakeTestDrive, moduleScan, raiseAndSupport, verifyRepair } from "./steps.ts";

// ABS, stability control and the chassis sensors that feed them.
const wheelSpeedLiveData: StepTemplate = {
  title: "Compare all four wheel speeds in live data",
  description:
    "Drive slowly in a straight line and watch the four wheel speed readings. A wheel that reads zero, drops out over bumps or reads differently from the others identifies the corner; note whether the code is 'circuit' (wiring/sensor) or 'signal/range' (air gap, tone ring, bearing).",
  safetyLevel: "Safety Required",
  estimatedTime: "15 min",
  tools: ["Scan tool with ABS live data"],
  safety: ["Road test on a quiet road with a helper reading the scan tool; ABS may not work while the light is on."],
};

export const brakesAbsEntries: FaultEntry[] = [
  {
    id: "auto-c-wheel-speed-sensor",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Failed ABS wheel speed sensor or damaged sensor wiring",
    explanation:
      "Each wheel has a speed sensor reading a toothed or magnetic ring; when a sensor fails, its wire chafes or the connector corrodes, the ABS module loses that wheel and turns off ABS and traction/stability control with warning lights.",
    symptoms: [
      "abs light and traction control light on",
      "abs light came on after a pothole",
      "speedometer jumps around and abs light on",
      "stability control light stays on",
      "wheel speed sensor code",
      "abs and brake light on at the same time",
      "traction control light flashing and car loses power",
    ],
    keywords: ["abs sensor", "wheel speed sensor", "wss", "traction control", "esc", "stabilitrak", "vsc"],
    codes: ["C0031", "C0034", "C0037", "C003A", "C0035", "C0040", "C0045", "C0050", "C1145", "C1155", "C1165", "C1175"],
    prior: 3,
    steps: [
      scanCodes,
      wheelSpeedLiveData,
      raiseAndSupport,
      {
        title: "Test the sensor and its wiring",
        description:
          "Inspect the harness from the sensor to the body for chafing, pulled connectors and corrosion, especially where it flexes with the suspension. Passive (two-wire magnetic) sensors: measure resistance and AC voltage while spinning the wheel. Active (Hall/magnetoresistive) sensors: do not ohm-test; check supply voltage at the connector and the signal in live data.",
        safetyLevel: "High Risk",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        specs: [
          "Typical passive sensor resistance: about 800-2500 Ω; AC output over about 0.1 V when the wheel is spun by hand (check the service manual)",
          "Typical active sensor supply: about 8-12 V from the ABS module (check the service manual)",
        ],
        parts: ["Wheel speed sensor", "Sensor pigtail/harness repair"],
        safety: [LIFT_SAFETY],
      },
      {
        title: "Replace, clean the mounting bore and verify",
        description:
          "Remove rust from the sensor bore before fitting the new sensor (rust pushes it away from the ring), route the wire exactly as original in its clips, clear codes and check the wheel speeds agree in live data.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        safety: [LIFT_SAFETY],
      },
      verifyRepair,
    ],
    ref: "SAE J2012 code definitions; GM and Ford manufacturer codes; common shop failure",
  },
  {
    id: "auto-c-tone-ring-corrosion",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Cracked or rusted ABS tone ring, or rust under the sensor (false ABS activation at low speed)",
    explanation:
      "Rust scale between the sensor and the hub, or a cracked/rusted tone ring on a CV joint or axle, makes the wheel speed signal drop out at low speed; the ABS module thinks the wheel is locking and releases the brakes - the pedal pulses and the car doesn't stop at walking pace.",
    symptoms: [
      "abs kicks in at low speed when stopping",
      "brake pedal pulses and grinds at slow speed on dry road",
      "truck doesn't stop at stop signs, abs activates",
      "abs activates for no reason",
      "brakes release right before I stop",
    ],
    keywords: ["tone ring", "reluctor ring", "abs ring", "false abs", "low speed abs"],
    codes: ["C0035", "C0040", "C0045", "C0050", "C0031", "C0034"],
    makes: ["chevrolet", "chevy", "gmc"],
    models: ["silverado", "sierra", "tahoe", "suburban", "yukon", "avalanche"],
    prior: 1.2,
    steps: [
      wheelSpeedLiveData,
      raiseAndSupport,
      {
        title: "Inspect the sensor gap and tone ring",
        description:
          "Remove the sensor and clean rust from its tip and bore; on hub-integrated sensors check for rust jacking between the hub and knuckle. Turn the wheel slowly and inspect the tone ring for cracks, missing teeth or heavy rust.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Wire brush", "Flashlight", "Feeler gauge (adjustable sensors)"],
        parts: ["Tone ring", "CV axle with tone ring", "Hub bearing with integrated sensor"],
        safety: [LIFT_SAFETY],
      },
      brakeTestDrive,
    ],
    ref: "NHTSA investigation of low-speed ABS activation on GM trucks; common shop failure",
  },
  {
    id: "auto-c-gm-ebcm-pump-relay",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Failed ABS control module (EBCM) pump motor relay or pump motor on GM trucks",
    explanation:
      "On many older GM trucks and SUVs the electronic brake control module's pump motor relay or motor circuit fails, setting C0265/C0267; ABS is disabled and some owners report a harder pedal or longer stops.",
    symptoms: [
      "abs light on chevy truck code c0265",
      "abs light comes on and goes off randomly",
      "abs pump not running",
      "abs and brake light on, traction off",
      "ebcm failure",
    ],
    keywords: ["ebcm", "abs module", "abs pump", "pump motor relay"],
    codes: ["C0265", "C0267"],
    makes: ["chevrolet", "chevy", "gmc", "cadillac"],
    models: ["silverado", "sierra", "tahoe", "suburban", "yukon", "avalanche", "escalade", "trailblazer", "envoy"],
    prior: 1,
    steps: [
      moduleScan,
      {
        title: "Check EBCM power, ground and connector",
        description:
          "Check the ABS fuses, the module's battery feed and ground under load, and the connector for corrosion. Command the pump motor with a scan tool if supported.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Multimeter", "Scan tool with ABS output controls"],
        parts: ["EBCM (ABS control module)", "Remanufactured EBCM", "ABS pump motor"],
        safety: [LIFT_SAFETY],
      },
      {
        title: "Replace or repair the module, then bleed",
        description:
          "Replace or send out the EBCM for repair; program it if required. If the hydraulic unit was opened, do an ABS automated bleed with the scan tool.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        safety: [BRAKE_FLUID, LIFT_SAFETY],
      },
      bleedBrakes,
    ],
    ref: "GM manufacturer code definitions; widely reported owner pattern",
  },
  {
    id: "auto-c-toyota-hybrid-brake-actuator",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Failed brake booster pump / actuator assembly on Toyota hybrids",
    explanation:
      "Toyota hybrids use an electrically pumped brake actuator with a pressure accumulator; when the pump or accumulator wears, the pump runs often or loudly, pressure drops, and several warning lights come on with a changed pedal feel.",
    symptoms: [
      "prius brake warning light and abs light and vsc light",
      "buzzing pump noise when pressing the brake",
      "brake pedal feels different in my hybrid",
      "all the warning lights came on in my prius",
      "brake pump keeps running after I open the door",
    ],
    keywords: ["brake actuator", "brake booster pump", "accumulator", "prius", "hybrid brakes", "skid control"],
    codes: ["C1256"],
    makes: ["toyota", "lexus"],
    models: ["prius", "camry hybrid", "highlander hybrid", "rav4 hybrid", "ct200h", "rx450h"],
    prior: 0.8,
    steps: [
      moduleScan,
      {
        title: "Check warranty and campaigns",
        description:
          "Toyota has issued extended coverage and recalls on hybrid brake actuators and booster pumps for some years: check the VIN before repair.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Disable the brake system before service",
        description:
          "The hybrid brake pump can start on its own when a door opens or the pedal is pressed, producing high pressure. Follow the manual: ignition off, disconnect the 12 V battery or remove the brake system fuse as specified, before opening any brake line or replacing the actuator.",
        safetyLevel: "High Risk",
        estimatedTime: "15 min",
        safety: [HYBRID_HV, BRAKE_FLUID],
      },
      {
        title: "Replace the actuator/pump and bleed with the scan tool",
        description: "Replacement requires the manufacturer bleed and calibration routines (linear valve offset, zero-point learning) on the scan tool.",
        safetyLevel: "High Risk",
        estimatedTime: "2-4 h",
        tools: ["Toyota-capable scan tool"],
        parts: ["Brake booster with master cylinder/pump assembly", "Brake fluid"],
        safety: [HYBRID_HV, BRAKE_FLUID],
      },
    ],
    ref: "Toyota extended coverage and campaigns; manufacturer code definition",
  },
  {
    id: "auto-c-steering-angle-sensor",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Uncalibrated or failed steering angle sensor (stability control light)",
    explanation:
      "The stability system compares the steering angle sensor with yaw rate and wheel speeds; after an alignment, battery disconnection or steering repair the sensor must be recalibrated, and a faulty sensor turns off stability control.",
    symptoms: [
      "stability control light on after alignment",
      "service stabilitrak message",
      "esp bas light on",
      "traction control light after battery change",
      "steering wheel crooked and esc light",
      "vsc light came on after new tie rods",
    ],
    keywords: ["steering angle sensor", "sas", "esc", "esp", "stabilitrak", "vsc", "yaw rate"],
    codes: ["U0126"],
    prior: 1.5,
    steps: [
      moduleScan,
      {
        title: "Check the steering angle reading",
        description:
          "With the wheels straight and the steering wheel centered, the steering angle in live data should read near zero and change smoothly left and right without jumps.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Scan tool with chassis live data"],
        specs: ["Typical: within a few degrees of 0° with wheels straight (check the service manual)"],
      },
      alignmentCheck,
      {
        title: "Calibrate (zero) the sensor",
        description:
          "Run the steering angle sensor calibration with the scan tool after the alignment (wheels straight, steering wheel centered, on level ground). A sensor that will not calibrate or reads erratically is replaced (often with the clock spring or column module).",
        safetyLevel: "High Risk",
        estimatedTime: "10-20 min",
        tools: ["Scan tool with SAS calibration"],
        parts: ["Steering angle sensor"],
        safety: ["If the sensor is part of the clock spring, follow the airbag (SRS) disarming procedure before removal."],
      },
      verifyRepair,
    ],
    ref: "SAE J2012 code definition; manufacturer calibration procedures",
  },
  {
    id: "auto-c-ride-height-sensor",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Failed or disconnected ride height sensor (air suspension or headlight leveling)",
    explanation:
      "Height sensors at the suspension arms tell the air suspension or headlight leveling module how high each corner sits; a broken link or failed sensor makes one corner sit wrong, lights a suspension fault or aims the headlights badly.",
    symptoms: [
      "one corner sits too high",
      "suspension fault light on",
      "headlights pointing at the ground",
      "car keeps raising and lowering",
      "headlight leveling fault",
    ],
    keywords: ["ride height sensor", "level sensor", "height sensor", "headlight leveling"],
    prior: 0.7,
    steps: [
      moduleScan,
      raiseAndSupport,
      {
        title: "Inspect the sensor link and signal",
        description:
          "Check the plastic link rod between the sensor and the control arm (often broken or unhooked) and the connector. Watch the sensor value in live data while the suspension moves; it must change smoothly.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Scan tool", "Multimeter"],
        parts: ["Ride height sensor", "Sensor link rod"],
        safety: [LIFT_SAFETY],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
];
