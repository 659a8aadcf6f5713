import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { fuseRelayCheck } from "../../../steps-common.ts";
import { DASH_WORK, moduleScan, verifyRepair } from "./steps.ts";

// Air doors of the HVAC box and their actuators (temperature blend, mode and recirculation).
const actuatorRecal: StepTemplate = {
  title: "Replace the actuator and run the HVAC calibration",
  description:
    "Replace the actuator (check the door shaft and gears for damage too), then run the HVAC self-calibration: on many vehicles disconnecting the battery or a scan-tool routine makes the module re-learn each door's end stops. Keep the ignition off while plugging actuators in.",
  safetyLevel: "Safety Required",
  estimatedTime: "30 min - 3 h depending on access",
  tools: ["Trim tools", "Socket set", "Scan tool with HVAC calibration"],
  parts: ["Blend door actuator", "Mode door actuator", "Blend door (if broken)"],
  safety: [DASH_WORK],
};

export const hvacDoorEntries: FaultEntry[] = [
  {
    id: "auto-c-blend-door-actuator",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Failed blend door actuator (clicking behind the dash, wrong temperature)",
    explanation:
      "A small motor moves the door that mixes hot and cold air; when its plastic gears strip it clicks or knocks behind the dash and the temperature gets stuck hot, cold, or different on each side.",
    symptoms: [
      "clicking noise behind the dashboard",
      "knocking behind the glove box when I change temperature",
      "heat stuck on hot",
      "ac blows cold on one side and hot on the other",
      "temperature control not working",
      "tapping noise from the dash after starting the car",
    ],
    keywords: ["blend door", "blend door actuator", "temperature actuator", "hvac actuator", "clicking dash"],
    makes: ["ford", "chevrolet", "chevy", "gmc", "ram", "dodge", "jeep"],
    models: ["f-150", "f150", "explorer", "silverado", "sierra", "tahoe", "1500", "grand cherokee"],
    prior: 2,
    steps: [
      moduleScan,
      {
        title: "Locate the clicking actuator",
        description:
          "Key on, engine off, blower low: move the temperature control full hot and full cold and listen under the dash (glove box and center console sides). A clicking that continues after the move, or no door movement, marks the actuator. Scan-tool actuator commands and position feedback confirm it.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-15 min",
        tools: ["Flashlight", "Scan tool with HVAC data"],
      },
      actuatorRecal,
      verifyRepair,
    ],
    ref: "widely reported owner pattern; common shop failure",
  },
  {
    id: "auto-c-mode-door-actuator",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Failed mode door actuator (air comes out of the wrong vents)",
    explanation:
      "The mode door actuator directs air to face, feet or windshield; when it fails or its linkage pops off, air stays stuck on one outlet (often defrost) whatever the setting.",
    symptoms: [
      "air only blows out of the defrost vents",
      "can't get air to come out of the dash vents",
      "air stuck on the floor",
      "vent selector not working",
      "air comes out the wrong vents",
    ],
    keywords: ["mode door", "mode actuator", "defrost door", "vent door"],
    prior: 1.2,
    steps: [
      {
        title: "Check for a vacuum or electric control",
        description:
          "Older trucks use vacuum to move mode doors and default to defrost when vacuum is lost: check the vacuum line and reservoir under the hood. Electric systems: scan for actuator codes and command the mode door.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Hand vacuum pump", "Scan tool"],
      },
      fuseRelayCheck,
      actuatorRecal,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-recirc-door-actuator",
    vehicleTypes: ["automotive"],
    system: "hvac",
    cause: "Recirculation (fresh-air) door or actuator stuck",
    explanation:
      "A door behind the glove box chooses between outside air and recirculated cabin air; when its actuator fails or leaves jam it, outside smells come in on recirculate, or the cabin stays on recirculate and the windows fog up quickly.",
    symptoms: [
      "recirculation button doesn't do anything",
      "exhaust smell comes in even on recirc",
      "windows fog up fast and won't clear",
      "air stuck on recirculate",
      "leaves rattling behind the glove box",
    ],
    keywords: ["recirculation door", "recirc actuator", "fresh air door", "air inlet door", "intake door"],
    prior: 0.8,
    steps: [
      {
        title: "Listen and feel at the air inlet",
        description:
          "With the blower on medium, toggle recirculation and listen behind the glove box for the door moving; feel at the cowl intake (below the windshield) for suction changing. Clear leaves from the cowl and the blower inlet.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      moduleScan,
      actuatorRecal,
    ],
    ref: "common shop failure",
  },
];
