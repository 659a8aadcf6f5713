import type { FaultEntry } from "../../../types.ts";
import { BATTERY_GAS, batteryTest, cleanTerminals, fuseRelayCheck, scanCodes, voltageDrop } from "../../../steps-common.ts";
import { CAR_PARKED, LIFTED_VEHICLE, carTestDrive, liveDataReview, sensorCircuitTest } from "./steps.ts";

// Starting system: everything between the key or start button and a cranking engine (diesel cold-start aids live in diesel.ts).
export const startingEntries: FaultEntry[] = [
  {
    id: "auto-starter-motor-failed",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Failed starter motor (worn brushes, dead spot or heat-soaked windings)",
    explanation:
      "Worn brushes or a dead segment on the armature stop the motor turning even though the battery is good; heat from the exhaust makes it worse, so it often fails when the engine is hot and works again after cooling.",
    symptoms: [
      "click no crank but lights stay bright",
      "car won't start just clicks once",
      "starter works sometimes, hitting it with a hammer makes it crank",
      "no crank when the engine is hot, starts fine after it cools down",
      "grinding or whirring noise when I turn the key",
      "slow cranking with a fully charged battery",
      "starter spins but does not engage the flywheel",
    ],
    keywords: ["starter", "starter motor", "bendix", "tap test", "heat soak", "flywheel", "ring gear"],
    prior: 2,
    steps: [
      batteryTest,
      voltageDrop,
      {
        title: "Check for power at the starter while cranking",
        description:
          "With a helper holding the key to start (push button: brake pressed), measure voltage at the starter's main (B+) terminal and at the small solenoid (S) terminal. Battery voltage at both with no crank means the starter itself has failed. A light tap on the starter body that makes it crank confirms worn brushes or a dead spot.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Jack and jack stands", "Test light"],
        specs: ["Typical: above 9.6 V at the starter B+ terminal while cranking (check against the service manual)"],
        safety: [LIFTED_VEHICLE, CAR_PARKED, "Keep away from the drive shaft, exhaust and belts while cranking.", BATTERY_GAS],
      },
      {
        title: "Replace the starter and check the ring gear",
        description:
          "Disconnect the battery negative first, remove the starter and inspect the pinion and the flywheel/flexplate teeth through the opening (turn the engine by hand). Chewed ring-gear teeth cause grinding and no-crank at one position. Fit the new or remanufactured starter and torque the mounting bolts and cable nut.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Socket set", "Torque wrench", "Jack stands"],
        specs: ["Typical starter B+ nut torque: 8-15 N·m; mounting bolts per the service manual"],
        parts: ["Starter motor (new or remanufactured)"],
        safety: [BATTERY_GAS, LIFTED_VEHICLE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-starter-solenoid-contacts",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Worn starter solenoid contacts (single click, no crank)",
    explanation:
      "The solenoid's copper contacts burn and pit with every start until they no longer carry cranking current, so the solenoid clicks but the motor gets no power. It is often intermittent for weeks before it fails completely.",
    symptoms: [
      "one loud click when I turn the key and nothing else",
      "single click no crank, dash lights fine",
      "have to turn the key several times before it cranks",
      "solenoid clicks but starter doesn't turn",
      "intermittent no start, clicks then cranks on the third try",
    ],
    keywords: ["solenoid", "starter solenoid", "click", "contacts", "plunger"],
    prior: 1.5,
    steps: [
      batteryTest,
      cleanTerminals,
      voltageDrop,
      {
        title: "Measure voltage at the motor side of the solenoid",
        description:
          "While cranking, measure at the solenoid's motor terminal (the strap to the motor). If the B+ stud has battery voltage but the motor strap shows little or none while the solenoid clicks, the contacts are burnt. Most modern solenoids are part of the starter, so replace the starter assembly.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Jack stands"],
        specs: ["Typical: less than 0.5 V difference between the B+ stud and the motor strap while cranking"],
        parts: ["Starter assembly or solenoid (where sold separately)"],
        safety: [LIFTED_VEHICLE, CAR_PARKED, BATTERY_GAS],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-starter-relay-failed",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Failed starter relay or blown starter fuse (no click, no crank)",
    explanation:
      "On most modern cars the PCM or body module switches a starter relay in the under-bonnet fuse box; a burnt relay coil, stuck contacts or blown fuse means the solenoid never gets its signal, so nothing happens at all.",
    symptoms: [
      "no click no crank, lights and radio work",
      "turn the key and absolutely nothing happens",
      "push start button and nothing, dash lights up fine",
      "starter relay clicking but no crank",
      "car starts after swapping the horn relay",
    ],
    keywords: ["starter relay", "start relay", "fuse box", "relay", "no click"],
    codes: ["P0615", "P0616", "P0617"],
    prior: 1.5,
    steps: [
      scanCodes,
      fuseRelayCheck,
      {
        title: "Check the starter signal wire at the solenoid",
        description:
          "With a helper cranking, put a test light on the small solenoid (S) terminal. No light means the signal is lost upstream: check the relay output, the park/neutral or clutch switch and the wiring. A light with no crank points back to the starter.",
        safetyLevel: "High Risk",
        estimatedTime: "15-20 min",
        tools: ["Test light", "Wiring diagram"],
        safety: [CAR_PARKED, LIFTED_VEHICLE],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-neutral-safety-switch",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Faulty neutral safety switch or transmission range sensor (starts only in Neutral)",
    explanation:
      "The range switch only lets the starter work in Park or Neutral; when it wears or goes out of adjustment it does not report Park, so the engine will not crank in Park but often will in Neutral, and reverse lights or the gear display may misbehave.",
    symptoms: [
      "won't crank in park but starts in neutral",
      "no crank unless I wiggle the shifter",
      "car only starts in neutral",
      "gear indicator flashing and no start",
      "reverse lights don't work and sometimes no crank",
      "automatic won't start in P, have to move the gear lever",
    ],
    keywords: ["neutral safety switch", "range sensor", "prndl", "park neutral switch", "mlps", "shifter"],
    codes: ["P0705", "P0706", "P0850"],
    prior: 1.2,
    steps: [
      scanCodes,
      {
        title: "Try to start in Neutral and watch the gear display",
        description:
          "Foot hard on the brake, try to start in Park, then in Neutral. Note whether the gear display on the dash matches the lever. Cranking only in Neutral, or only while moving the lever, points at the range switch or the shift cable adjustment.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [CAR_PARKED, "Hold the brake firmly: the car may start in gear if the switch is badly misadjusted."],
      },
      liveDataReview,
      {
        title: "Test and adjust the switch",
        description:
          "Check the range switch continuity between the start-circuit pins in each position against the wiring diagram, and check the shift cable adjustment and bushing. Adjust or replace the switch; many range sensors need the lever in Neutral and an alignment pin when fitted.",
        safetyLevel: "High Risk",
        estimatedTime: "30-90 min",
        tools: ["Digital multimeter", "Wiring diagram", "Jack stands"],
        parts: ["Transmission range sensor / neutral safety switch", "Shift cable bushing"],
        safety: [LIFTED_VEHICLE, CAR_PARKED],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-clutch-interlock-switch",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Faulty clutch pedal interlock switch (manual transmission, no crank)",
    explanation:
      "Manual cars only crank with the clutch pedal fully down; a broken switch, a cracked plastic plunger or a floor mat stopping the pedal means the starter circuit never closes.",
    symptoms: [
      "manual car no crank with clutch pressed",
      "stick shift won't start, clutch pedal all the way down",
      "have to push the clutch really hard to get it to crank",
      "clutch safety switch bad? no click",
      "cruise control doesn't work and car sometimes won't crank",
    ],
    keywords: ["clutch switch", "clutch interlock", "clutch pedal position switch", "manual", "stick"],
    codes: ["P0830", "P0833"],
    prior: 0.8,
    steps: [
      {
        title: "Check the pedal travel and switch plunger",
        description:
          "Remove the floor mat, press the clutch to the floor and look at the switch at the top of the pedal: the plunger must be pushed in fully. Look for a broken plastic clip or bracket.",
        safetyLevel: "Low Risk",
        estimatedTime: "5-10 min",
        tools: ["Flashlight"],
      },
      {
        title: "Test the switch with a meter",
        description:
          "Unplug the switch and check continuity across the start pins with the pedal up and down. It should switch cleanly. Bypassing the switch is not a repair: the car could start in gear.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-15 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        parts: ["Clutch pedal position (interlock) switch"],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-ignition-switch-worn",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Worn ignition switch (electrical contacts or key cylinder)",
    explanation:
      "Worn contacts in the ignition switch lose the start or run circuit, so the car may not crank, or may stall while driving when the key is bumped; a heavy key ring can move a worn switch out of Run. GM recalled 2005-2010 small cars (Cobalt, HHR, Ion and others) for switches that slipped out of Run.",
    symptoms: [
      "turn the key and dash lights flicker, no crank",
      "car shuts off while driving when I hit a bump",
      "key hard to turn, sometimes won't crank",
      "have to jiggle the key to get it to start",
      "everything dies then comes back when I wiggle the key",
      "no power to the dash in run position",
    ],
    keywords: ["ignition switch", "key cylinder", "lock cylinder", "key", "ignition"],
    makes: ["chevrolet", "saturn", "pontiac"],
    models: ["cobalt", "hhr", "ion", "g5", "solstice", "sky"],
    prior: 1,
    steps: [
      {
        title: "Check for open recalls and the key load",
        description:
          "Run the VIN through the maker's recall look-up; ignition switches have been recalled on several models. Remove heavy key rings and see if the fault stops.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Check switch outputs in each key position",
        description:
          "Back-probe the switch connector under the steering column and measure the run, accessory and start outputs while turning and gently wiggling the key. Dropping voltage in Run or no output in Start means a worn switch.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
        safety: [
          "Steering columns carry the driver airbag: disconnect the battery and wait the time the manual states (often 2-10 minutes) before removing column covers, and never probe the yellow airbag connectors.",
        ],
      },
      {
        title: "Replace the switch or lock cylinder",
        description:
          "Replace the electrical switch, and the lock cylinder if the key is hard to turn. Some cars need new keys programmed or the immobiliser relearned afterwards.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Trim tools"],
        parts: ["Ignition switch", "Lock cylinder (if worn)"],
        safety: [BATTERY_GAS, "Airbag: follow the manual's disable procedure."],
      },
    ],
    ref: "GM safety recall (2014, 2005-2010 small cars); common shop failure",
  },
  {
    id: "auto-immobiliser-key-not-recognised",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Immobiliser does not recognise the key (damaged transponder chip, antenna ring or unprogrammed key)",
    explanation:
      "The anti-theft system reads a chip in the key through an antenna ring around the lock or near the start button; if the code is not read or does not match, the PCM blocks starter and/or fuel, so the engine won't crank or starts and dies after a second while the security light flashes.",
    symptoms: [
      "security light flashing and car won't start",
      "starts for a second then dies, theft light on",
      "key not recognised message",
      "new key cut at a hardware store, turns but no start",
      "anti theft system won't let car start",
      "cranks no start with the little car and key symbol blinking",
      "pats light flashing ford no start",
    ],
    keywords: ["immobilizer", "immobiliser", "transponder", "pats", "passlock", "passkey", "security light", "antenna ring", "key chip"],
    codes: ["P0513", "B1600", "B1601"],
    prior: 1.3,
    steps: [
      {
        title: "Try the spare key and remove other keys",
        description:
          "Start with the spare key, holding other keys and RFID cards (fuel cards, building passes) away from the ignition. If the spare works, the first key's chip or programming is the problem.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      scanCodes,
      {
        title: "Check the antenna ring and its power",
        description:
          "Check the transceiver (antenna) ring connector around the lock cylinder for damage and test its power and ground per the wiring diagram; a hard knock or a key ring jammed against it can break it. Look at immobiliser data in a capable scan tool: key status, number of programmed keys.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Scan tool with immobiliser functions", "Digital multimeter", "Trim tools"],
        safety: ["Disconnect the battery and wait for the airbag system to discharge before removing steering-column covers."],
      },
      {
        title: "Program or replace the key",
        description:
          "New or replaced keys must be programmed to the car with the maker's procedure or dealer/locksmith tool; some makes allow on-board programming with two working keys. Keep the car's security PIN paperwork ready.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-60 min",
        parts: ["Transponder key or smart key", "Antenna (transceiver) ring"],
      },
    ],
    ref: "SAE J2012 code definition; Ford PATS code definitions",
  },
  {
    id: "auto-smart-key-fob-battery",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Dead smart-key fob battery (push-button start, key not detected)",
    explanation:
      "Push-button cars find the fob by low-power radio; a weak coin cell in the fob (or strong radio interference) means the car cannot find it. Every such car has a backup: hold the fob against the start button or put it in a marked slot so it is read at close range.",
    symptoms: [
      "key not detected push button start",
      "no key found message on the dash",
      "push to start car won't start, key fob not working",
      "keyless entry range getting shorter and now won't start",
      "remote doesn't lock the doors and car says key not in vehicle",
    ],
    keywords: ["fob", "key fob", "smart key", "proximity key", "cr2032", "push button"],
    prior: 1.3,
    steps: [
      {
        title: "Use the fob backup start",
        description:
          "Press the brake (clutch on a manual) and touch the start button with the fob itself, or put it in the marked slot or cup holder pocket as the owner's manual says. If the car starts, the fob battery is weak.",
        safetyLevel: "Low Risk",
        estimatedTime: "2 min",
      },
      {
        title: "Replace the fob battery",
        description:
          "Open the fob with the hidden mechanical key release, note the coin-cell type printed on the old battery and fit a new one the right way up, keeping fingers off the contacts.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
        tools: ["Small flat screwdriver or plastic pry tool"],
        parts: ["Coin-cell battery of the type printed on the old one (often CR2032 or CR2025)"],
      },
      {
        title: "Try the spare fob and check the car's battery",
        description:
          "If a fresh battery does not help, try the spare. If neither works, check the car's 12 V battery: a weak car battery also causes key-not-detected messages.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Digital multimeter"],
      },
    ],
    ref: "owner's manual backup-start procedure (most makes)",
  },
  {
    id: "auto-brake-switch-push-start",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Failed brake light switch (push-button start will not crank)",
    explanation:
      "Push-button start cars only crank when they see the brake pedal pressed; a failed or misadjusted brake light switch means the button only switches to accessory mode. The brake lights usually stay off (or stay on) too, and the shifter may not come out of Park.",
    symptoms: [
      "push start only goes to accessory, won't crank with brake pressed",
      "brake lights not working and car won't start",
      "can't shift out of park and push button won't start",
      "green light on start button doesn't come on when pressing brake",
      "brake lights stay on all the time",
    ],
    keywords: ["brake light switch", "stop lamp switch", "brake switch", "push button start", "shift interlock"],
    codes: ["P0571", "P0504"],
    prior: 1,
    steps: [
      {
        title: "Check the brake lights with a helper",
        description:
          "Press the pedal and have a helper (or a reflection in a window) confirm the brake lights. Off with the pedal pressed, or on all the time, points at the switch, its fuse or its adjustment.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      fuseRelayCheck,
      sensorCircuitTest,
      {
        title: "Replace or adjust the switch",
        description:
          "Replace the switch above the brake pedal and adjust it as the manual says (many self-adjust when the pedal is pulled up). Check both switch outputs on a scan tool: the brake switch A/B signals must agree.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        parts: ["Brake light (stop lamp) switch"],
        safety: ["Confirm the brake lights and cruise control work before driving: the brake switch is safety-relevant."],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
];
