import type { FaultEntry } from "../../../types.ts";
import { LOCKOUT, testDriveVerify } from "../../../steps-common.ts";
import { MOWER_LOCKOUT, mowerLockoutStep, sparkTest } from "./steps.ts";

// Spark ignition only exists on gasoline mower and utility engines; diesels have none.
export const ignitionEntries: FaultEntry[] = [
  {
    id: "tr-spark-plug-fouled",
    vehicleTypes: ["tractor"],
    system: "ignition",
    cause: "Fouled or worn spark plug or damaged plug lead",
    explanation:
      "Carbon, oil or fuel fouling and a worn electrode gap weaken the spark, so the engine is hard to start, misfires under load or runs on one cylinder of a V-twin.",
    symptoms: [
      "mower wont start",
      "misfiring under load",
      "runs on one cylinder",
      "spark plug black and sooty",
      "engine misses and pops",
      "hard starting riding mower",
      "plug wire loose",
    ],
    keywords: ["spark plug", "plug", "plug wire", "plug boot", "misfire", "fouled"],
    prior: 2.5,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      {
        title: "Remove and read the spark plug(s)",
        description:
          "Remove each plug and look at it: wet with fuel means flooding or no spark; black soot means rich running or a plugged air filter; oily deposits mean oil burning. Check the gap and the boot for cracks.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Spark plug socket", "Feeler or wire gap gauge"],
        specs: ["Typical gap: 0.76 mm (0.030 in) on many mower engines (check against the engine manual)"],
        safety: [MOWER_LOCKOUT],
      },
      sparkTest,
      {
        title: "Fit new plugs gapped and torqued",
        description:
          "Fit the plug type listed in the engine manual, gapped to spec; thread it in by hand first, then torque. Push the boot on until it clicks.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Spark plug socket", "Torque wrench", "Gap gauge"],
        specs: ["Typical torque: about 18-30 N·m (13-22 lb·ft) for 14 mm plugs in aluminium heads (check against the engine manual)"],
        parts: ["Spark plug of the specified type"],
      },
    ],
  },
  {
    id: "tr-ignition-coil-failed",
    vehicleTypes: ["tractor"],
    system: "ignition",
    cause: "Failed ignition coil (armature) on the mower engine",
    explanation:
      "Flywheel-magneto coils crack internally with heat; the typical sign is an engine that runs cold, then dies when hot and will not restart until it cools, with no spark while hot.",
    symptoms: [
      "dies when it gets hot and restarts when cool",
      "no spark",
      "mower quits after 20 minutes and wont restart",
      "no spark on one cylinder",
      "ignition coil bad",
      "cuts out when warm",
    ],
    keywords: ["ignition coil", "armature", "magneto", "no spark", "coil"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      { ...sparkTest, title: "Check for spark when the engine is hot and has died" },
      {
        title: "Isolate the coil from the kill circuit",
        description:
          "Disconnect the kill (ground) wire at the coil and retest for spark. Spark returns: the fault is in the key switch or interlocks. Still no spark: check the coil air gap and replace the coil.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Spark tester", "Screwdriver"],
        safety: [MOWER_LOCKOUT, "With the kill wire off, the key cannot stop the engine: stop it by closing the choke or pulling the plug boot with insulated pliers."],
      },
      {
        title: "Replace the coil and set the air gap",
        description:
          "Fit the new coil with a non-magnetic feeler or business card between the coil legs and the flywheel magnets, tighten, and rotate the flywheel to check it does not touch.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Non-magnetic feeler gauge", "Socket set"],
        specs: ["Typical air gap: about 0.15-0.36 mm (0.006-0.014 in) depending on the engine (check against the engine manual)"],
        parts: ["Ignition coil (armature)"],
        safety: [LOCKOUT],
      },
    ],
  },
  {
    id: "tr-kill-wire-grounded",
    vehicleTypes: ["tractor"],
    system: "ignition",
    cause: "Kill (ground) wire shorted or broken, or key switch grounding the ignition",
    explanation:
      "Mower engines stop by grounding the ignition coil's kill wire through the key switch and interlocks. A kill wire rubbed through to the frame, or a faulty key switch, grounds the coil so there is no spark; a broken kill wire does the opposite and the key no longer stops the engine.",
    symptoms: [
      "no spark but coil is new",
      "cranks but no spark riding mower",
      "mower starts only with the kill wire unplugged",
      "key wont shut the mower off",
      "mower engine keeps running with key off",
      "kill wire rubbed through on the frame",
    ],
    keywords: ["kill wire", "ground wire", "key switch", "shutdown wire", "ignition ground"],
    prior: 2,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      sparkTest,
      {
        title: "Unplug the kill wire and retest spark",
        description:
          "Disconnect the kill wire at the engine connector and retest: spark now means something in the harness is grounding it. Check the wire along its route for chafe against the frame.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Spark tester", "Digital multimeter"],
        safety: [MOWER_LOCKOUT, "Reconnect the kill wire before use: without it the engine cannot be stopped with the key."],
      },
      {
        title: "Test the kill wire and key switch with a meter",
        description:
          "Engine off, kill wire unplugged at the engine: with the key OFF the wire should have continuity to ground through the key switch; with the key in RUN (seated, PTO off, brake set) it should be open. Continuity in RUN means a chafed wire or faulty switch; no continuity in OFF means a broken wire or key switch (engine will not stop). Repair with a sealed splice and a protective sleeve where it rubbed.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        parts: ["Key switch", "Wire repair kit and protective loom"],
        safety: [MOWER_LOCKOUT],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-flywheel-key-sheared",
    vehicleTypes: ["tractor"],
    system: "ignition",
    cause: "Sheared flywheel key after a blade strike (ignition timing off)",
    explanation:
      "Hitting a stump or rock can shear the soft flywheel key on engines where the blades are driven directly or through a belt; the flywheel slips and fires the plug at the wrong time, so the engine kicks back, backfires or will not start.",
    symptoms: [
      "hit a stump and now it wont start",
      "kicks back when cranking",
      "backfires through the carb after hitting a rock",
      "starter jerks and stops",
      "has spark but wont run after blade strike",
    ],
    keywords: ["flywheel key", "sheared key", "timing", "blade strike", "kickback"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      sparkTest,
      {
        title: "Remove the flywheel and inspect the key",
        description:
          "Remove the blower housing and flywheel nut (hold the flywheel with a strap wrench or holder) and pull the flywheel with the correct puller. A key that is partly or fully sheared and a flywheel keyway out of line confirm it. Check the crankshaft for bending on a blade strike.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Flywheel puller", "Flywheel holder or strap wrench", "Torque wrench"],
        specs: ["Flywheel nut torque varies widely by engine: always use the engine manual figure"],
        parts: ["Flywheel key (soft aluminium, as specified)"],
        safety: [MOWER_LOCKOUT, "Never hammer on the flywheel: it can crack and burst at speed."],
      },
      testDriveVerify,
    ],
  },
];
