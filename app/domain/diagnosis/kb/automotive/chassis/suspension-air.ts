import type { FaultEntry } from "../../../types.ts";
import { AIR_SUSPENSION_SAFETY, LIFT_SAFETY, circuitTest, moduleScan, raiseAndSupport, verifyRepair } from "./steps.ts";

// Air and electronically damped suspensions.
export const suspensionAirEntries: FaultEntry[] = [
  {
    id: "auto-c-air-spring-leak",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Leaking air spring (air bag/air strut) or air line",
    explanation:
      "Rubber air springs crack with age, especially at the fold, and leak slowly; the corner sags overnight, the compressor runs much longer to refill it and eventually overheats or fails.",
    symptoms: [
      "car sags on one corner overnight",
      "rear end sits on the ground in the morning",
      "air suspension keeps pumping up",
      "compressor runs a long time after starting",
      "hissing from the air strut",
      "suspension too low warning",
      "airmatic fault and car leaning",
    ],
    keywords: ["air spring", "air bag", "air strut", "airmatic", "air ride", "air suspension"],
    makes: ["mercedes-benz", "mercedes", "audi", "lincoln", "ford", "land rover", "ram", "cadillac", "chevrolet"],
    models: ["s-class", "e-class", "gl", "ml", "a6", "a8", "allroad", "q7", "navigator", "expedition", "1500", "range rover", "escalade", "tahoe", "suburban"],
    prior: 1.5,
    steps: [
      moduleScan,
      {
        title: "Find the leak with soapy water",
        description:
          "With the system at full height, spray soapy water on each air spring (especially the rolling fold), the air line fittings and the valve block. Bubbles show the leak. Measure ride height at each corner in the evening and the next morning to identify a slow leaker.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Spray bottle with soapy water", "Tape measure", "Flashlight"],
        parts: ["Air spring or air strut", "Air line and push-fit fittings", "Valve block"],
        safety: [AIR_SUSPENSION_SAFETY],
      },
      raiseAndSupport,
      {
        title: "Replace the air spring and check the compressor",
        description:
          "In jack/service mode, deflate, replace the air spring or line, refill and check for leaks. Then check the compressor did not overheat from overwork (run time and fault codes); a leak is the most common cause of compressor failure.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        parts: ["Air spring", "Compressor (if failed)"],
        safety: [AIR_SUSPENSION_SAFETY, LIFT_SAFETY],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-air-compressor-fail",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Failed air suspension compressor or compressor relay",
    explanation:
      "The compressor wears its piston seal or overheats from running to feed leaks, and its relay contacts burn; then the vehicle cannot raise, sits low on all corners and shows a suspension warning.",
    symptoms: [
      "air suspension compressor not running",
      "car won't raise back up",
      "whole car sits low and suspension warning light",
      "compressor runs but car doesn't go up",
      "air suspension compressor noisy",
      "car stuck in low mode",
    ],
    keywords: ["air compressor", "air suspension compressor", "compressor relay", "air ride pump"],
    makes: ["mercedes-benz", "mercedes", "audi", "lincoln", "ford", "land rover", "ram", "tesla"],
    models: ["navigator", "expedition", "s-class", "e-class", "a8", "allroad", "1500", "range rover", "model s", "model x"],
    prior: 1,
    steps: [
      moduleScan,
      {
        title: "Check the fuse, relay and compressor power",
        description:
          "Swap the compressor relay with an identical one, check the fuse, then measure voltage at the compressor when the module commands it (scan-tool output test). Power present but no run = compressor; no power = relay, fuse, wiring or module.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Multimeter", "Scan tool with suspension output tests"],
        parts: ["Compressor relay", "Fuse", "Air suspension compressor", "Compressor air dryer"],
        safety: [AIR_SUSPENSION_SAFETY, "The compressor head gets very hot after running: let it cool."],
      },
      circuitTest,
      {
        title: "Fix leaks before fitting a new compressor",
        description: "Leak-test every spring and line first; a new compressor feeding a leak fails again. Replace the air dryer with the compressor.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        safety: [AIR_SUSPENSION_SAFETY],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-magnetic-ride-shock",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Leaking electronic (magnetic ride/adaptive) shock absorber",
    explanation:
      "Adaptive shocks such as GM Magnetic Ride Control have an electrically controlled damping fluid or valve; a leaking shock or a damaged coil wire sets a 'Service Suspension' warning and gives a harsh or bouncy ride.",
    symptoms: [
      "service suspension system message",
      "magnetic ride shock leaking",
      "ride got harsh and bouncy with a warning light",
      "adaptive damper fault",
      "shock absorber wire broken",
    ],
    keywords: ["magnetic ride", "magneride", "adaptive damping", "electronic shocks", "cdc"],
    makes: ["chevrolet", "chevy", "gmc", "cadillac"],
    models: ["tahoe", "suburban", "yukon", "escalade", "corvette", "camaro", "silverado", "sierra"],
    prior: 0.8,
    steps: [
      moduleScan,
      raiseAndSupport,
      {
        title: "Inspect shocks and damper wiring",
        description:
          "Check each shock for oil on the body and the damper connector and wire for damage (they run near the wheels and get hit by debris). Compare damper coil resistance with the manual.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Multimeter"],
        specs: ["Typical damper solenoid/coil resistance: a few ohms - compare with the service manual and the other corners"],
        parts: ["Adaptive shock absorber", "Damper harness pigtail"],
        safety: [LIFT_SAFETY],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
];
