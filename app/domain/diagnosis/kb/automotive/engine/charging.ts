import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { BATTERY_GAS, batteryTest, chargingTest, scanCodes, voltageDrop } from "../../../steps-common.ts";
import { HYBRID_HV, RUNNING_ENGINE, beltInspect, carTestDrive, carVisualInspection } from "./steps.ts";

const alternatorOutputTest: StepTemplate = {
  title: "Load-test the alternator output",
  description:
    "Engine running at about 2000 rpm with headlights, blower on high and rear demister on, measure battery voltage and alternator output current with a clamp meter on the B+ cable (or a carbon-pile charging tester). Compare with the rating on the alternator label. Then set the meter to AC volts across the battery: high AC ripple means failed diodes.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-20 min",
  tools: ["Digital multimeter", "DC clamp meter or charging system tester"],
  specs: [
    "Typical: output within about 10-15% of the label rating under full load (check against the service manual)",
    "Typical: AC ripple under about 0.5 V AC at the battery",
  ],
  safety: [RUNNING_ENGINE],
};

// Charging system: alternator, its drive and its wiring.
export const chargingEntries: FaultEntry[] = [
  {
    id: "auto-alternator-failed",
    vehicleTypes: ["automotive"],
    system: "charging",
    cause: "Failed alternator (worn brushes, bad diodes or failed voltage regulator)",
    explanation:
      "When the alternator stops charging the car runs on the battery alone until it goes flat: the battery light comes on, lights dim, and the car dies or will not restart. Failed diodes can also drain the battery overnight.",
    symptoms: [
      "battery light on while driving",
      "headlights dim and flicker at idle",
      "car died while driving and now won't restart",
      "new battery keeps going dead",
      "voltmeter reading 12 volts with engine running",
      "alternator not charging",
      "radio and dash lights cutting out then engine stalled",
    ],
    keywords: ["alternator", "generator", "battery light", "charge light", "diode", "voltage regulator", "not charging"],
    codes: ["P0562", "P0620", "P2503"],
    prior: 2.5,
    steps: [
      batteryTest,
      chargingTest,
      alternatorOutputTest,
      voltageDrop,
      {
        title: "Replace the alternator",
        description:
          "Disconnect the battery negative first, note the belt routing, remove the belt and the alternator, and fit the new or remanufactured unit with the same amp rating. Torque the B+ nut and refit the protective boot.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Torque wrench", "Belt tensioner tool"],
        specs: ["Typical B+ terminal nut torque: 8-15 N·m (check against the service manual)"],
        parts: ["Alternator (same amperage rating)"],
        safety: [BATTERY_GAS, "The B+ terminal is live whenever the battery is connected: disconnect the negative first."],
      },
      carTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-alternator-overcharging",
    vehicleTypes: ["automotive"],
    system: "charging",
    cause: "Alternator overcharging (failed voltage regulator)",
    explanation:
      "A regulator stuck on full output pushes system voltage above 15 V, which boils the battery, burns out bulbs and can damage modules. The battery may smell of rotten eggs or swell.",
    symptoms: [
      "voltage gauge reading high",
      "headlights very bright and bulbs keep burning out",
      "battery smells like rotten eggs after driving",
      "battery swollen and hot",
      "charging at 16 volts",
      "dash lights extra bright when revving",
    ],
    keywords: ["overcharging", "voltage regulator", "high voltage", "rotten egg smell", "boiling battery"],
    codes: ["P0563", "P2504"],
    prior: 0.8,
    steps: [
      chargingTest,
      voltageDrop,
      {
        title: "Check the regulator sense and ground",
        description:
          "A poor alternator ground or a high-resistance sense/battery-sense wire makes the regulator see low voltage and raise output. Voltage-drop the alternator case to battery negative and check the sense wire. If they are good, the regulator is faulty: replace the alternator (or regulator where separate).",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        parts: ["Alternator or voltage regulator"],
        safety: [RUNNING_ENGINE, BATTERY_GAS],
      },
      batteryTest,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-serpentine-belt-worn",
    vehicleTypes: ["automotive"],
    system: "charging",
    cause: "Worn, stretched or oil-soaked serpentine belt slipping",
    explanation:
      "A glazed, cracked or stretched belt slips on the alternator pulley, so charging drops under load and the belt squeals; if it breaks, the alternator, water pump (on many engines) and power steering stop at once.",
    symptoms: [
      "squealing noise on cold start that goes away",
      "belt squeal when turning the wheel or turning on AC",
      "battery light flickers in the rain",
      "chirping noise from front of engine",
      "belt broke, battery light and temp gauge rising",
      "shredded belt pieces in the engine bay",
    ],
    keywords: ["serpentine belt", "drive belt", "fan belt", "v-belt", "squeal", "chirp", "belt"],
    prior: 2,
    steps: [
      carVisualInspection,
      beltInspect,
      {
        title: "Find why the belt failed, then fit a new belt",
        description:
          "Oil or coolant on the belt means a leak that will ruin the new belt; fix it first. Check pulley alignment with a straight edge. Fit the new belt following the routing diagram (often on a label under the bonnet), and check it sits in every groove.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-45 min",
        tools: ["Belt tensioner tool or breaker bar", "Straight edge"],
        parts: ["Serpentine belt of the correct length and rib count"],
        safety: ["Engine off and key out when changing the belt; keep fingers out of the belt path."],
      },
      chargingTest,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-belt-tensioner-failed",
    vehicleTypes: ["automotive"],
    system: "charging",
    cause: "Weak belt tensioner or noisy idler/tensioner pulley bearing",
    explanation:
      "A tensioner spring that has weakened lets the belt slip and flap, and a dry pulley bearing grinds or squeals; the arm visibly bounces at idle. Eventually the belt jumps off or the pulley seizes.",
    symptoms: [
      "tensioner arm bouncing at idle",
      "rattling or grinding noise from the belt area",
      "belt chirp that doesn't stop after changing the belt",
      "belt keeps coming off",
      "whirring bearing noise front of engine goes away when belt removed",
    ],
    keywords: ["tensioner", "idler pulley", "pulley bearing", "belt tensioner", "chirp"],
    prior: 1.3,
    steps: [
      beltInspect,
      {
        title: "Isolate the noisy pulley",
        description:
          "With a mechanic's stethoscope (probe on the stationary bolts only) listen to each pulley with the engine running; or remove the belt and run the engine for under a minute to see if the noise stops (not on engines where the belt drives the water pump for long). Replace the tensioner assembly if the arm bounces, the pulley wobbles, or the arm has hit its stop.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-30 min",
        tools: ["Mechanic's stethoscope"],
        specs: ["Typical tensioner bolt torque: 40-50 N·m (check against the service manual)"],
        parts: ["Belt tensioner assembly", "Idler pulley"],
        safety: [RUNNING_ENGINE],
      },
      carTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-charging-cable-fuse",
    vehicleTypes: ["automotive"],
    system: "charging",
    cause: "Corroded alternator output cable or blown charge fuse/fusible link",
    explanation:
      "The alternator output reaches the battery through a heavy cable and a mega fuse or fusible link; a corroded terminal, a loose B+ nut or a blown link means a good alternator cannot charge the battery.",
    symptoms: [
      "replaced alternator and still not charging",
      "battery light on, alternator tested good at the parts store",
      "charging voltage ok at alternator but not at the battery",
      "burnt smell and melted wire near alternator",
      "voltage drops when I turn on lights, wiring hot",
    ],
    keywords: ["fusible link", "mega fuse", "b+ cable", "charge wire", "alternator cable"],
    codes: ["P0562"],
    prior: 1,
    steps: [
      carVisualInspection,
      {
        title: "Compare voltage at the alternator and the battery",
        description:
          "Engine running with loads on, measure voltage at the alternator B+ stud and at the battery posts. More than about 0.5 V difference means resistance in the cable, fuse or a terminal. With the engine off, check for battery voltage at the B+ stud: none means a blown fuse or link.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        specs: ["Typical: under 0.5 V drop from the alternator B+ to battery positive at full load"],
        parts: ["Mega fuse or fusible link", "Battery cable / B+ cable"],
        safety: [RUNNING_ENGINE, BATTERY_GAS],
      },
      voltageDrop,
      chargingTest,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-alternator-control-circuit",
    vehicleTypes: ["automotive"],
    system: "charging",
    cause: "Fault in the PCM-controlled charging circuit (alternator control or field wire)",
    explanation:
      "Many Ford, GM and other late models switch the alternator output on command from the PCM or body module through a control wire and read back a load signal; a broken wire, corroded connector or a failed battery current sensor stops charging or leaves it fixed at a low setting even with a good alternator.",
    symptoms: [
      "charging system service message",
      "battery saver active message and low voltage",
      "alternator good but voltage stays 12.5 at idle",
      "charging voltage jumps between 13 and 15",
      "check charging system light on silverado",
    ],
    keywords: ["smart charging", "regulated voltage control", "battery current sensor", "field wire", "generator command"],
    codes: ["P0620", "P0621", "P0622", "P065B", "P2503"],
    makes: ["ford", "chevrolet", "gmc"],
    prior: 0.8,
    steps: [
      scanCodes,
      {
        title: "Compare commanded and actual charging",
        description:
          "In live data, compare the generator command (duty cycle or desired voltage) with the actual battery voltage and generator feedback. Many systems deliberately charge at a low voltage when the battery is full, so check the manual's strategy before condemning anything; command the output high with a scan tool if supported.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Scan tool with charging system data", "Digital multimeter"],
        safety: [RUNNING_ENGINE],
      },
      {
        title: "Test the control and feedback wires",
        description:
          "Back-probe the alternator's small connector and check the control and feedback signals against the wiring diagram, looking for open circuits, chafing near the exhaust, and corrosion. Check the battery current sensor on the negative cable where fitted.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Digital multimeter or lab scope", "Wiring diagram", "Back-probe pins"],
        parts: ["Alternator connector pigtail", "Battery current sensor"],
        safety: [RUNNING_ENGINE, BATTERY_GAS],
      },
    ],
    ref: "SAE J2012 code definition; manufacturer charging-strategy service information",
  },
  {
    id: "auto-alternator-bearing-noise",
    vehicleTypes: ["automotive"],
    system: "charging",
    cause: "Worn alternator bearing or failed decoupler pulley",
    explanation:
      "A worn alternator bearing whines or grinds with engine speed, and the one-way decoupler pulley fitted to many modern engines wears out and rattles or makes the belt chatter at idle and shut-down.",
    symptoms: [
      "whining noise that rises with rpm",
      "grinding noise from the alternator",
      "rattle at idle from the belt that goes away above idle",
      "belt flutters when I shut off the engine",
      "alternator whine through the radio speakers",
    ],
    keywords: ["alternator bearing", "decoupler", "overrunning alternator pulley", "oap", "oad", "whine"],
    prior: 0.8,
    steps: [
      beltInspect,
      {
        title: "Check the alternator pulley and bearing by hand",
        description:
          "Engine off, belt removed: spin the alternator pulley. It should turn smoothly with no grinding or side play. A decoupler pulley should lock one way and freewheel the other; if it turns freely both ways or locks both ways it has failed.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Belt tensioner tool", "Decoupler pulley tool (if replacing the pulley)"],
        parts: ["Alternator decoupler pulley", "Alternator"],
        safety: ["Engine off and key out before removing the belt."],
      },
      chargingTest,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-hybrid-dcdc-converter",
    vehicleTypes: ["automotive"],
    system: "charging",
    cause: "Failed DC-DC converter in a hybrid or EV (12 V battery not being charged)",
    explanation:
      "Hybrids and EVs have no alternator: a DC-DC converter in the inverter or power electronics keeps the 12 V battery charged from the high-voltage battery. If it fails, the 12 V battery slowly goes flat and warning lights appear while driving.",
    symptoms: [
      "prius 12 volt battery keeps dying",
      "hybrid warning lights and 12v battery low while driving",
      "ev 12 volt battery not charging",
      "check hybrid system and car shuts down",
      "voltage at 12v battery only 12.2 with car in ready mode",
    ],
    keywords: ["dc-dc converter", "inverter", "hybrid", "12v auxiliary battery", "ready mode"],
    makes: ["toyota", "lexus", "ford", "honda", "hyundai", "kia", "tesla"],
    models: ["prius", "camry hybrid", "rav4 hybrid", "fusion hybrid", "model 3", "model y"],
    prior: 0.5,
    steps: [
      batteryTest,
      {
        title: "Measure 12 V system voltage in Ready mode",
        description:
          "With the car in Ready (or drive mode for an EV), measure the 12 V battery voltage. It should rise into the charging range within a minute. If it stays at resting voltage, the DC-DC converter is not charging. Check the 12 V fuse and output cable from the converter first.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-15 min",
        tools: ["Digital multimeter", "Scan tool with hybrid data"],
        specs: ["Typical: 13.5-14.8 V at the 12 V battery in Ready mode (check against the service manual)"],
        safety: [HYBRID_HV, "The car can move silently in Ready: foot on the brake, Park engaged."],
      },
      {
        title: "Have the converter diagnosed by a high-voltage trained technician",
        description:
          "The converter sits in the high-voltage inverter or power electronics box. Its diagnosis and replacement require the maker's software and high-voltage safety procedures: leave it to a trained technician.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        parts: ["DC-DC converter or inverter assembly"],
        safety: [HYBRID_HV],
      },
    ],
    ref: "hybrid/EV system design; manufacturer service information",
  },
];
