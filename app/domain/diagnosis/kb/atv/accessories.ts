import type { FaultEntry } from "../../types.ts";
import { BATTERY_GAS, batteryTest, fuseRelayCheck } from "../../steps-common.ts";
import { ATV_PARK, connectorInspect, groundCheck } from "./steps.ts";

// Electrical accessories: winches, lights, gauges and add-on wiring.
const WINCH_SAFETY =
  "Winch cables and ropes under load can snap and whip: wear gloves, keep people out of the line of pull, lay a blanket or damper over the line, and never step over a loaded line.";

export const atvAccessoryEntries: FaultEntry[] = [
  {
    id: "atv-acc-winch-contactor",
    vehicleTypes: ["atv"],
    system: "electrical-accessories",
    cause: "Failed winch contactor (solenoid pack) or handlebar/remote winch switch",
    explanation:
      "The winch motor is switched by a contactor that takes heavy current and sits exposed to water. Burnt contacts or a corroded rocker switch make the winch click without pulling, work only in one direction, or not at all.",
    symptoms: [
      "winch clicks but doesnt pull",
      "winch only works one way",
      "winch wont spool in",
      "winch stopped working",
      "winch switch does nothing",
      "winch works with remote but not handlebar switch",
    ],
    keywords: ["winch", "contactor", "winch solenoid", "winch switch", "rocker", "warn"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      batteryTest,
      fuseRelayCheck,
      {
        title: "Test the switch and contactor",
        description:
          "Check the winch breaker/fuse and the heavy cables. With the switch pressed in/out, check the small control wires at the contactor for 12 V: voltage present with no click or no output on the motor terminals means a failed contactor; no control voltage points at the switch, key feed or its wiring.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter or test light", "Wiring diagram for the winch"],
        parts: ["Winch contactor", "Winch rocker switch", "Winch circuit breaker"],
        safety: [WINCH_SAFETY, BATTERY_GAS, ATV_PARK],
      },
      connectorInspect,
    ],
  },
  {
    id: "atv-acc-winch-motor",
    vehicleTypes: ["atv"],
    system: "electrical-accessories",
    cause: "Water-damaged or worn winch motor (brushes, corrosion)",
    explanation:
      "Winch motors sit low in front of the machine and take water and mud through their seals. Rust and worn brushes make the winch slow, weak and noisy until it stalls under load.",
    symptoms: [
      "winch really slow",
      "winch weak under load",
      "winch motor gets hot fast",
      "water came out of winch motor",
      "winch bogs down and stops",
    ],
    keywords: ["winch motor", "winch slow", "brushes", "water in winch"],
    prior: 1,
    ref: "common field failure",
    steps: [
      batteryTest,
      {
        title: "Voltage-drop test while winching",
        description:
          "With the engine running, measure voltage at the winch motor terminals during a pull: a big drop points at cables or connections; full voltage at a slow motor points at the motor.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Digital multimeter"],
        specs: ["Typical: more than about 1 V difference between battery and motor terminals under load points at cables or connections (check against the winch manual)"],
        safety: [WINCH_SAFETY, ATV_PARK],
      },
      {
        title: "Open, dry and rebuild the motor",
        description:
          "Remove the motor, open it, dry and clean it, check the brushes and commutator, and replace worn parts or the motor. Reseal the end caps and drain holes as the winch maker describes.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Screwdrivers", "Socket set", "Fine emery cloth"],
        parts: ["Winch motor", "Brush set", "End cap seals"],
        safety: ["Disconnect the battery negative cable first.", BATTERY_GAS],
      },
    ],
  },
  {
    id: "atv-acc-headlights",
    vehicleTypes: ["atv"],
    system: "electrical-accessories",
    cause: "Headlights out: blown bulb, fuse, dimmer switch or corroded headlight connector",
    explanation:
      "Headlight bulbs fail from vibration, connectors corrode from water, and the handlebar dimmer switch wears. On some machines the lights only work with the engine running, which owners take for a fault.",
    symptoms: [
      "headlights not working",
      "high beams work but not low",
      "one headlight out",
      "lights flicker over bumps",
      "headlights dim",
      "no lights at all",
    ],
    keywords: ["headlight", "lights", "bulb", "dimmer switch", "high beam", "low beam"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Check whether the lights need the engine running",
        description:
          "Check the owner's manual: on some models the headlights only come on once the engine is started. Then check each bulb filament or LED module.",
        safetyLevel: "Low Risk",
        estimatedTime: "5-10 min",
        parts: ["Headlight bulb of the correct type and wattage"],
      },
      fuseRelayCheck,
      {
        title: "Test the dimmer switch and connectors",
        description:
          "Check 12 V at the headlight connector in low and high beam; no voltage points at the switch (test continuity) or wiring, voltage with no light at the bulb or ground. Clean and grease connectors.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Test light or multimeter", "Dielectric grease"],
        parts: ["Handlebar light/dimmer switch", "Headlight connector pigtail"],
      },
      groundCheck,
    ],
  },
  {
    id: "atv-acc-gauge-dead",
    vehicleTypes: ["atv"],
    system: "electrical-accessories",
    cause: "Gauge cluster dead or resetting (power/ground connection or low voltage)",
    explanation:
      "The instrument cluster loses its settings or goes blank when its fuse, power feed, ground or connector fails, or when battery voltage dips while cranking. Water inside the gauge fogs and kills it too.",
    symptoms: [
      "gauge blank",
      "dash resets every time i start it",
      "speedometer display flickering",
      "clock keeps resetting",
      "fog inside the gauge",
      "dash lights dead but it runs",
    ],
    keywords: ["gauge", "dash", "instrument cluster", "display", "speedometer", "lcd"],
    prior: 1,
    ref: "common field failure",
    steps: [batteryTest, fuseRelayCheck, connectorInspect, groundCheck],
  },
  {
    id: "atv-acc-fuel-gauge",
    vehicleTypes: ["atv"],
    system: "electrical-accessories",
    cause: "Faulty fuel level sender (fuel gauge wrong or stuck)",
    explanation:
      "The fuel level sender in the tank uses a float on a resistor track. A sunk float, worn track, or corroded connector makes the gauge read empty, full or jump around.",
    symptoms: [
      "fuel gauge always reads empty",
      "fuel gauge stuck on full",
      "gas gauge jumps around",
      "low fuel light on with full tank",
      "fuel gauge not working",
    ],
    keywords: ["fuel gauge", "fuel sender", "fuel level", "low fuel light"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      connectorInspect,
      {
        title: "Measure sender resistance empty and full",
        description:
          "Unplug the sender and measure its resistance; compare with the manual's empty and full values, and watch it change smoothly as fuel is added. On in-tank pump modules the sender is part of the module.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter"],
        specs: ["Sender resistance empty and full per the service manual"],
        parts: ["Fuel level sender", "Pump module (where the sender is integrated)"],
        safety: ["Fuel vapor: no sparks, work outdoors, fire extinguisher at hand."],
      },
      fuseRelayCheck,
    ],
  },
  {
    id: "atv-acc-added-wiring",
    vehicleTypes: ["atv"],
    system: "electrical-accessories",
    cause: "Poorly installed add-on accessory wiring (tapped into factory circuits)",
    explanation:
      "Light bars, plows, radios and heaters tapped into factory circuits (for example the headlight or ECU feed) without their own fuse and relay overload those circuits, blow fuses and cause voltage dips that set random codes.",
    symptoms: [
      "fuses blowing since i added a light bar",
      "engine light comes on when i turn on the light bar",
      "dies when i use the plow",
      "radio install and now weird problems",
      "accessory power keeps cutting out",
    ],
    keywords: ["light bar", "aftermarket wiring", "accessory", "tapped", "pulse bar", "relay"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      {
        title: "Trace every added accessory",
        description:
          "Follow each aftermarket wire to where it takes power and ground. Note any splice into factory harness wires, scotch-lock connectors and missing fuses.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Flashlight", "Test light"],
        safety: [ATV_PARK, "Disconnect the battery negative cable before changing wiring."],
      },
      {
        title: "Rewire through a fused relay or the accessory bus",
        description:
          "Power accessories through the factory accessory connector/bus bar where provided, or from the battery via a fuse and a relay switched by a key-on feed. Remove scotch-locks and repair the factory wires they cut.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Crimp tool", "Heat-shrink", "Digital multimeter"],
        parts: ["Accessory relay", "Inline fuse holder and fuse", "Sealed connectors"],
        safety: [BATTERY_GAS],
      },
      fuseRelayCheck,
    ],
  },
  {
    id: "atv-acc-tail-brake-light",
    vehicleTypes: ["atv"],
    system: "electrical-accessories",
    cause: "Taillight or brake light out: bulb, brake light switch or ground",
    explanation:
      "Tail and brake lights sit where mud and water hit them. Bulbs break from vibration, sockets and grounds corrode, and brake light switches at the lever or pedal wear or go out of adjustment.",
    symptoms: [
      "brake light not working",
      "taillight out",
      "brake light stays on",
      "brake light only works with hand brake not foot brake",
      "tail light flickers",
    ],
    keywords: ["brake light", "taillight", "tail light", "brake light switch", "stop lamp"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      {
        title: "Check the bulb or LED and the socket",
        description: "Remove the lens, check the bulb filaments or LED module, and clean corrosion in the socket.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        parts: ["Tail/brake light bulb or LED assembly"],
      },
      fuseRelayCheck,
      {
        title: "Test the lever and pedal brake light switches",
        description:
          "With the key on, check for 12 V at the light while pressing each brake. If only one control works, test that switch for continuity and adjust or replace it. A light that stays on points at a stuck or mis-adjusted switch.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Test light or multimeter"],
        parts: ["Brake light switch (lever or pedal)"],
        safety: [ATV_PARK],
      },
      groundCheck,
    ],
  },
];
