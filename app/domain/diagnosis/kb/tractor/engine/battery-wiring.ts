import type { FaultEntry } from "../../../types.ts";
import {
  BATTERY_GAS,
  LOCKOUT,
  batteryTest,
  cleanTerminals,
  testDriveVerify,
  visualInspection,
  voltageDrop,
} from "../../../steps-common.ts";
import { harnessInspection } from "./steps.ts";

// Battery and main wiring: the faults behind most "dead" machines after storage.
export const batteryWiringEntries: FaultEntry[] = [
  {
    id: "tr-battery-terminals",
    vehicleTypes: ["tractor"],
    system: "battery-wiring",
    cause: "Corroded or loose battery terminals and cable ends",
    explanation:
      "Corrosion and loose clamps add resistance that collapses voltage under the starter's current, so the dash lights dim or reset and the starter clicks or does nothing.",
    symptoms: [
      "dead nothing happens",
      "lights dim when I turn the key",
      "white green crust on battery terminals",
      "starts after I wiggle the battery cable",
      "dash goes dark when cranking",
      "intermittent no start",
      "clicks but wont crank",
    ],
    keywords: ["battery terminal", "corrosion", "battery cable", "clamp", "post"],
    prior: 3,
    ref: "common field failure",
    steps: [visualInspection, cleanTerminals, voltageDrop, batteryTest],
  },
  {
    id: "tr-ground-strap",
    vehicleTypes: ["tractor"],
    system: "battery-wiring",
    cause: "Bad engine-to-frame ground strap or corroded ground point",
    explanation:
      "The starter and sensors return current through the engine block and frame. A frayed or corroded ground strap makes slow cranking, clicking, flickering gauges and strange controller faults.",
    symptoms: [
      "gauges flicker and jump",
      "starter clicks with good battery",
      "random warning lights come on",
      "slow crank new battery new starter",
      "ground cable hot after cranking",
      "electrical gremlins all over",
    ],
    keywords: ["ground strap", "earth strap", "ground cable", "chassis ground", "negative cable"],
    prior: 1.8,
    ref: "common field failure",
    steps: [
      visualInspection,
      voltageDrop,
      {
        title: "Clean or replace the ground strap and add a second ground if needed",
        description:
          "Remove the ground strap, clean the block and frame contact points to bare metal, fit a new strap of equal or heavier gauge, and protect the joint with grease or paint after tightening.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Wire brush", "Wrenches", "Terminal grease"],
        parts: ["Ground strap or battery cable of the same gauge or heavier"],
        safety: [LOCKOUT, BATTERY_GAS],
      },
    ],
  },
  {
    id: "tr-rodent-harness",
    vehicleTypes: ["tractor"],
    system: "battery-wiring",
    cause: "Rodent-chewed wiring harness",
    explanation:
      "Mice and rats nest in stored machines and chew the soft insulation on harnesses, causing open circuits, shorts, blown fuses and sensor codes that appear after storage.",
    symptoms: [
      "mice got into the tractor and now it wont start",
      "found a mouse nest under the hood",
      "electrical problems after winter storage",
      "wires chewed",
      "rats chewed wires",
      "random codes after sitting in the barn",
      "blows a fuse after it sat all winter",
    ],
    keywords: ["mice", "mouse", "rats", "rodent", "nest", "chewed", "harness"],
    prior: 2,
    ref: "common field failure",
    steps: [
      harnessInspection,
      {
        title: "Test repaired circuits and clear codes",
        description:
          "After repairing the harness, check each repaired wire for continuity and for shorts to ground, replace any blown fuses, clear the codes and confirm they do not return. Rodent deterrents and keeping feed out of the shed help prevent it happening again.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Diagnostic reader"],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-main-fuse-link",
    vehicleTypes: ["tractor"],
    system: "battery-wiring",
    cause: "Blown main fuse, slow-blow fuse or fusible link",
    explanation:
      "A main (slow-blow) fuse or fusible link protects the whole harness; when it opens the machine is completely dead with a good battery, or the starter works but nothing else does.",
    symptoms: [
      "completely dead no lights no nothing",
      "battery good but no power to dash",
      "nothing works after jump starting backwards",
      "dead after hooking battery up wrong",
      "whole tractor electrical dead",
      "dash dead nothing at all when I turn the key",
      "no power anywhere",
    ],
    keywords: ["main fuse", "slow blow fuse", "fusible link", "maxi fuse", "fuse"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      batteryTest,
      {
        title: "Find and test the main fuse or fusible link",
        description:
          "Follow the heavy cable from the battery or starter to the main fuse box or fusible link. Test across it with a meter: voltage on one side only, or continuity missing, means it has blown. A fusible link can look intact under the insulation: pull gently and test it.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        safety: [BATTERY_GAS],
      },
      {
        title: "Find the short before replacing the fuse",
        description:
          "A main fuse blows for a reason: reversed jump leads, a chafed cable, a shorted starter or alternator output. Check for short to ground before fitting a new fuse of the same rating; never fit a higher rating or a bolt.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-60 min",
        tools: ["Digital multimeter"],
        parts: ["Main slow-blow fuse or fusible link of the specified rating"],
        safety: [LOCKOUT, BATTERY_GAS],
      },
    ],
  },
  {
    id: "tr-battery-drain-storage",
    vehicleTypes: ["tractor"],
    system: "battery-wiring",
    cause: "Battery discharged or sulfated by a parasitic drain during storage",
    explanation:
      "Machines that sit for weeks flatten their batteries through controllers, radios or a stuck relay; a lead-acid battery left discharged sulfates and will no longer hold a charge.",
    symptoms: [
      "battery dead every time I go to use it",
      "mower battery dead after sitting all winter",
      "battery wont hold a charge",
      "new battery goes flat in a week",
      "dead battery after storage",
      "charged it overnight still wont crank",
    ],
    keywords: ["battery", "parasitic drain", "sulfated", "dead battery", "key off draw"],
    prior: 2.5,
    ref: "common field failure",
    steps: [
      batteryTest,
      {
        title: "Measure key-off (parasitic) draw",
        description:
          "With everything off and doors closed, wait for controllers to go to sleep, then put an ammeter in series with the negative cable. Pull fuses one at a time to find the circuit that draws too much.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter with 10 A range", "Fuse puller"],
        specs: ["Typical: under about 50 mA after controllers sleep (machines with telematics may draw more; check against the service manual)"],
        safety: [BATTERY_GAS],
      },
      {
        title: "Store with a maintainer or a disconnect",
        description:
          "Fix any excess draw, replace a battery that fails the load test, and during storage use a smart battery maintainer or the battery disconnect switch.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        parts: ["Battery maintainer", "Battery of the specified CCA rating"],
      },
    ],
  },
  {
    id: "tr-battery-disconnect-switch",
    vehicleTypes: ["tractor"],
    system: "battery-wiring",
    cause: "Failed or corroded battery disconnect (isolator) switch",
    explanation:
      "Skid steers, excavators, loaders and large tractors have a battery master switch. Its contacts corrode or burn internally, causing a dead machine or a voltage drop that stops the starter even though the switch is ON.",
    symptoms: [
      "excavator dead with master switch on",
      "have to wiggle the battery disconnect to start",
      "master switch gets hot",
      "skid steer no power battery good",
      "isolator switch bad",
    ],
    keywords: ["master switch", "battery disconnect", "isolator", "kill switch"],
    prior: 1,
    ref: "common field failure",
    steps: [
      visualInspection,
      {
        title: "Voltage-drop test across the master switch",
        description:
          "Put the meter leads on both studs of the switch and crank: the reading should be tiny. A high reading or a hot switch means burned contacts. Also check the studs are tight.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Digital multimeter"],
        specs: ["Typical: under about 0.2 V across the switch while cranking"],
        safety: [BATTERY_GAS],
      },
      {
        title: "Replace the disconnect switch",
        description:
          "Turn the switch OFF, disconnect the battery negative, replace the switch with one of the same current rating and protect the studs with terminal grease.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Wrenches", "Terminal grease"],
        parts: ["Battery disconnect switch of the correct current rating"],
        safety: [LOCKOUT, BATTERY_GAS],
      },
    ],
  },
];
