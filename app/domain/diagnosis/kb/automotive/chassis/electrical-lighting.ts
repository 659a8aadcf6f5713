import type { FaultEntry } from "../../../types.ts";
import { fuseRelayCheck, voltageDrop } from "../../../steps-common.ts";
import { circuitTest, moduleScan, verifyRepair } from "./steps.ts";

const HOT_BULB = "Halogen bulbs get hot enough to burn: let them cool, and do not touch the glass with bare fingers (skin oil shortens their life).";
const HID_VOLTAGE =
  "HID (xenon) headlights use a ballast that produces tens of thousands of volts at start-up: switch the lights off and disconnect the ballast before touching the bulb or connector.";

// Exterior and dash lighting, signals and trailer lights.
export const electricalLightingEntries: FaultEntry[] = [
  {
    id: "auto-c-headlight-bulb",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Burned-out headlight bulb",
    explanation:
      "Halogen bulbs burn out after a few hundred to a thousand hours, usually one side at a time; LED units can fail as a whole. One dark headlight is most often simply the bulb.",
    symptoms: [
      "one headlight out",
      "driver side headlight not working",
      "low beam out but high beam works",
      "headlight bulb burned out",
      "bulb out warning on dash",
    ],
    keywords: ["headlight", "headlamp", "low beam", "high beam", "h11", "9006", "h4", "bulb"],
    prior: 3,
    steps: [
      {
        title: "Swap bulbs side to side",
        description:
          "Check the bulb number in the owner's manual, remove the bulb and look for a broken filament or dark glass, or swap it with the working side: if the fault follows the bulb, replace it. Replace in pairs for even color and brightness.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-20 min",
        parts: ["Headlight bulb of the listed type (pair)"],
        safety: [HOT_BULB],
      },
      fuseRelayCheck,
      circuitTest,
      {
        title: "Check aim",
        description: "After replacing bulbs or a headlight unit, check headlight aim against a wall at the distance given in the manual so you do not dazzle other drivers.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Tape measure", "Masking tape"],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-headlight-ground-connector",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Corroded headlight ground or melted/overheated headlight connector",
    explanation:
      "Headlight circuits carry high current; a corroded ground or loose connector adds resistance, so lights are dim or flicker, and the connector heats up until it melts and the bulb stops working.",
    symptoms: [
      "headlights dim",
      "headlights flicker over bumps",
      "headlight connector melted",
      "both headlights dim at idle",
      "headlight works when I wiggle the plug",
      "new bulb still doesn't work",
    ],
    keywords: ["headlight ground", "ground strap", "melted connector", "headlight plug", "pigtail"],
    prior: 1.5,
    steps: [
      {
        title: "Inspect the bulb connector",
        description:
          "Look for brown, melted plastic or green corrosion on the bulb plug and the bulb base terminals. A melted plug must be replaced with a quality pigtail, or the new bulb will fail too.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        parts: ["Headlight connector pigtail", "Solder/crimp splices with heat-shrink"],
        safety: [HOT_BULB],
      },
      voltageDrop,
      {
        title: "Clean and tighten grounds",
        description:
          "Find the headlight ground points (on the body near the headlights or radiator support), remove, clean to bare metal, refit tightly and protect with dielectric grease.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Wire brush", "Socket set", "Dielectric grease"],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-headlight-lens-haze",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Yellowed, hazy headlight lenses (UV-damaged polycarbonate)",
    explanation:
      "Plastic headlight lenses lose their UV coating and turn yellow and cloudy, scattering light; the bulbs work but the road is poorly lit at night.",
    symptoms: [
      "headlights are yellow and foggy",
      "poor visibility at night even with new bulbs",
      "cloudy headlight lenses",
      "headlights look dull and weak",
      "oxidized headlights",
    ],
    keywords: ["headlight restoration", "foggy headlights", "yellow headlights", "oxidized lens"],
    prior: 1.5,
    steps: [
      {
        title: "Check whether the haze is outside or inside",
        description: "Haze you can feel on the outside can be restored; moisture or haze inside the housing needs resealing or a new headlight unit.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      {
        title: "Restore the lens",
        description:
          "Mask the paint, wet-sand the lens through progressively finer grits, polish, then apply a UV-resistant clear coat (the step most kits skip and the reason haze returns).",
        safetyLevel: "Low Risk",
        estimatedTime: "45-90 min per pair",
        tools: ["Headlight restoration kit", "Masking tape", "Spray bottle"],
        parts: ["UV-resistant headlight clear coat"],
      },
      {
        title: "Check aim and output",
        description: "After restoration or replacement, check the beam pattern against a wall and adjust aim if needed.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-hid-ballast",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Failing HID (xenon) headlight bulb or ballast",
    explanation:
      "HID bulbs age by flickering, turning pink or purple, and going out after some minutes; a failing ballast or igniter gives the same symptoms, and swapping sides tells which.",
    symptoms: [
      "xenon headlight flickers and goes out",
      "hid headlight turns pink",
      "headlight comes on then shuts off after a few minutes",
      "one hid light won't turn on",
      "headlight flashes when first switched on",
    ],
    keywords: ["hid", "xenon", "ballast", "igniter", "d1s", "d2s", "d3s"],
    prior: 0.8,
    steps: [
      {
        title: "Swap bulbs side to side",
        description:
          "With lights off and ballasts disconnected, swap the HID bulbs left and right. If the fault follows the bulb, replace bulbs (in pairs); if it stays on the same side, suspect the ballast or igniter.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        parts: ["HID bulbs of the listed type (pair)", "HID ballast", "Igniter"],
        safety: [HID_VOLTAGE],
      },
      fuseRelayCheck,
      moduleScan,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-turn-signal-hyperflash",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Burned-out turn signal bulb (fast flashing) or failed flasher",
    explanation:
      "The flasher or body module detects bulb current; when a bulb on one side burns out (or an LED bulb draws too little), that side flashes fast. No flashing at all points at the flasher, switch or fuse.",
    symptoms: [
      "turn signal blinking fast",
      "blinker flashes quickly on one side",
      "turn signals not working",
      "hazard lights work but turn signals don't",
      "hyperflash after putting in led bulbs",
    ],
    keywords: ["turn signal", "blinker", "indicator", "flasher relay", "hyperflash", "led bulbs"],
    prior: 2,
    steps: [
      {
        title: "Walk around with the signal on",
        description: "Switch each signal on and check front, rear and mirror/side repeaters. The dead bulb is on the side that flashes fast.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      {
        title: "Replace the bulb or fix LED load",
        description:
          "Replace the bulb with the correct type and check the socket for corrosion. For LED conversions use a compatible flasher or load resistors as the LED maker specifies (resistors get hot - mount them on metal away from wires).",
        safetyLevel: "Low Risk",
        estimatedTime: "10-20 min",
        parts: ["Turn signal bulb", "Bulb socket", "Electronic flasher (LED-compatible)"],
      },
      fuseRelayCheck,
      circuitTest,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-trailer-lights",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Trailer lights not working from a blown trailer fuse, corroded plug or bad trailer ground",
    explanation:
      "Trailer lighting runs through dedicated fuses or a tow module and a connector that sits exposed at the bumper; corrosion, a shorted trailer wire and poor trailer grounds cause dead or crossed lights.",
    symptoms: [
      "trailer lights not working",
      "trailer brake lights work but turn signals don't",
      "trailer lights dim and flicker",
      "turn signal on trailer makes all lights flash",
      "blown fuse when I plug in the trailer",
    ],
    keywords: ["trailer wiring", "7 pin", "4 pin", "tow module", "trailer plug", "trailer ground"],
    prior: 1.2,
    steps: [
      {
        title: "Test the truck's socket with a tester",
        description:
          "Plug a trailer circuit tester into the vehicle socket and operate each light. If the vehicle side is good, the fault is in the trailer. Clean corroded pins with a small brush and contact cleaner.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Trailer socket tester", "Contact cleaner", "Small wire brush"],
      },
      fuseRelayCheck,
      {
        title: "Check the trailer ground",
        description:
          "Most trailer faults are a poor ground: the white wire must be bolted to clean trailer frame metal, and the lamp housings must ground to the frame or have their own ground wire.",
        safetyLevel: "Low Risk",
        estimatedTime: "20 min",
        tools: ["Multimeter", "Jumper wire"],
        parts: ["Ring terminals", "Trailer plug", "Lamp assemblies"],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-tail-brake-bulb",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Burned-out tail or brake light bulb, or corroded bulb socket",
    explanation:
      "Dual-filament tail/brake bulbs burn out or their sockets corrode from water in the lamp housing; one light then stays dark, glows dimly, or the brake light and tail light interfere with each other.",
    symptoms: [
      "one brake light out",
      "third brake light not working",
      "tail light out on the driver side",
      "brake light dim on one side",
      "bulb out warning for the rear lights",
      "water inside the tail light",
    ],
    keywords: ["tail light", "brake light bulb", "stop lamp", "third brake light", "chmsl", "7443", "3157", "1157"],
    prior: 2,
    steps: [
      {
        title: "Check each rear light with a helper",
        description:
          "Have a helper press the brake and switch on the lights while you check each lamp. All brake lights dead points at the brake light switch or its fuse; one lamp dark is the bulb, socket or that lamp's ground.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      {
        title: "Replace the bulb and clean the socket",
        description:
          "Remove the lamp or reach in from the trunk, replace the bulb with the listed type, clean green corrosion from the socket contacts and fix water entry (cracked lens or failed housing seal).",
        safetyLevel: "Low Risk",
        estimatedTime: "10-20 min",
        parts: ["Bulb of the listed type", "Bulb socket/pigtail", "Tail lamp housing seal"],
        safety: [HOT_BULB],
      },
      circuitTest,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-dash-dimmer",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Dash illumination turned down or failed panel dimmer switch/fuse (dash lights out at night)",
    explanation:
      "Instrument and switch backlighting runs through a dimmer control and its own fuse; a dimmer turned all the way down, a worn dimmer switch or a blown panel lamp fuse leaves the dash dark at night while the headlights work.",
    symptoms: [
      "dash lights not working at night",
      "can't see the speedometer at night",
      "instrument panel lights dark when headlights are on",
      "radio and switch lights don't light up",
      "dash lights flicker when I touch the dimmer",
    ],
    keywords: ["dimmer switch", "panel lights", "dash illumination", "instrument lights", "backlight"],
    prior: 1.2,
    steps: [
      {
        title: "Turn the dimmer up",
        description:
          "Roll the dimmer wheel or press the brightness buttons fully up with the headlights on; also check the infotainment display settings, which on many cars control dash brightness.",
        safetyLevel: "Low Risk",
        estimatedTime: "2 min",
      },
      fuseRelayCheck,
      {
        title: "Test the dimmer output",
        description:
          "With the lights on, check voltage (or the dimming signal) at the dimmer output as you turn it; no change means a failed dimmer switch. Scan the body module on cars where dimming is a network signal.",
        safetyLevel: "Low Risk",
        estimatedTime: "20 min",
        tools: ["Multimeter", "Scan tool"],
        parts: ["Panel dimmer switch", "Headlight switch with dimmer"],
      },
    ],
    ref: "common shop failure",
  },
];
