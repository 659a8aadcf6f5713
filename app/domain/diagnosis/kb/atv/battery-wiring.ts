import type { FaultEntry } from "../../types.ts";
import { BATTERY_GAS, batteryTest, cleanTerminals, fuseRelayCheck, voltageDrop } from "../../steps-common.ts";
import { ATV_LIFT, ATV_PARK, connectorInspect, groundCheck, rideVerify } from "./steps.ts";

// Battery and wiring faults: flat or sulfated batteries, poor connections, drains and harness damage.
export const atvBatteryWiringEntries: FaultEntry[] = [
  {
    id: "atv-bat-discharged",
    vehicleTypes: ["atv"],
    system: "battery-wiring",
    cause: "Weak, discharged or sulfated battery (often after sitting)",
    explanation:
      "Small ATV/UTV batteries drain in a few weeks from the gauge, clock and ECU memory. Left flat, lead sulfate hardens on the plates and the battery can no longer hold a charge or deliver cranking current.",
    symptoms: [
      "wont start after sitting all winter",
      "battery dead after a few weeks",
      "cranks slow then clicks",
      "turns over slow",
      "slow to crank in the cold",
      "dash lights dim when i push start",
      "battery wont hold a charge",
      "needs a jump every time",
      "gauge flickers and resets when cranking",
    ],
    keywords: ["battery", "dead battery", "flat battery", "sulfated", "jump start", "battery tender", "slow crank"],
    prior: 3,
    ref: "common field failure",
    steps: [
      batteryTest,
      {
        title: "Charge with a motorsport battery charger and re-test",
        description:
          "Charge with a smart charger suited to small batteries (and to lithium if fitted): not a high-amp car charger. Let it rest several hours and test again. A battery that falls back below about 12.4 V overnight or fails the load test must be replaced. Use a maintainer during storage.",
        safetyLevel: "Safety Required",
        estimatedTime: "4-12 h",
        tools: ["Smart battery charger/maintainer (about 1-2 A for small batteries)"],
        specs: ["Typical small-battery charge rate: about one tenth of the amp-hour rating (check the battery label)"],
        parts: ["Battery of the correct size, terminal layout and chemistry"],
        safety: [BATTERY_GAS, "Charge in a ventilated place; switch the charger off before connecting or disconnecting the clamps."],
      },
      cleanTerminals,
      rideVerify,
    ],
  },
  {
    id: "atv-bat-terminals",
    vehicleTypes: ["atv"],
    system: "battery-wiring",
    cause: "Corroded or loose battery terminals and cable ends",
    explanation:
      "Vibration loosens the small battery bolts and water corrodes the clamps. A poor connection passes enough current for the lights but not for the starter, and can cut all power over bumps.",
    symptoms: [
      "everything goes dead when i hit a bump",
      "white crust on battery terminals",
      "lights go out when cranking",
      "clicks and dash goes dead",
      "wiggled battery cable and it started",
      "cuts out on rough ground and restarts right away",
      "intermittent no power",
    ],
    keywords: ["terminals", "corrosion", "battery cable", "loose cable"],
    prior: 2.5,
    ref: "common field failure",
    steps: [cleanTerminals, voltageDrop, groundCheck, batteryTest],
  },
  {
    id: "atv-bat-parasitic-drain",
    vehicleTypes: ["atv"],
    system: "battery-wiring",
    cause: "Parasitic drain from an accessory or a stuck relay with the key off",
    explanation:
      "An accessory wired straight to the battery (GPS, stereo, light bar relay, USB socket) or a relay stuck closed keeps drawing current with the key off, flattening a small battery in days.",
    symptoms: [
      "battery dead every morning",
      "drains battery with key off",
      "new battery still dies overnight",
      "battery goes flat in a couple days sitting",
      "key off drain",
      "usb charger wired to battery now always dead",
    ],
    keywords: ["parasitic draw", "drain", "key off draw", "amp draw"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      batteryTest,
      {
        title: "Measure key-off current draw",
        description:
          "With the key off and everything switched off, put an ammeter in series between the battery negative post and its cable (start on the 10 A range, then go lower). Wait for modules to sleep. Then pull fuses one at a time, and unplug accessories, until the draw drops: that circuit holds the drain.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter with 10 A range", "Fuse puller"],
        specs: ["Typical acceptable key-off draw: a few milliamps; more than about 20-30 mA will flatten a small battery within weeks (check against the service manual)"],
        safety: [BATTERY_GAS, "Do not crank or switch on lights with the meter in series: it will blow the meter fuse."],
      },
      fuseRelayCheck,
      connectorInspect,
    ],
  },
  {
    id: "atv-bat-main-fuse",
    vehicleTypes: ["atv"],
    system: "battery-wiring",
    cause: "Blown main fuse or tripped circuit breaker",
    explanation:
      "All circuits are fed through a main fuse or breaker near the battery. When it blows (often after a short or a reversed jump start) the machine is completely dead although the battery is charged.",
    symptoms: [
      "completely dead no lights nothing",
      "battery is good but no power at all",
      "died after jump starting it backwards",
      "nothing when turning key",
      "no dash lights no crank",
      "main fuse keeps blowing",
    ],
    keywords: ["main fuse", "circuit breaker", "no power", "fuse box"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      batteryTest,
      fuseRelayCheck,
      {
        title: "Find the short before fitting a new fuse",
        description:
          "If the replacement fuse blows, disconnect accessory circuits one at a time and check the harness for chafing at the frame, steering post and under the seat. Never fit a larger fuse or bridge it with wire.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-90 min",
        tools: ["Digital multimeter", "Test light", "Wiring diagram"],
        parts: ["Main fuse of the correct rating"],
        safety: [BATTERY_GAS, ATV_PARK],
      },
    ],
  },
  {
    id: "atv-bat-rodent-damage",
    vehicleTypes: ["atv"],
    system: "battery-wiring",
    cause: "Rodent-chewed wiring harness",
    explanation:
      "Machines stored in barns and sheds are a favorite for mice and rats, which nest in the airbox and under the plastics and chew wire insulation. Chewed wires cause dead circuits, shorts, blown fuses and random codes.",
    symptoms: [
      "mice got in it now nothing works",
      "found a mouse nest and now wont start",
      "chewed wires under seat",
      "random electrical problems after storage",
      "headlights and gauge quit after winter",
      "blows fuses after sitting in the barn",
    ],
    keywords: ["mice", "rats", "rodent", "chewed", "nest", "squirrel"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      {
        title: "Remove the plastics and look for nests and chewed insulation",
        description:
          "Remove the seat, side panels and front cover. Clear nests (also from the airbox and CVT ducts), and follow the harness looking for bare copper, chewed loom and droppings around connectors.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Flashlight", "Screwdrivers", "Vacuum"],
        safety: ["Wear gloves and a dust mask: rodent droppings and nests can carry disease.", ATV_PARK],
      },
      {
        title: "Repair damaged wires properly",
        description:
          "Repair each wire with the same gauge, soldered or crimped with sealed butt connectors and heat-shrink, staggered so joints do not sit side by side. Re-wrap the loom. Check each repaired circuit with a meter.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Soldering iron or crimp tool", "Heat-shrink tubing", "Wire of matching gauge", "Digital multimeter"],
        parts: ["Sealed butt connectors", "Loom tape"],
        safety: ["Disconnect the battery negative cable first.", BATTERY_GAS],
      },
      connectorInspect,
      rideVerify,
    ],
  },
  {
    id: "atv-bat-ground-strap",
    vehicleTypes: ["atv"],
    system: "battery-wiring",
    cause: "Loose or corroded engine-to-frame ground strap",
    explanation:
      "The starter, charging system and ECU all return current through the ground strap and frame ground points. A rusty or loose ground causes slow cranking, dim lights, erratic gauges and odd sensor codes.",
    symptoms: [
      "gauge goes crazy when starting",
      "lights flicker with engine revs",
      "slow crank but battery good",
      "weird electrical gremlins",
      "multiple sensor codes at once",
      "ground wire rusted off",
    ],
    keywords: ["ground", "earth", "ground strap", "frame ground"],
    prior: 1.5,
    ref: "common field failure",
    steps: [groundCheck, voltageDrop, cleanTerminals, rideVerify],
  },
  {
    id: "atv-bat-harness-chafe",
    vehicleTypes: ["atv"],
    system: "battery-wiring",
    cause: "Harness chafed through at the steering post or frame (short to ground)",
    explanation:
      "Harness runs near the steering shaft, frame edges and suspension rub through with vibration. A bare wire touching the frame blows fuses or kills a circuit only when the bars are turned or the suspension moves.",
    symptoms: [
      "blows fuse when i turn the handlebars",
      "headlight goes out when turning left",
      "dies when i go over bumps",
      "cuts out when steering full lock",
      "fuse blows when suspension compresses",
      "electrical cuts out on rough trail",
    ],
    keywords: ["chafed", "short", "wiring harness", "rubbed through"],
    prior: 1,
    ref: "common field failure",
    steps: [
      fuseRelayCheck,
      {
        title: "Move the bars and suspension while watching the circuit",
        description:
          "With the machine on stands and the key on, turn the bars lock to lock and move the suspension while a helper watches the lights, gauge or a test light in the suspect circuit. Where it cuts out, unwrap the harness and look for bare copper and shiny rub marks on the frame.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Test light", "ATV/UTV jack and stands", "Flashlight"],
        safety: [ATV_LIFT, "Keep the engine off; keep fingers clear of the steering stops and suspension."],
      },
      {
        title: "Repair and re-route the harness",
        description:
          "Repair the damaged wires with matching gauge and heat-shrink, protect the area with split loom or abrasion sleeve, and re-route and tie the harness so it cannot reach the moving parts.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-90 min",
        tools: ["Crimp tool or soldering iron", "Heat-shrink", "Cable ties"],
        parts: ["Split loom or abrasion sleeve", "Sealed butt connectors"],
        safety: ["Disconnect the battery negative cable first."],
      },
    ],
  },
];
