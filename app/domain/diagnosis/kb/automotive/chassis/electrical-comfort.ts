import type { FaultEntry } from "../../../types.ts";
import { fuseRelayCheck } from "../../../steps-common.ts";
import { SRS_SAFETY, circuitTest, moduleScan, parasiticDrawTest, verifyRepair } from "./steps.ts";

// Comfort and convenience electrics: defroster, heated seats, infotainment, interior lights, outlets, sunroof drains.
export const electricalComfortEntries: FaultEntry[] = [
  {
    id: "auto-c-rear-defrost-grid",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Broken rear window defroster grid line or detached grid terminal tab",
    explanation:
      "The rear defroster is a printed heating grid; scratched lines leave stripes that never clear, and a tab that pops off the glass (or a failed relay/timer) stops the whole grid heating.",
    symptoms: [
      "rear defrost not working",
      "rear window only clears in some lines",
      "back window defroster light on but glass stays fogged",
      "rear defogger stopped working",
      "wire tab came off the back glass",
    ],
    keywords: ["rear defroster", "rear defogger", "heated rear window", "grid", "defrost tab"],
    prior: 1.2,
    steps: [
      fuseRelayCheck,
      {
        title: "Check voltage at both grid terminals",
        description:
          "Defroster on, engine running: one terminal should show battery voltage and the other near 0 V. Then probe along each grid line: voltage should fall smoothly from one side to the other; a sudden jump from full to zero marks a break.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Multimeter with a foil-wrapped probe tip"],
        specs: ["Typical: about half battery voltage at the middle of a good grid line"],
        safety: ["Engine running for voltage: work in a ventilated area; do not scratch the grid with probe tips."],
      },
      {
        title: "Repair the line or re-attach the tab",
        description:
          "Repair broken lines with a conductive grid repair kit, and re-attach a detached tab with conductive epoxy made for defroster tabs (ordinary solder can crack the glass). Let it cure fully before use.",
        safetyLevel: "Low Risk",
        estimatedTime: "30 min plus curing",
        parts: ["Rear defroster grid repair kit", "Conductive tab epoxy"],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-heated-seat-element",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Broken heated seat element, switch or seat harness connector",
    explanation:
      "Heated seat elements are thin wires in the cushion that break where the driver gets in and out; a broken element, worn switch or pulled connector under the seat leaves the seat cold or heating only part of it.",
    symptoms: [
      "heated seat not working",
      "seat heater light on but seat stays cold",
      "only the back of the seat gets warm",
      "heated seat works sometimes",
      "driver seat heater stopped",
    ],
    keywords: ["heated seat", "seat heater", "seat element", "seat heater module"],
    prior: 1,
    steps: [
      {
        title: "Check the connectors under the seat",
        description: "Seats moved fully forward, check the connectors under the seat are fully latched and the wires are not pinched by the seat track.",
        safetyLevel: "High Risk",
        estimatedTime: "10 min",
        safety: ["Many seats have side airbags and seat-belt pretensioners: switch off and disconnect the battery before unplugging seat connectors.", SRS_SAFETY],
      },
      fuseRelayCheck,
      {
        title: "Measure element resistance",
        description:
          "Unplugged, measure the cushion and backrest elements: open circuit means a broken element; compare with the other seat. Replace the element (stick-on repair pads exist) or the seat heater module/switch as found.",
        safetyLevel: "High Risk",
        estimatedTime: "30-90 min",
        tools: ["Multimeter", "Hog ring pliers"],
        specs: ["Typical element resistance: about 1-5 Ω per pad (check the service manual)"],
        parts: ["Seat heater element", "Seat heater switch or module"],
        safety: [SRS_SAFETY],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-infotainment-freeze",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Infotainment head unit freezing or rebooting (software fault or failing unit)",
    explanation:
      "Touchscreen radios run complex software; corrupted data, out-of-date software, a phone pairing fault or a failing unit make the screen freeze, go black, reboot in a loop or lose Bluetooth and backup camera display.",
    symptoms: [
      "radio screen frozen",
      "touch screen keeps rebooting",
      "uconnect screen black",
      "sync screen not responding",
      "bluetooth keeps disconnecting",
      "infotainment screen unresponsive to touch",
    ],
    keywords: ["infotainment", "head unit", "touch screen", "uconnect", "sync", "mylink", "bluetooth", "radio"],
    prior: 1.2,
    steps: [
      {
        title: "Soft reset the unit",
        description:
          "Use the manufacturer's reset (often holding the power/volume button for 10-20 seconds, or the reset in the settings menu). Delete and re-pair phones if Bluetooth is the complaint.",
        safetyLevel: "Low Risk",
        estimatedTime: "5-10 min",
      },
      {
        title: "Check for software updates and recalls",
        description: "Look up the VIN for head-unit software updates and recalls (several cover a blank backup camera display caused by the radio).",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      moduleScan,
      {
        title: "Check power, ground and parasitic draw",
        description:
          "A unit that stays awake after shutdown drains the battery: confirm with a key-off draw test. Check its fuses and grounds; replace or repair the unit if it still fails.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Multimeter"],
        parts: ["Head unit / radio module"],
        safety: ["Battery gas is explosive: no sparks near the battery; wear eye protection."],
      },
    ],
    ref: "manufacturer software updates and recalls; common shop failure",
  },
  {
    id: "auto-c-door-ajar-switch",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Faulty door ajar (latch) switch keeping the interior lights on",
    explanation:
      "Most doors report open/closed from a switch inside the latch; when it sticks or corrodes, the car thinks a door is open, leaving the dome light on, chiming, not arming the alarm and sometimes draining the battery.",
    symptoms: [
      "dome light stays on with doors closed",
      "door ajar warning while driving",
      "interior lights won't turn off",
      "car keeps chiming door open",
      "alarm won't arm says door open",
    ],
    keywords: ["door ajar", "door switch", "dome light", "courtesy light", "latch switch"],
    prior: 1.5,
    steps: [
      {
        title: "Find which door the car thinks is open",
        description:
          "Check the cluster door display or the body module's door status in live data while opening and closing each door; the one that never changes to 'closed' has the fault.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Scan tool"],
      },
      {
        title: "Lubricate the latch and check the switch",
        description:
          "Spray the latch mechanism with a penetrating lubricant and cycle it; in cold climates ice and old grease stop the switch. If it persists, check the switch signal and wiring in the hinge boot.",
        safetyLevel: "Low Risk",
        estimatedTime: "15-30 min",
        parts: ["Door latch assembly with switch", "Door jamb switch"],
      },
      circuitTest,
      parasiticDrawTest,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-power-outlet-fuse",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Blown power outlet (cigarette lighter) fuse or damaged 12 V socket",
    explanation:
      "Coins, foreign objects and high-current plug-in devices short or overload the 12 V socket and blow its fuse, so chargers stop working; the same fuse often powers other sockets or the lighter.",
    symptoms: [
      "cigarette lighter not working",
      "phone charger doesn't charge in the car",
      "12v outlet dead",
      "usb port in the car not working",
      "accessory socket stopped after a coin fell in",
    ],
    keywords: ["power outlet", "12v socket", "cigarette lighter", "usb port", "aux power"],
    prior: 1.5,
    steps: [
      {
        title: "Inspect the socket",
        description: "Ignition off, look inside the socket for coins or debris and remove them with plastic tweezers.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      fuseRelayCheck,
      {
        title: "Check socket power and replace",
        description: "Check for battery voltage at the socket center contact with the key in accessory; replace the fuse with the same rating (never larger) or the socket if it is damaged.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Multimeter"],
        parts: ["Fuse of the same rating", "12 V power socket", "USB charging module"],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-sunroof-drain-clogged",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Clogged sunroof drain tubes (water leaking into the cabin)",
    explanation:
      "The sunroof tray has drain tubes running down the pillars; when debris blocks them, rain overflows into the headliner and footwells, staining the headliner and soaking modules and wiring under the carpet.",
    symptoms: [
      "water dripping from the headliner",
      "wet carpet after rain",
      "sunroof leaking",
      "water stains on the headliner near the pillars",
      "water in the footwell and electrical problems after rain",
    ],
    keywords: ["sunroof drain", "moonroof", "headliner leak", "water leak", "drain tube"],
    prior: 1.2,
    steps: [
      {
        title: "Water-test the drains",
        description: "Open the sunroof and pour a small cup of water into each corner of the tray: it should run out below the car within seconds. Slow or no flow marks a blocked drain.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Clear the drains gently",
        description:
          "Feed a soft trimmer line down the drain or use low-pressure air; stiff wire or high pressure can pop the tube off its fitting inside the pillar and make the leak worse.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-30 min",
        tools: ["Soft nylon trimmer line", "Low-pressure air nozzle"],
        safety: ["Wear safety glasses when blowing drains."],
      },
      {
        title: "Dry the interior and check modules",
        description: "Dry carpet and padding fully, and check modules mounted under the seats or in the footwells for water damage; scan for body codes.",
        safetyLevel: "Low Risk",
        estimatedTime: "1-24 h",
      },
    ],
    ref: "common shop failure",
  },
];
