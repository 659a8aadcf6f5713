import type { FaultEntry } from "../../../types.ts";
import { scanCodes, visualInspection } from "../../../steps-common.ts";
import { CAR_PARK, HOT_FLUID, LIFT_SAFETY, checkAtf, transAdaptReset, verifyRepair } from "./steps.ts";

// Automatic transmission faults around controls, sensors, cooling and linkage (not the clutches themselves).
export const transmissionControlEntries: FaultEntry[] = [
  {
    id: "auto-c-zf-9speed-harsh",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Harsh or delayed shifting on the ZF/Chrysler 9-speed (948TE/9HP) from software and adaptives",
    explanation:
      "Front-drive 9-speed automatics use dog clutches and adaptive software; early calibrations give lurching take-offs, harsh 2-3 shifts and delayed engagement, and most fixes are software flashes followed by a relearn.",
    symptoms: [
      "jeep cherokee jerks from a stop",
      "9 speed shifts harsh and late",
      "hesitation then lurch when pulling out",
      "transmission bangs when slowing down",
      "delayed engagement into drive",
      "shudders and clunks at low speed",
    ],
    keywords: ["9 speed", "948te", "9hp", "zf", "tcm flash"],
    makes: ["jeep", "chrysler", "fiat", "acura", "honda"],
    models: ["cherokee", "renegade", "compass", "200", "500x", "tlx", "pilot"],
    prior: 1.2,
    steps: [
      scanCodes,
      {
        title: "Check for TCM updates and recalls",
        description:
          "Look up the VIN for TCM/PCM flash updates and bulletins; several have been released for shift quality on these transmissions.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      checkAtf,
      transAdaptReset,
      verifyRepair,
    ],
    ref: "manufacturer software updates; widely reported owner pattern",
  },
  {
    id: "auto-c-trans-speed-sensor",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Failed transmission input or output speed sensor (limp mode)",
    explanation:
      "The TCM compares input and output shaft speed to know the gear ratio; when one sensor drops out it cannot control shifts, so it locks the transmission in a fixed 'limp' gear and often kills the speedometer or cruise control.",
    symptoms: [
      "transmission in limp mode stuck in third",
      "speedometer stopped working and shifts are weird",
      "car won't shift and check engine light on",
      "harsh shifts and cruise control doesn't work",
      "stuck in second gear after it warms up",
      "gear display flashing and no upshift",
    ],
    keywords: ["input speed sensor", "output speed sensor", "turbine speed sensor", "vss", "limp mode", "conductor plate"],
    codes: ["P0715", "P0716", "P0717", "P0720", "P0721", "P0722", "P0500"],
    prior: 1.5,
    steps: [
      scanCodes,
      {
        title: "Watch sensor signals in live data",
        description:
          "Drive gently and watch input and output speeds: a signal that drops to zero or jumps while the vehicle moves confirms the sensor or wiring. On Mercedes 7G-Tronic (722.9) the speed sensors sit on the internal conductor plate, which is a known failure item.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Scan tool with live data"],
        safety: ["Test on a quiet road with a helper reading the scan tool."],
      },
      {
        title: "Check sensor, connector and wiring",
        description:
          "Inspect the sensor connector for oil in the plug, bent pins and chafed wires. Measure resistance of two-wire magnetic sensors; for Hall-type sensors check the reference voltage and ground at the connector, then remove the sensor and clean metal debris off its tip.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        specs: ["Typical magnetic sensor resistance: about 300-1500 Ω; Hall sensors: 5 V or 12 V reference (check the service manual)"],
        parts: ["Input/output speed sensor", "Sensor O-ring", "Conductor plate (internal types)"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      verifyRepair,
    ],
    ref: "SAE J2012 code definitions; Mercedes 722.9 conductor plate is a common shop failure",
  },
  {
    id: "auto-c-range-sensor",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Faulty or misadjusted transmission range sensor (neutral safety / PRNDL switch)",
    explanation:
      "The range sensor tells the computers which gear the lever selects; when its contacts wear or it is out of adjustment the engine may not crank in Park, the dash shows the wrong gear, and the TCM may refuse to shift or start in the wrong gear.",
    symptoms: [
      "car only starts in neutral",
      "gear indicator shows the wrong gear",
      "no crank in park but cranks in neutral",
      "reverse lights don't come on",
      "dash doesn't show prnd",
      "starts in drive",
      "transmission range sensor code",
    ],
    keywords: ["neutral safety switch", "prndl", "range switch", "mlps", "inhibitor switch"],
    codes: ["P0705", "P0706", "P0707", "P0708"],
    prior: 1.2,
    steps: [
      scanCodes,
      {
        title: "Compare selected gear with scan-tool range data",
        description:
          "Engine off, key on, foot on the brake: move the lever slowly through P, R, N, D and the low gears and watch the range sensor reading. Dropouts or wrong positions between detents confirm the sensor or its adjustment.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Scan tool"],
        safety: [CAR_PARK],
      },
      {
        title: "Check linkage adjustment and connector",
        description:
          "Check that the shift cable puts the transmission lever fully in each detent, the sensor is set to its alignment mark, and the connector is dry and tight. Adjust or replace the sensor as the manual describes.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Alignment pin or gauge if specified", "Socket set"],
        parts: ["Transmission range sensor"],
        safety: [LIFT_SAFETY],
      },
      verifyRepair,
    ],
    ref: "SAE J2012 code definitions",
  },
  {
    id: "auto-c-trans-overheat",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Transmission overheating from towing, a blocked cooler or a failed cooler bypass",
    explanation:
      "Heavy loads and a restricted cooler push fluid temperature past about 120 °C (250 °F), where it oxidizes and clutches slip; the computer sets an over-temperature code and may lock the converter or change shift timing to protect itself.",
    symptoms: [
      "transmission overheating warning when towing",
      "trans temp gauge high going up hills",
      "burning smell after pulling a trailer",
      "transmission starts slipping when hot",
      "shifts go soft in summer traffic",
      "transmission fluid coming out of the vent",
    ],
    keywords: ["trans temp", "cooler", "towing", "thermal bypass", "overheat"],
    codes: ["P0218", "P0711"],
    prior: 1,
    steps: [
      scanCodes,
      checkAtf,
      {
        title: "Check the cooler and airflow",
        description:
          "With the engine off and cool, inspect the transmission cooler (in the radiator tank and/or a separate cooler) for bugs, mud and bent fins, check cooler lines for kinks, and with a scan tool compare fluid temperature before and after the cooler with an infrared thermometer. Little drop across the cooler means a blockage or a stuck thermal bypass valve.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Infrared thermometer", "Scan tool", "Soft brush and water"],
        specs: ["Typical normal fluid temperature: 80-95 °C (175-200 °F); sustained above 120 °C (250 °F) damages fluid (check the manual)"],
        parts: ["Auxiliary transmission cooler", "Thermal bypass valve"],
        safety: [HOT_FLUID],
      },
      {
        title: "Use the right gear when towing",
        description:
          "Use tow/haul mode and a lower gear on grades, stay within the vehicle's rated trailer weight, and change the fluid more often if you tow regularly (severe service schedule).",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      verifyRepair,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-c-shift-cable-bushing",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn-out shift cable end bushing or stretched shift cable",
    explanation:
      "The small rubber/plastic bushing that clips the shift cable to the transmission lever crumbles with age; the lever then moves without moving the transmission, so the car may not go into Park or shows one gear while in another.",
    symptoms: [
      "shifter feels loose and floppy",
      "gear lever moves but car stays in drive",
      "can't get the car into park",
      "shifter goes past park",
      "key won't come out because it's not in park",
      "gear shifter not matching the gear",
    ],
    keywords: ["shifter cable", "shift linkage", "cable bushing", "gear selector"],
    prior: 1,
    steps: [
      {
        title: "Secure the vehicle before anything else",
        description:
          "If Park cannot be selected the car can roll: set the parking brake firmly, chock the wheels, and do not leave it running unattended.",
        safetyLevel: "Safety Required",
        estimatedTime: "2 min",
        tools: ["Wheel chocks"],
        safety: [CAR_PARK],
      },
      visualInspection,
      {
        title: "Inspect the cable ends",
        description:
          "Follow the shift cable from the shifter to the transmission lever and check each end for a missing or cracked bushing, a popped-off end or a broken bracket clip. Have a helper move the shifter while you watch the transmission lever move with it.",
        safetyLevel: "High Risk",
        estimatedTime: "15-20 min",
        tools: ["Flashlight", "Trim tools"],
        parts: ["Shift cable bushing repair kit", "Shift cable"],
        safety: [LIFT_SAFETY],
      },
      {
        title: "Replace and adjust, then check every position",
        description:
          "Fit the new bushing or cable, adjust so each lever position matches the transmission detent and the gear display, and confirm the engine starts only in Park and Neutral.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        safety: [CAR_PARK],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-valve-body-wear",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn valve body or pressure control solenoid causing low line pressure",
    explanation:
      "Aluminum valve body bores wear around spool valves and pressure control solenoids weaken, so line pressure leaks away; shifts become soft, slide or flare, often worse when hot.",
    symptoms: [
      "soft slushy shifts when warm",
      "line pressure code",
      "slipping on the 2-3 shift when hot",
      "delayed reverse engagement after driving",
      "transmission flares between gears when warm",
    ],
    keywords: ["valve body", "line pressure", "epc solenoid", "pressure control solenoid"],
    codes: ["P0868", "P0960", "P0962", "P0963", "P0776"],
    prior: 1,
    steps: [
      scanCodes,
      checkAtf,
      {
        title: "Measure line pressure",
        description:
          "Fit a pressure gauge to the line pressure port and compare idle and stall pressures in each range with the manual's table, cold and hot. Low in all ranges points at the pump, filter or pressure control; low in one range at that circuit's seals or clutch.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        tools: ["0-300 psi transmission pressure gauge", "Scan tool"],
        specs: ["Typical line pressure: about 50-80 psi at idle in Drive, rising to 150-250 psi at stall (check the service manual)"],
        parts: ["Valve body", "Pressure control solenoid", "Filter"],
        safety: [LIFT_SAFETY, HOT_FLUID, "Keep clear of turning driveline parts while testing."],
      },
      transAdaptReset,
    ],
    ref: "SAE J2012 code definitions; common shop failure",
  },
];
